"""Sections of docs/findings-trickerion-academy.md. Each function takes the loaded data
(findings_trickerion_academy.Data) and returns the section's Markdown lines; the statistics and
the text of the numbers are the Dark Alley page's (dark_alley_stats.py, dark_alley_format.py)."""

from __future__ import annotations

from simkit.reports.seats import seat_order

from academy_results import ACADEMY_FAME, ACTIVITY, academy_fame, ratio_bounds
from dark_alley_compare import SKILL_PAIRS, _diff
from dark_alley_format import flagged, p_text, pct, points_text, share_text, value_text
from dark_alley_results import category_rates, fame_mean, mark_mean, per_game, seat_shares, strong_share
from dark_alley_stats import Estimate, holm, holm_flags, share, share_difference

PLAYERS = (2, 3, 4)
COMPOSITIONS = (("seats", "default"), ("sparse", "sparse"))


def _names(items) -> str:
    items = list(items)
    return ", ".join(items) if items else "none"


def _signed(e: Estimate) -> str:
    return value_text(e, 2, True)


# ---- 1. Is the Academy worth visiting? ---------------------------------------------------------

def academy_section(d) -> list[str]:
    lines = ["## 1. Is the Academy worth visiting?", "",
             "### The Fame it gives", "",
             f"The planner at every seat, Magicians at random (`trickerion-academy-seats` on the default composition,",
             f"`trickerion-academy-sparse` on the sparse one; {d.games('seats'):,} games per player count each): a",
             "seat's Fame per game from each Academy source, as the engine marks it (`fame_renovate`: Renovate's",
             "ratios; `fame_banners`: the Banner majority at the end; `fame_classroom`: Classroom yields and",
             "one-time bonuses), their sum, the seat's final Fame and the share of it the Academy gave. The seats",
             "are pooled (the intervals hold whatever their correlation); the sum's interval adds the three",
             "standard errors, and the share's comes from the two 97.5% intervals of its numerator and",
             "denominator, so both hold at 95% or more whatever the marks' correlation. *sparse − default* rows",
             "are differences (Welch), \\* for Holm p < 0.05 over the table's differences.", "",
             "| players | composition | " + " | ".join(f"Fame from {label}" for _, label in ACADEMY_FAME)
             + " | Academy Fame | final Fame | Academy share |", "|---|---|" + "---|" * (len(ACADEMY_FAME) + 3)]
    pending, diffs = [], []
    for n in PLAYERS:
        found = {}
        for run, label in COMPOSITIONS:
            res = d.runs[run]
            m = {**academy_fame(res, n), "fame": fame_mean(res, n)}
            found[run] = m
            cells = [value_text(m[mark][0], 2) for mark, _ in ACADEMY_FAME] + [
                value_text(m["academy"][0], 2), value_text(m["fame"][0], 2)]
            ratio = ratio_bounds(m["academy"][0], m["fame"][0])
            pending.append(f"| {n} | {label} | " + " | ".join(cells) + f" | {share_text(ratio)} |")
        keys = [mark for mark, _ in ACADEMY_FAME] + ["academy", "fame"]
        diff = [_diff(found["sparse"][k], found["seats"][k]) for k in keys]
        diffs += diff
        pending.append((f"| {n} | sparse − default", diff + [""], _signed))
    _, flags = holm_flags(diffs)
    lines += _rows(pending, flags)
    lines += ["", "What a seat does there, per game (default composition; the sparse one in brackets):", "",
              "| players | " + " | ".join(label for _, label in ACTIVITY) + " |", "|---|" + "---|" * len(ACTIVITY)]
    for n in PLAYERS:
        cells = [f"{mark_mean(d.runs['seats'], n, mark)[0].value:.2f} ({mark_mean(d.runs['sparse'], n, mark)[0].value:.2f})"
                 for mark, _ in ACTIVITY]
        lines.append(f"| {n} | " + " | ".join(cells) + " |")
    return lines + [""] + noacademy_lines(d)


