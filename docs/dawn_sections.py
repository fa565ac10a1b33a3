"""Sections of docs/findings-trickerion-dawn.md. Each function takes the loaded data
(findings_trickerion_dawn.Data) and returns the section's Markdown lines; the statistics, the text
of the numbers and the tables' layout are the Academy page's and the Dark Alley page's
(academy_sections.py, academy_results.py, dark_alley_stats.py, dark_alley_format.py)."""

from __future__ import annotations

import numpy as np

from simkit.reports.seats import seat_order

from academy_results import ratio_bounds
from academy_sections import MODULE_COLUMNS, PLAYERS, _cell, _measures, _names, _rows, _step, _step_text
from academy_sensitivity import extremes_and_cap_lines
from dark_alley_compare import SKILL_PAIRS
from dark_alley_format import flagged, p_text, pct, points_text, share_text, value_text
from dark_alley_results import fame_mean, mark_mean, seat_shares, strong_share
from dark_alley_stats import Estimate, holm, holm_flags, share, share_difference, share_vs

DAWN_MARKS = (("contraptions_built", "Contraptions built"), ("contraptions_activated", "activations"),
              ("fame_contraptions", "Fame from Contraptions"))
TIE = "no clear difference"


def _verdict(e: Estimate, clear: bool, words: tuple[str, str], null: float = 0.0) -> str:
    return TIE if not clear else words[0] if e.value > null else words[1]


# ---- 1. Contraptions and Signature Tricks -------------------------------------------------------

def dawn_section(d) -> list[str]:
    res = d.runs["seats"]
    lines = ["## 1. How much Dawn's Contraptions and Signature Tricks are used, and what they give", "",
             "### Contraptions", "",
             f"The planner at every seat, Magicians at random (`trickerion-full-seats`, {d.games('seats'):,} games per",
             "player count): per seat and game, the Contraptions it built (`contraptions_built`), the times it",
             "activated one (`contraptions_activated`) and the Fame their reactivation gave it",
             "(`fame_contraptions`), as the engine marks them; the seat's final Fame and the share of it the",
             "Contraptions gave (its interval from the two 97.5% intervals of numerator and denominator: 95% or",
             "more whatever their correlation). The seats are pooled (the intervals hold whatever their",
             "correlation). The last two columns: the share of seat-games that built at least one Contraption,",
             "and those seats' win rate (Wilson) against the fair share, \\* for Holm p < 0.05 over the three",
             "player counts; this is a correlation (a seat that builds may be one already ahead), not an effect.", "",
             "| players | " + " | ".join(label for _, label in DAWN_MARKS)
             + " | final Fame | Contraptions' share | seat-games that built | their win rate |",
             "|---|" + "---|" * (len(DAWN_MARKS) + 4)]
    builders = [d.builders(n) for n in PLAYERS]
    _, flags = holm_flags([b["rate"] for b in builders])
    for n, b, flag in zip(PLAYERS, builders, flags):
        m = {mark: mark_mean(res, n, mark)[0] for mark, _ in DAWN_MARKS}
        fame = fame_mean(res, n)[0]
        cells = [value_text(m[mark], 2) for mark, _ in DAWN_MARKS] + [value_text(fame, 2)]
        lines.append(f"| {n} | " + " | ".join(cells) + f" | {share_text(ratio_bounds(m['fame_contraptions'], fame))} | "
                     f"{pct(b['share'])} | {flagged(share_text(b['rate']), bool(flag))} (fair {pct(1 / n)}) |")
    lines += [""] + signature_lines(d)
    return lines