def noacademy_lines(d) -> list[str]:
    table = d.noacademy
    lines = ["### A player that never visits it", "",
             "One seat plays `restricted:planner:noacademy` (the planner, but no character ever goes to the",
             "Academy) against planners, rotated over every seat (`trickerion-academy-noacademy`, "
             f"{d.games('noacademy'):,} games a cell);",
             "the plain planner table of the same spec deals the same cards game by game (the same cell seed), so",
             "each restricted seat is compared with the same seat of the plain table on the same deals. *Loss*: the",
             "plain seat's less the restricted seat's, in points of win share and in Fame per game, a ratio over",
             "the plain table's blocks of games (the independent units: all rotations of a block share its deals;",
             "t interval); the plain seats, one in each seat, win 1/players of the plain table's games by",
             "construction. \\* for Holm p < 0.05 over the six rows, each loss apart.", "",
             "| composition | players | seat-games | restricted seat's win rate | plain seat's | win loss (points) "
             "| restricted seat's Fame | plain seat's | Fame loss |", "|---|---|---|---|---|---|---|---|---|"]
    for r in table.itertuples():  # (restricted_contrasts orders the default composition first)
        lines.append(f"| {d.composition_label(r.deck)} | {r.players} | {r.seat_games:,} | "
                     f"{share_text(r.rate)} (fair {pct(1 / r.players)}) | {pct(r.rate_base.value)} | "
                     f"{flagged(points_text(r.win_loss), r.win_loss_clear)} | {r.fame:.2f} | {r.fame_base:.2f} | "
                     f"{flagged(value_text(r.fame_loss, 2, True), r.fame_loss_clear)} |")
    lines += ["", "**Finding:** " + worth_text(d), ""]
    return lines


def worth_text(d) -> str:
    """The section's answer, from the tables: the Academy's share of the Fame and the restricted seat."""
    parts = []
    for run, label in COMPOSITIONS:
        shares = []
        for n in PLAYERS:
            m = academy_fame(d.runs[run], n)
            fame = fame_mean(d.runs[run], n)[0]
            sources = ", ".join(f"{name} {pct(m[mark][0].value / fame.value)}" for mark, name in ACADEMY_FAME)
            shares.append(f"{share_text(ratio_bounds(m['academy'][0], fame))} at {n}p ({sources})")
        parts.append(f"on the {label} composition the Academy gives a planner {'; '.join(shares)} of its final Fame")
    text = "; ".join(parts) + ". "
    table = d.noacademy
    costs = [f"{r.players}p {d.composition_label(r.deck)} {points_text(r.win_loss)} points, "
             f"{value_text(r.fame_loss, 1, True)} Fame" for r in table.itertuples() if r.win_loss_clear
             and r.win_loss.value > 0]
    gains = [f"{r.players}p {d.composition_label(r.deck)}" for r in table.itertuples() if r.win_loss_clear
             and r.win_loss.value < 0]
    ties = [f"{r.players}p {d.composition_label(r.deck)}" for r in table.itertuples() if not r.win_loss_clear]
    text += (f"Never visiting it costs the seat win share (Holm) in: {_names(costs)}; it gains in: {_names(gains)}; "
             f"no clear difference in: {_names(ties)}.")
    return text


# ---- 2. Magicians ------------------------------------------------------------------------------