def signature_lines(d) -> list[str]:
    table = d.signature_table()
    lines = ["### Signature Tricks", "",
             "From the per-Trick outcome columns of the same runs (every Trick of the game is named, the 12",
             "Signature Tricks included): *learned* is the times a Signature Trick was learned (its `resolved`",
             "count), *markers performed* the markers of it a seat performed (its `plays`), both per game and",
             "summed over the 12; the last column is the Signature Tricks' part of all Tricks' performed markers.",
             "Only a Signature Trick's own Magician may learn it (T120-T122), and each Magician sits in a share of",
             "the games (1/6 at 2 players, 1/4 at 3, 1/3 at 4), so the per-Trick rows below count per game its",
             "Magician is at the table.", "",
             "| players | Signature Tricks learned per game | their markers performed per game "
             "| all Tricks' markers performed per game | Signature share of them |",
             "|---|---|---|---|---|"]
    for n in PLAYERS:
        t = d.signature_totals(n)
        lines.append(f"| {n} | {t['learned']:.3f} | {t['markers']:.4f} | {t['all_markers']:.4f} | {pct(t['share'], 2)} |")
    lines += ["", "Each Signature Trick per game its Magician sits in (learned: the share of those games in which it",
              "was learned; markers performed per such game):", "",
              "| Signature Trick | Magician | " + " | ".join(f"learned, {n}p | markers, {n}p" for n in PLAYERS) + " |",
              "|---|---|" + "---|---|" * len(PLAYERS)]
    for (trick, magician), rows in table.groupby(["trick", "magician"], sort=True):
        rows = rows.set_index("players")
        cells = []
        for n in PLAYERS:
            if n in rows.index and rows.loc[n, "magician_games"] > 0:
                r = rows.loc[n]
                cells += [pct(r.learned / r.magician_games), f"{r.markers / r.magician_games:.2f}"]
            else:
                cells += ["-", "-"]
        lines.append(f"| {trick} | {magician} | " + " | ".join(cells) + " |")
    never = [f"{r.trick} ({r.players}p)" for r in table.itertuples() if r.learned == 0]
    lines += ["", "**Finding:** " + dawn_text(d) + f" Signature Tricks never learned at a player count: "
              f"{_names(never)}.", ""]
    return lines


def dawn_text(d) -> str:
    res = d.runs["seats"]
    parts = []
    for n in PLAYERS:
        built, act, fame_c = (mark_mean(res, n, mark)[0] for mark, _ in DAWN_MARKS)
        fame = fame_mean(res, n)[0]
        t = d.signature_totals(n)
        parts.append(f"at {n}p a planner builds {built.value:.2f} Contraptions a game, activates them "
                     f"{act.value:.2f} times and takes {fame_c.value:.2f} Fame from them "
                     f"({share_text(ratio_bounds(fame_c, fame))} of its final Fame); the table learns "
                     f"{t['learned']:.2f} Signature Tricks a game and performs {t['markers']:.4f} markers of them "
                     f"(of {t['all_markers']:.4f} markers of all Tricks)")
    return "; ".join(parts) + "."


# ---- 2. Dawn against the Academy --------------------------------------------------------------

GAMES = (("ac", "Academy"), ("seats", "Dawn"))


def module_section(d) -> list[str]:
    lines = ["## 2. What Dawn changes against the Academy", "",
             "### Length, Fame and spread", "",
             "The planner at every seat, Magicians at random, the same seed and cells in both rulesets: the Academy",
             f"(`trickerion-academy-seats`, {d.games('ac'):,} games per player count) and Dawn on top of it",
             f"(`trickerion-full-seats`, {d.games('seats'):,}). Turns per game: "
             f"{'; '.join(f'{label} {d.turns(run)}' for run, label in GAMES)}. The rulesets differ, so no game of one",
             "is paired with a game of the other: the games are independent samples and each *Dawn − Academy*",
             "row is a difference (Welch; Newcombe for the seat-0 rate), \\* for Holm p < 0.05 over every",
             "difference of the table.", "",
             "| players | game | " + " | ".join(label for _, label in MODULE_COLUMNS) + " |",
             "|---|---|" + "---|" * len(MODULE_COLUMNS)]
    pending, diffs = [], []
    for n in PLAYERS:
        m = {run: _measures(d.runs[run], n) for run, _ in GAMES}
        for run, label in GAMES:
            pending.append(f"| {n} | {label} | " + " | ".join(_cell(k, m[run][k]) for k, _ in MODULE_COLUMNS) + " |")
        for k, _ in MODULE_COLUMNS:
            e = _step(k, m["seats"][k], m["ac"][k])
            diffs.append(e)
            pending.append((f"| {n} | Dawn − Academy" if k == MODULE_COLUMNS[0][0] else None, [e], _step_text(k)))
    _, flags = holm_flags(diffs)
    lines += _rows(pending, flags)
    verdicts = []
    words = {"placements": ("longer", "shorter"), "fame": ("more Fame", "less Fame"),
             "spread": ("wider", "narrower"), "seat0": ("seat 0 higher", "seat 0 lower")}
    for i, n in enumerate(PLAYERS):
        mine = []
        for j, (k, label) in enumerate(MODULE_COLUMNS):
            e, flag = diffs[i * len(MODULE_COLUMNS) + j], bool(flags[i * len(MODULE_COLUMNS) + j])
            mine.append(f"{label} {_verdict(e, flag, words[k])} ({_step_text(k)(e)})")
        verdicts.append(f"{n}p: " + ", ".join(mine))
    lines += ["", "**Finding:** Dawn against the Academy (Holm over the table): " + "; ".join(verdicts) + ".", ""]
    return lines + seat_lines(d) + skill_lines(d)