def magician_section(d) -> list[str]:
    rates = {run: d.magician_rates(run).set_index(["players", "magician"]) for run, _ in COMPOSITIONS}
    default = d.magician_rates("seats")
    lines = ["## 2. The 12 Magicians", "",
             f"The planner at every seat, the Magicians dealt at random (`trickerion-academy-seats`, {d.games('seats'):,}",
             "games per player count; one Magician of each Favourite category can sit at a table, so a Magician",
             "and the other two of its category are never in the same game): each Magician's win rate (Wilson)",
             "against the fair share, its difference from the other two of its category pooled (Newcombe: what",
             "differs is the ability), and its win rate on the sparse composition (`trickerion-academy-sparse`,",
             "the same games). Holm corrects each column's test over the 12 Magicians of a player count; \\*",
             "marks Holm p < 0.05 (against the fair share, against the category's others).", "",
             "| players | Magician | category | seat-games | win rate | − its category's others (points) "
             "| win rate, sparse |", "|---|---|---|---|---|---|---|"]
    for r in default.itertuples():
        s = rates["sparse"].loc[(r.players, r.magician)]
        lines.append(f"| {r.players} | {r.magician} | {r.category} | {r.seat_games:,} | "
                     f"{flagged(share_text(r.rate), r.rate_clear)} (fair {pct(1 / r.players)}) | "
                     f"{flagged(points_text(r.vs_mates), r.vs_mates_clear)} | "
                     f"{flagged(share_text(s.rate), s.rate_clear)} |")
    cats = category_rates(d.runs["seats"], d.categories).set_index(["category", "players"])
    lines += ["", "Each Favourite category: the share of games with it at the table and the win rate of its seats",
              "(its three Magicians):", "",
              "| category | " + " | ".join(f"{n} players" for n in PLAYERS) + " |", "|---|" + "---|" * len(PLAYERS)]
    for category in sorted(set(d.categories.values())):
        cells = [f"{pct(cats.loc[(category, n)].present, 0)} of games, {share_text(cats.loc[(category, n)].rate)}"
                 for n in PLAYERS if (category, n) in cats.index]
        lines.append(f"| {category} | " + " | ".join(cells) + " |")
    above = [f"{r.magician} ({r.players}p)" for r in default.itertuples() if r.rate_clear and r.rate.value > 1 / r.players]
    below = [f"{r.magician} ({r.players}p)" for r in default.itertuples() if r.rate_clear and r.rate.value < 1 / r.players]
    split = [f"{r.magician} ({r.players}p, {r.vs_mates.value * 100:+.1f})" for r in default.itertuples()
             if r.vs_mates_clear]
    new = [r for r in default.itertuples() if r.magician in d.academy_magicians]
    by_count = category_rates(d.runs["seats"], d.categories)
    extremes = []
    for n, mine in by_count.groupby("players"):
        _, clear = holm_flags(list(mine["rate"]))
        extremes += [f"{r.category} {pct(r.rate.value)} at {n}p" for r, c in zip(mine.itertuples(), clear) if c]
    spread = {n: (min(r.rate.value for r in default.itertuples() if r.players == n),
                  max(r.rate.value for r in default.itertuples() if r.players == n)) for n in PLAYERS}
    lines += ["", f"**Finding:** win rates run from " + "; ".join(f"{pct(lo)} to {pct(hi)} at {n}p (fair {pct(1 / n)})"
                                                                  for n, (lo, hi) in spread.items())
              + f". Above the fair share (Holm): {_names(above)}; below: {_names(below)}. Apart from the others of "
              f"its category (Holm, points): {_names(split)}. The Academy's own Magicians ("
              f"{', '.join(sorted(d.academy_magicians))}): "
              + "; ".join(f"{r.magician} {pct(r.rate.value)} at {r.players}p" for r in new) + ". Favourite categories "
              f"away from the fair share (Holm over the 4 of a player count): {_names(extremes)}.", ""]
    return lines


# ---- 3. What each module does ----------------------------------------------------------------

GAMES = (("base", "base game"), ("da", "Dark Alley"), ("seats", "Academy"), ("da-hand", "Academy, DA hand"))
STEPS = (("da", "base", "Dark Alley − base"), ("seats", "da", "Academy − Dark Alley"),
         ("da-hand", "seats", "DA hand − Academy"))
MODULE_COLUMNS = (("placements", "placements per game"), ("fame", "mean final Fame"), ("spread", "winner − last"),
                  ("seat0", "seat 0 win rate"))


def _measures(res, n: int) -> dict:
    wins, games = seat_shares(res, n)[0]
    return {"placements": per_game(res, n, "length"), "fame": fame_mean(res, n), "spread": per_game(res, n, "spread"), "seat0": (share(wins, games), wins)}