def seat_p_values(d) -> dict[tuple[str, int], float]:
    orders = {run: seat_order(d.runs[run]).set_index("players") for run, _ in GAMES}
    tests = [(run, n, float(orders[run].loc[n, "p_value"])) for n in PLAYERS for run, _ in GAMES]
    return dict(zip([(run, n) for run, n, _ in tests], holm([p for _, _, p in tests])))


def seat_lines(d) -> list[str]:
    lines = ["### Seat advantage", "",
             "Win rate of each seat (Wilson), seat 0 first on turn I with the rule's starting Coins; p is the",
             "report's chi-square test that seat order matters, Holm over every row of the table; the last column",
             "is seat 0's rate under Dawn less the Academy's (Newcombe), \\* for Holm p < 0.05 over the three.", "",
             "| players | game | seat 0 | seat 1 | seat 2 | seat 3 | p (Holm) | seat 0: Dawn − Academy |",
             "|---|---|---|---|---|---|---|---|"]
    adjusted = seat_p_values(d)
    firsts = {n: share_difference(*seat_shares(d.runs["seats"], n)[0], *seat_shares(d.runs["ac"], n)[0]) for n in PLAYERS}
    _, flags = holm_flags([firsts[n] for n in PLAYERS])
    for n, flag in zip(PLAYERS, flags):
        for run, label in GAMES:
            shares = seat_shares(d.runs[run], n)
            cells = [share_text(share(w, g)) for w, g in shares] + [""] * (4 - len(shares))
            lines.append(f"| {n} | {label} | " + " | ".join(cells) + f" | {p_text(adjusted[(run, n)])} | "
                         + (flagged(points_text(firsts[n]), bool(flag)) if run == "seats" else "") + " |")
    matters = [f"{label} {n}p" for n in PLAYERS for run, label in GAMES if adjusted[(run, n)] < 0.05]
    moved = [f"{n}p {points_text(firsts[n])}" for n, flag in zip(PLAYERS, flags) if flag]
    lines += ["", f"**Finding:** seat order matters (chi-square, Holm) in: {_names(matters)}; Dawn moves seat 0's win "
              f"rate (Holm) at: {_names(moved)}.", ""]
    return lines