def _step(key: str, a, b) -> Estimate:
    if key == "seat0":
        return share_difference(a[1], a[0].n, b[1], b[0].n)
    return _diff(a, b)


def _cell(key: str, m) -> str:
    return share_text(m[0]) if key == "seat0" else value_text(m[0], 2)


def _step_text(key: str):
    return (lambda e: points_text(e)) if key == "seat0" else _signed


def module_section(d) -> list[str]:
    lines = ["## 3. What each module does", "",
             "### Length, Fame and spread", "",
             "The planner at every seat, Magicians at random, the same seed and cells in every ruleset: the base game",
             "(`trickerion-dark-alley-base`), the Dark Alley (`trickerion-dark-alley-seats`), the Academy on top of it",
             "(`trickerion-academy-seats`) and the Academy with the Dark Alley rulebook's hand (G5,",
             f"`trickerion-academy-da-hand`); {d.games('seats'):,} games per player count for the Academy's, "
             f"{d.games('da'):,} for the",
             f"others. Turns per game: {'; '.join(f'{label} {d.turns(run)}' for run, label in GAMES)}. The rulesets",
             "differ, so the games are independent samples: each step's row is a difference",
             "(Welch; Newcombe for the seat-0 rate), \\* for Holm p < 0.05 over every difference of the table.", "",
             "| players | game | " + " | ".join(label for _, label in MODULE_COLUMNS) + " |",
             "|---|---|" + "---|" * len(MODULE_COLUMNS)]
    pending, diffs = [], []
    for n in PLAYERS:
        m = {run: _measures(d.runs[run], n) for run, _ in GAMES}
        for run, label in GAMES:
            pending.append(f"| {n} | {label} | " + " | ".join(_cell(k, m[run][k]) for k, _ in MODULE_COLUMNS) + " |")
        for a, b, label in STEPS:
            for k, _ in MODULE_COLUMNS:
                e = _step(k, m[a][k], m[b][k])
                diffs.append(e)
                pending.append((f"| {n} | {label}" if k == MODULE_COLUMNS[0][0] else None, [e], _step_text(k)))
    _, flags = holm_flags(diffs)
    lines += _rows(pending, flags)
    steps = []
    for n in PLAYERS:
        ac, da = _measures(d.runs["seats"], n), _measures(d.runs["da"], n)
        steps.append(f"{n}p " + ", ".join(f"{label} {_step_text(k)(_step(k, ac[k], da[k]))}"
                                           for k, label in MODULE_COLUMNS))
    lines += ["", "**Finding:** the Academy against the Dark Alley (its differences above): " + "; ".join(steps) + ".", ""]
    return lines + seat_lines(d) + skill_lines(d)


def _rows(pending: list, flags) -> list[str]:
    """Table rows: a finished row (str), or an entry (head, estimates, text) whose cells wait for the
    Holm flags of the table's tests, given in the entries' order; an entry with head None adds its
    cells to the row before it."""
    rows, k = [], 0
    for entry in pending:
        if isinstance(entry, str):
            rows.append([entry])
            continue
        head, found, text = entry
        if head is not None:
            rows.append([head])
        for e in found:
            if isinstance(e, str):  # a cell with no test
                rows[-1].append(e)
                continue
            rows[-1].append(flagged(text(e), bool(flags[k])))
            k += 1
    return [row[0] if len(row) == 1 and row[0].endswith("|") else " | ".join(row) + " |" for row in rows]


SEAT_GAMES = (("base", "base game"), ("da", "Dark Alley"), ("seats", "Academy"), ("da-hand", "Academy, DA hand"),
              ("sparse", "Academy, sparse"))