def skill_lines(d) -> list[str]:
    lines = ["### Skill gap", "",
             "One seat of the stronger strategy against the others of the weaker one, rotated over every seat, the",
             f"Magicians drafted (`trickerion-full-skill`, {d.games('skill'):,} games a rotation; the Academy's",
             f"`trickerion-academy-skill` on the same seed, {d.games('ac-skill'):,} a rotation): its win share (Wilson)",
             "against the fair share, and Dawn's less the Academy's (Newcombe: different rulesets, independent",
             "games), \\* for Holm p < 0.05 over the nine differences.", "",
             "| players | one seat of | against | fair share | Dawn | Academy | Dawn − Academy |",
             "|---|---|---|---|---|---|---|"]
    rows = []
    for n in PLAYERS:
        for strong, weak in SKILL_PAIRS:
            dn = strong_share(d.runs["skill"], strong, weak, n)
            ac = strong_share(d.runs["ac-skill"], strong, weak, n)
            diff = share_difference(dn.value * dn.n, dn.n, ac.value * ac.n, ac.n) if dn and ac else None
            rows.append((n, strong, weak, dn, ac, diff))
    _, flags = holm_flags([r[5] for r in rows if r[5] is not None])
    k, clear = 0, []
    for n, strong, weak, dn, ac, diff in rows:
        text = "-"
        if diff is not None:
            text = flagged(points_text(diff, 1 if diff.hi - diff.lo >= 0.002 else 2), bool(flags[k]))
            if flags[k]:
                clear.append(f"{strong} over {weak} {n}p {points_text(diff)}")
            k += 1
        lines.append(f"| {n} | {strong} | {weak} | {100 / n:.1f}% | {share_text(dn) if dn else '-'} | "
                     f"{share_text(ac) if ac else '-'} | {text} |")
    pg = [(n, strong_share(d.runs["skill"], "planner", "greedy", n)) for n in PLAYERS]
    behind = [f"{n}p" for n, e in pg if e is not None and e.hi < 1 / n]
    ahead = [f"{n}p" for n, e in pg if e is not None and e.lo > 1 / n]
    level = [f"{n}p" for n, e in pg if e is not None and e.lo <= 1 / n <= e.hi]
    lines += ["", "**Finding:** under Dawn one planner among greedy seats wins "
              + "; ".join(f"{share_text(e)} at {n}p (fair {pct(1 / n)})" for n, e in pg if e is not None)
              + f": above the fair share at {_names(ahead)}, below it at {_names(behind)}, level with it at "
              f"{_names(level)}. Dawn's skill gaps apart from the Academy's (Holm): {_names(clear)}. These line-ups "
              "rank the strategies as they play now, not the game's skill ceiling.", ""]
    return lines


# ---- 3. Magicians ------------------------------------------------------------------------------

def magician_section(d) -> list[str]:
    dawn = d.magician_rates("seats")
    ac = d.magician_rates("ac").set_index(["players", "magician"])
    diffs = []
    for r in dawn.itertuples():
        a = ac.loc[(r.players, r.magician)]
        diffs.append(share_difference(r.rate.value * r.rate.n, r.rate.n, a.rate.value * a.rate.n, a.rate.n))
    dawn = dawn.assign(vs_academy=diffs)
    for n in PLAYERS:
        mine = dawn["players"] == n
        _, flags = holm_flags(list(dawn.loc[mine, "vs_academy"]))
        dawn.loc[mine, "vs_academy_clear"] = flags.astype(bool)
    lines = ["## 3. The 12 Magicians under Dawn", "",
             f"The planner at every seat, the Magicians dealt at random (`trickerion-full-seats`, {d.games('seats'):,}",
             "games per player count; one Magician of each Favourite category can sit at a table): each Magician's",
             "win rate (Wilson) against the fair share, its difference from the other two of its category pooled",
             "(Newcombe: what differs is the ability and, under Dawn, the Signature Trick), and its rate under",
             "Dawn less its rate in the Academy's games (`trickerion-academy-seats`; Newcombe, independent games).",
             "Holm corrects each column's test over the 12 Magicians of a player count; \\* marks Holm p < 0.05.", "",
             "| players | Magician | category | seat-games | win rate | − its category's others (points) "
             "| Academy's win rate | Dawn − Academy (points) |", "|---|---|---|---|---|---|---|---|"]
    for r in dawn.itertuples():
        a = ac.loc[(r.players, r.magician)]
        lines.append(f"| {r.players} | {r.magician} | {r.category} | {r.seat_games:,} | "
                     f"{flagged(share_text(r.rate), r.rate_clear)} (fair {pct(1 / r.players)}) | "
                     f"{flagged(points_text(r.vs_mates), r.vs_mates_clear)} | {share_text(a.rate)} | "
                     f"{flagged(points_text(r.vs_academy), bool(r.vs_academy_clear))} |")
    above = [f"{r.magician} ({r.players}p)" for r in dawn.itertuples() if r.rate_clear and r.rate.value > 1 / r.players]
    below = [f"{r.magician} ({r.players}p)" for r in dawn.itertuples() if r.rate_clear and r.rate.value < 1 / r.players]
    moved = [f"{r.magician} ({r.players}p, {r.vs_academy.value * 100:+.1f})" for r in dawn.itertuples()
             if r.vs_academy_clear]
    spread = {n: (min(r.rate.value for r in dawn.itertuples() if r.players == n),
                  max(r.rate.value for r in dawn.itertuples() if r.players == n)) for n in PLAYERS}
    lines += ["", "**Finding:** under Dawn win rates run from "
              + "; ".join(f"{pct(lo)} to {pct(hi)} at {n}p (fair {pct(1 / n)})" for n, (lo, hi) in spread.items())
              + f". Above the fair share (Holm): {_names(above)}; below: {_names(below)}. Moved by Dawn against the "
              f"Academy (Holm, points): {_names(moved)}.", ""]
    return lines


# ---- 4. Signals ----------------------------------------------------------------------------------

def signal_section(d) -> list[str]:
    lines = ["## 4. Signals for the engine's and the strategies' authors", "",
             "Read from the same runs; each is a count or an extreme, not a test.", ""]
    for run, label in (("seats", "the planner at every seat"), ("skill", "the skill line-ups")):
        m = d.runs[run].marks
        marks = [mark for mark, _ in DAWN_MARKS]
        totals = m[m["mark"].isin(marks)].groupby(["players", "mark"])["mark_sum"].sum()
        zero = [f"`{mark}` at {n}p" for (n, mark), v in totals.items() if v == 0]
        missing = [f"`{mark}`" for mark in marks if mark not in set(m["mark"])]
        lines.append(f"- **Dawn marks never above 0** ({label}): {', '.join(zero) if zero else 'none'}"
                     + (f"; not recorded: {', '.join(missing)}" if missing else "") + ".")
    table = d.signature_table()
    learned, markers = int(table["learned"].sum()), int(table["markers"].sum())
    lines.append(f"- **Signature Tricks performed:** learned {learned:,} times in {d.runs['seats'].cells['games'].sum():,} "
                 f"games (the planner at every seat), {markers:,} markers of them performed in all "
                 "(a Signature Trick is prepared only once its Magician's seat has built enough Contraptions, G94).")
    m = d.runs["seats"].marks
    games = d.runs["seats"].cells.groupby("players")["games"].sum()
    perf = m[m["mark"] == "performances"].groupby("players")["mark_sum"].sum()
    lines.append("- **Performances are rare** (the `performances` mark, the planner at every seat, per game): "
                 + "; ".join(f"{perf.get(n, 0) / games[n]:.4f} at {n}p" for n in PLAYERS if n in games.index)
                 + ": few Tricks are performed at all, so the Signature Tricks' markers above are counted among "
                 "few (as on the Academy, docs/trickerion.md T117).")
    by_strategy = d.strategy_marks()
    if by_strategy:
        lines.append("- **Contraptions built per seat and game by strategy** (the skill runs' plain tables): "
                     + "; ".join(by_strategy) + ".")
    return lines + extremes_and_cap_lines(d)


def builders_of(res, n: int) -> dict:
    """The share of seat-games with at least one Contraption built, and those seats' win rate."""
    m = res.marks[(res.marks["players"] == n) & (res.marks["mark"] == "contraptions_built")]
    games, marked, wins = (float(m[c].sum()) for c in ("games", "marked_games", "marked_wins"))
    return {"share": marked / games if games else float("nan"),
            "rate": share_vs(wins, marked, 1 / n) if marked else Estimate(np.nan, np.nan, np.nan)}