def seat_p_values(d) -> dict[tuple[str, int], float]:
    """(run, players) -> the report's chi-square p that seat order matters, Holm over the table's rows."""
    orders = {run: seat_order(d.runs[run]).set_index("players") for run, _ in SEAT_GAMES}
    tests = [(run, n, float(orders[run].loc[n, "p_value"])) for n in PLAYERS for run, _ in SEAT_GAMES]
    return dict(zip([(run, n) for run, n, _ in tests], holm([p for _, _, p in tests])))


def seat_lines(d) -> list[str]:
    lines = ["### Seat advantage", "",
             "Win rate of each seat (Wilson), seat 0 first on turn I with the rule's starting Coins; p is the",
             "report's chi-square test that seat order matters, Holm over every row of the table; the last column",
             "is seat 0's rate in the Academy less the Dark Alley's (Newcombe; unadjusted).", "",
             "| players | game | seat 0 | seat 1 | seat 2 | seat 3 | p (Holm) | seat 0: Academy − Dark Alley |",
             "|---|---|---|---|---|---|---|---|"]
    adjusted = seat_p_values(d)
    for n in PLAYERS:
        shares = {run: seat_shares(d.runs[run], n) for run, _ in SEAT_GAMES}
        first = share_difference(*shares["seats"][0], *shares["da"][0])
        for run, label in SEAT_GAMES:
            cells = [share_text(share(w, g)) for w, g in shares[run]] + [""] * (4 - len(shares[run]))
            lines.append(f"| {n} | {label} | " + " | ".join(cells) + f" | {p_text(adjusted[(run, n)])} | "
                         + (points_text(first) if run == "seats" else "") + " |")
    return lines + [""]


def skill_lines(d) -> list[str]:
    lines = ["### Skill gap", "",
             "One seat of the stronger strategy against the others of the weaker one, rotated over every seat, the",
             f"Magicians drafted (`trickerion-academy-skill`, {d.games('skill'):,} games a rotation; the Dark Alley's",
             "`trickerion-dark-alley-skill` on the same seed; the base game's `trickerion-skill` has 4 players only):",
             "its win share (Wilson) against the fair share, and the Academy's less the Dark Alley's (Newcombe),",
             "\\* for Holm p < 0.05 over the nine differences.", "",
             "| players | one seat of | against | fair share | Academy | Dark Alley | base game | Academy − Dark Alley |",
             "|---|---|---|---|---|---|---|---|"]
    rows = []
    for n in PLAYERS:
        for strong, weak in SKILL_PAIRS:
            ac = strong_share(d.runs["skill"], strong, weak, n)
            da = strong_share(d.runs["da-skill"], strong, weak, n)
            base = strong_share(d.runs["base-skill"], strong, weak, n)
            diff = share_difference(ac.value * ac.n, ac.n, da.value * da.n, da.n) if ac and da else None
            rows.append((n, strong, weak, ac, da, base, diff))
    _, flags = holm_flags([r[6] for r in rows if r[6] is not None])
    k = 0
    for n, strong, weak, ac, da, base, diff in rows:
        text = "-"
        if diff is not None:
            text = flagged(points_text(diff, 1 if diff.hi - diff.lo >= 0.002 else 2), bool(flags[k]))
            k += 1
        lines.append(f"| {n} | {strong} | {weak} | {100 / n:.1f}% | {share_text(ac) if ac else '-'} | "
                     f"{share_text(da) if da else '-'} | {share_text(base) if base else 'not run'} | {text} |")
    pg = [(n, strong_share(d.runs["skill"], "planner", "greedy", n)) for n in PLAYERS]
    behind = [f"{n}p" for n, e in pg if e is not None and e.hi < 1 / n]
    ahead = [f"{n}p" for n, e in pg if e is not None and e.lo > 1 / n]
    lines += ["", "**Finding:** in the Academy one planner among greedy seats wins "
              + "; ".join(f"{share_text(e)} at {n}p (fair {pct(1 / n)})" for n, e in pg if e is not None)
              + f": above the fair share at {_names(ahead)}, below it at {_names(behind)}. These line-ups rank the "
              "strategies as they play now, not the game's skill ceiling.", ""]
    return lines
