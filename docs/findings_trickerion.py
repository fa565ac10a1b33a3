"""Write docs/findings-trickerion.md from the result folders of the experiments/trickerion-*.toml
runs (docs/make-findings-trickerion.sh runs them first): every number in it is read from the
results here, none is typed.

    python docs/findings_trickerion.py [OUT_FOLDER] [--walltimes FILE] [--commit SHA]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from simkit import experiments  # noqa: E402
from simkit.games.trickerion.composition import load_composition  # noqa: E402
from simkit.games.trickerion.vocabulary import CATEGORIES  # noqa: E402
from simkit.reports.card_effects import restricted_play  # noqa: E402
from simkit.reports.seats import seat_order  # noqa: E402
from simkit.reports.stats import holm, wilson  # noqa: E402

SPECS = ["seats", "seats-equal-coins", "skill", "restricted", "skill-search"]
PLAYERS = (2, 3, 4)
Z95 = 1.959964
FAME_SOURCES = (("fame_performed", "Tricks performed (yields)"), ("fame_performer", "performer's bonuses"),
                ("link_fame", "Links paid in Fame"), ("fame_advertise", "Advertise"),
                ("fame_endgame", "end-game scoring"))


def pct(x: float, digits: int = 1) -> str:
    return f"{100 * x:.{digits}f}%"


def p_text(p: float) -> str:
    return "-" if not np.isfinite(p) else f"{p:.2f}" if p >= 0.01 else f"{p:.0e}" if p >= 1e-9 else "< 1e-9"


def share(wins: float, games: float, digits: int = 1) -> str:
    lo, hi = wilson(wins, games)
    return f"{pct(wins / games, digits)} [{100 * float(lo):.{digits}f}, {100 * float(hi):.{digits}f}]"


def mean_ci(total: float, sq_total: float, n: float, digits: int = 2) -> str:
    """A mean over n independent values from their sum and sum of squares, with its 95% interval."""
    mean = total / n
    sd = np.sqrt(max(sq_total / n - mean ** 2, 0.0) * n / max(n - 1, 1))
    half = Z95 * sd / np.sqrt(n)
    while 0 < half < 0.5 * 10 ** -digits and digits < 3:  # enough digits for the interval to show
        digits += 1
    return f"{mean:.{digits}f} ± {half:.{digits}f}"


def load_all(out: Path) -> dict:
    return {name: experiments.load(out / f"trickerion-{name}") for name in SPECS}


def header(r: dict, walltimes: dict, commit: str) -> list[str]:
    manifest = r["seats"].manifest
    games = {name: int(res.cells["games"].sum()) for name, res in r.items()}
    hashes = sorted({res.manifest["engine_hash"] for res in r.values()})
    seeds = sorted({res.manifest["seed"] for res in r.values()})
    compositions = sorted({d for res in r.values() for d in res.cells["deck"].unique()})
    assumed = sorted({s for res in r.values() for entry in res.manifest.get("assumed_data") or []
                      for s in entry["sections"]})
    lines = ["# Trickerion: balance findings (base game)", "",
             "Every number below is read from real runs of the experiment specs in `experiments/trickerion-*.toml`",
             "(`simkit run`) by `docs/findings_trickerion.py`; `bash docs/make-findings-trickerion.sh` runs the",
             "specs, writes each run's `simkit report` summary beside its results and regenerates this page.", "",
             f"- **Setup.** Ruleset `trickerion` (the base game, 5 turns), seed {', '.join(map(str, seeds))}, engine "
             f"hash {', '.join(f'`{h}`' for h in hashes)}, composition {', '.join(f'`{c}`' for c in compositions)} "
             f"(the default), simkit {manifest['simkit_version']}{f', commit {commit}' if commit else ''}, results "
             f"created {min(res.manifest['created'] for res in r.values())[:10]}.",
             "- **Strategies** (docs/trickerion.md, \"Strategies\"): the planner at every seat unless a section says",
             "  otherwise; Magicians and starting Specialists drafted by the seats (D1, D4).",
             "- **Intervals** are 95%: Wilson's for a win share, the t interval of the mean for Fame and counts,",
             "  the paired block resampling of reports/paired.py for restricted play.",
             f"- **Games played:** {sum(games.values()):,} in total: "
             + "; ".join(f"{name} {n:,}" for name, n in games.items()) + ".", "",
             "**Caveat: assumed data.** The 2-player game uses the Duel module, whose cards no public source",
             f"gives: the composition's assumed sections ({', '.join(f'`{s}`' for s in assumed) or 'none'}) are",
             "built by the data notes' rules (docs/trickerion.md, \"Assumed data\"). Every 2-player figure below",
             "depends on them; the 3- and 4-player games use sourced data only. Where the three public sources",
             "disagree (7 Tricks' components, the dice, two bonuses) the majority is used; `trickerion-alt-v1`",
             "holds the minority values, for a designer who wants to see which conclusions move.", "",
             "Reproduce from the repository root: `bash docs/make-findings-trickerion.sh` (each spec is",
             "`simkit run experiments/trickerion-<name>.toml && simkit report out/trickerion-<name> --md "
             "out/trickerion-<name>/summary.md`).", ""]
    if walltimes:
        lines += ["Wall times of `simkit run` for these runs on the 2-core machine (other jobs ran beside them,",
                  "so upper bounds):", "", "| spec | wall time |", "|---|---|"]
        lines += [f"| {name} | {walltimes[name]} s |" for name in SPECS if name in walltimes]
        lines.append("")
    return lines


def seat_rows(res, label: str) -> tuple[list[str], list[tuple[str, float]]]:
    order = seat_order(res)
    lines, tests = [], []
    for players in PLAYERS:
        seats = res.seats[res.seats["players"] == players].groupby("seat")[["wins", "games", "score_sum",
                                                                            "score_sq_sum"]].sum()
        row = order[order["players"] == players].iloc[0]
        tests.append((f"{players} players, {label}", float(row["p_value"])))
        cells = [share(s.wins, s.games) for s in seats.itertuples()]
        fame = [mean_ci(s.score_sum, s.score_sq_sum, s.games, 1) for s in seats.itertuples()]
        lines.append(f"| {players} | {label} | " + " | ".join(cells + [""] * (4 - len(cells)))
                     + f" | {p_text(row['p_value'])} | " + " / ".join(fame) + " |")
    return lines, tests


def seat_section(r: dict) -> list[str]:
    lines = ["## 1. Seat advantage, with and without the starting-Coin compensation", "",
             "The planner at every seat; seat 0 is first in initiative on turn I (G13). The rule gives the",
             "seats 10, 12, 14 and 16 Coins; `trickerion-seats-equal-coins.toml` gives every seat 10",
             "(`starting_coins = \"equal\"`, docs/trickerion.md T53), on the same deals. p is the report's",
             "chi-square test that seat order matters (Holm-corrected over the six rows in the finding).", "",
             "| players | Coins | seat 0 | seat 1 | seat 2 | seat 3 | p | mean Fame per seat |",
             "|---|---|---|---|---|---|---|---|"]
    rule, tests_rule = seat_rows(r["seats"], "10/12/14/16")
    equal, tests_equal = seat_rows(r["seats-equal-coins"], "all 10")
    for a, b in zip(rule, equal):
        lines += [a, b]
    tests = tests_rule + tests_equal
    adjusted = holm([p for _, p in tests])
    matters = [name for (name, _), p in zip(tests, adjusted) if p < 0.05]
    first = {}
    for key, res in (("rule", r["seats"]), ("equal", r["seats-equal-coins"])):
        s = res.seats[res.seats["seat"] == 0].groupby("players")[["wins", "games"]].sum()
        first[key] = {n: s.loc[n, "wins"] / s.loc[n, "games"] for n in PLAYERS}
    lines += ["", "**Finding:** seat order matters (Holm p < 0.05) in " + (f"{len(matters)} of the {len(tests)} rows ("
              + "; ".join(matters) + ")" if matters else "none of the rows") + ". Without the compensation the first",
              "seat wins " + ", ".join(f"{pct(first['equal'][n])} at {n} players" for n in PLAYERS)
              + "; with it " + ", ".join(f"{pct(first['rule'][n])}" for n in PLAYERS)
              + f" (a fair share is {', '.join(pct(1 / n) for n in PLAYERS)}).", ""]
    return lines


def length_section(r: dict) -> list[str]:
    lines = ["## 2. Game length and spread", "",
             "Placements (a character placed on a location: the game's length unit) and the Fame spread (winner",
             "less last) per game, the planner at every seat, the rule's Coins.", "",
             "| players | placements per game | turns | Fame spread (winner − last) | games at the safety cap |",
             "|---|---|---|---|---|"]
    for players in PLAYERS:
        c = r["seats"].cells[r["seats"].cells["players"] == players]
        n = c["games"].sum()
        lines.append(f"| {players} | {mean_ci(c['length_sum'].sum(), c['length_sq_sum'].sum(), n, 1)} | "
                     f"{mean_ci(c['rounds_sum'].sum(), c['rounds_sq_sum'].sum(), n, 1)} | "
                     f"{mean_ci(c['spread_sum'].sum(), c['spread_sq_sum'].sum(), n, 1)} | {int(c['capped_games'].sum())} |")
    lines.append("")
    return lines


def mark_totals(res, players: int, mark: str) -> tuple[float, float, float]:
    m = res.marks[(res.marks["players"] == players) & (res.marks["mark"] == mark)]
    return float(m["mark_sum"].sum()), float(m["mark_sq_sum"].sum()), float(m["games"].sum())


def fame_section(r: dict) -> list[str]:
    res = r["seats"]
    lines = ["## 3. Where the Fame comes from", "",
             "Mean Fame a seat gains per game from each source (marks), the planner at every seat, and each",
             "source's share of all Fame gained; Fame lost to unpaid wages (2 a Coin, G72) beside it. Every",
             "seat also starts with 5.", "",
             "| players | " + " | ".join(label for _, label in FAME_SOURCES) + " | lost to wages | mean final Fame |",
             "|---|" + "---|" * (len(FAME_SOURCES) + 2)]
    biggest = {}
    for players in PLAYERS:
        totals = {mark: mark_totals(res, players, mark) for mark, _ in FAME_SOURCES}
        gained = sum(t[0] for t in totals.values())
        cells = [f"{mean_ci(*totals[mark])} ({pct(totals[mark][0] / gained, 0)})" for mark, _ in FAME_SOURCES]
        lost = mark_totals(res, players, "fame_lost")
        seats = res.seats[res.seats["players"] == players]
        lines.append(f"| {players} | " + " | ".join(cells) + f" | {mean_ci(*lost)} | "
                     f"{mean_ci(seats['score_sum'].sum(), seats['score_sq_sum'].sum(), seats['games'].sum(), 1)} |")
        biggest[players] = max(FAME_SOURCES, key=lambda m: totals[m[0]][0])[1]
    lines += ["", "**Finding:** the largest source at every player count: "
              + ", ".join(f"{n} players {biggest[n]}" for n in PLAYERS) + ".", ""]
    return lines


def trick_needs(comp) -> list[list[str]]:
    """Each Trick's component names (the composition's requirement)."""
    names = list(comp.components.names)
    return [[names[k] for k in np.flatnonzero(row)] for row in np.asarray(comp.tricks.components)]


def trick_tables(r: dict, players: int) -> pd.DataFrame:
    comp = load_composition()
    t = comp.tricks
    basic = {name for name, tier in zip(comp.components.names, comp.components.tier) if int(tier) == 0}
    meta = pd.DataFrame({"hero": list(t.names), "category": [CATEGORIES[int(c)] for c in t.category],
                         "level": [int(x) for x in t.level],
                         "basic_only": [all(name in basic for name in needs) for needs in trick_needs(comp)]})
    items = r["seats"].items
    items = items[items["players"] == players].groupby("hero")[["plays", "resolved", "fizzled"]].sum()
    games = float(r["seats"].cells.loc[r["seats"].cells["players"] == players, "games"].sum())
    table = meta.merge(items, left_on="hero", right_index=True, how="inner")
    table["games"] = games
    return table


def trick_section(r: dict) -> list[str]:
    lines = ["## 4. Trick categories and Tricks", "",
             "Per category (4 players, the planner at every seat): times learned per game, markers performed",
             "per game, markers performed per Trick learned, and fizzled: the games in which a learned Trick",
             "was performed by nobody, per time it was learned. Fame per performance (all seats): the Fame of performed Tricks per",
             "Performance (marks `fame_performed` / `performances`).", ""]
    for players in PLAYERS:
        f_sum, _, _ = mark_totals(r["seats"], players, "fame_performed")
        perf, _, _ = mark_totals(r["seats"], players, "performances")
        lines.append(f"- {players} players: {f_sum / max(perf, 1):.2f} Fame per Performance, "
                     f"{perf / r['seats'].cells.loc[r['seats'].cells['players'] == players, 'games'].sum():.2f} "
                     "Performances per game.")
    table = trick_tables(r, 4)
    games = table["games"].iloc[0]
    lines += ["", "| category | learned per game | markers performed per game | markers per Trick learned | "
              "fizzled |", "|---|---|---|---|---|"]
    by_cat = table.groupby("category")[["plays", "resolved", "fizzled"]].sum()
    for cat, row in by_cat.iterrows():
        lines.append(f"| {cat} | {row.resolved / games:.3f} | {row.plays / games:.3f} | "
                     f"{row.plays / max(row.resolved, 1):.2f} | {share(row.fizzled, max(row.resolved, 1))} |")
    table = table[table["resolved"] > 0].assign(per_learn=lambda d: d["plays"] / d["resolved"])
    lines += ["", "Every Trick of the base game (levels 1-2), 4 players, most learned first:", "",
              "| Trick | category | level | learned per game | markers performed per game | per Trick learned "
              "| fizzled |", "|---|---|---|---|---|---|---|"]
    for row in table.sort_values("resolved", ascending=False).itertuples():
        lines.append(f"| {row.hero} | {row.category} | {row.level} | {row.resolved / games:.3f} | "
                     f"{row.plays / games:.3f} | {row.per_learn:.2f} | {share(row.fizzled, row.resolved)} |")
    never = sorted(set(trick_tables(r, 4)["hero"]) - set(table["hero"]))
    performed = table[table["plays"] / games >= 0.01]
    idle = table[table["plays"] / games < 0.01]
    lines += ["", "Never learned at 4 players: " + (", ".join(never) if never else "none") + ".", "",
              f"**Finding:** of the {len(table)} Tricks learned, {len(performed)} are performed at least once in 100 "
              f"games ({int(performed['basic_only'].sum())} of them need basic components only: the Buy area's), "
              f"{len(idle)} less often ({int((~idle['basic_only']).sum())} of them need an advanced or superior "
              "component, which reaches the Buy area only through an Order). These strategies seldom Order, so "
              "the Trick figures measure how far they get as much as what the Tricks are worth.", ""]
    return lines


def drafted_section(r: dict) -> list[str]:
    res = r["seats"]
    lines = ["## 5. Starting Specialists and Magicians, as the planner drafts them", "",
             "How often a seat's drafted starting Specialist (D4) or Magician (D1) is each one, and the win",
             "share of the seats that took it. The planner chooses, so these are choices, not assignments: a",
             "Specialist taken more from one seat than another carries that seat's advantage. Section 6",
             "measures each Specialist by restricted play instead, on paired deals. A Specialist no seat took",
             "has no row.", "",
             "| players | taken | share of seats | win share of those seats | fair share |", "|---|---|---|---|---|"]
    for prefix in ("specialist ", "magician "):
        for players in PLAYERS:
            m = res.marks[(res.marks["players"] == players) & res.marks["mark"].str.startswith(prefix)]
            g = m.groupby("mark")[["marked_games", "marked_wins", "games"]].sum()
            for name, row in g.sort_values("marked_games", ascending=False).iterrows():
                if row.marked_games == 0:
                    continue
                lines.append(f"| {players} | {name} | {pct(row.marked_games / row.games)} | "
                             f"{share(row.marked_wins, row.marked_games)} | {pct(1 / players)} |")
    lines.append("")
    return lines


def restricted_section(r: dict) -> list[str]:
    table = restricted_play(r["restricted"])
    lines = ["## 6. What a category, a Specialist and Advertise are worth (restricted play)", "",
             "One seat plays `restricted:planner:<what>` against three planners, in every seat (4 players):",
             "`nolearn=<category>` never learns a Trick of the category, `nohire=<specialist>` never takes that",
             "Specialist (neither at setup nor by hiring), `noadvertise` never Advertises (T49-T50). Each cell is",
             "paired with the plain table on the same deals; the drop is the same seat's win share there less",
             "the restricted seat's (positive: the thing is worth having), with the paired interval; Holm over",
             "the rows.", "",
             "| restriction | plain seat's win share | restricted seat's win share | drop (points) | Holm p | "
             "significant |", "|---|---|---|---|---|---|"]
    for row in table.sort_values("drop", ascending=False).itertuples():
        interval = (f" [{100 * row.drop_lo:.2f}, {100 * row.drop_hi:.2f}]" if np.isfinite(row.drop_lo) else "")
        lines.append(f"| {row.hero} | {pct(row.base_share, 2)} | {pct(row.wrapped_share, 2)} | "
                     f"{100 * row.drop:+.2f}{interval} | {p_text(row.p_holm)} | {'yes' if row.significant else 'no'} |")
    worth = [row.hero for row in table.itertuples() if row.significant and row.drop > 0]
    free = [row.hero for row in table.itertuples() if row.significant and row.drop < 0]
    ties = [row.hero for row in table.itertuples() if not row.significant]
    lines += ["", "**Finding:** " + ("the restrictions " + ", ".join(worth) + " cost the planner wins"
                                     if worth else "no restriction costs the planner wins")
              + "; " + (", ".join(free) + " win it some (what it gives up, it misjudges)" if free
                        else "none wins it any") + "; " + (", ".join(ties) + ": a tie at 95%" if ties else "no ties")
              + ".", ""]
    return lines


def strong_seat(res, strong: str, weak: str) -> tuple[float, float, str, str] | None:
    seats = res.seats
    wanted = sorted([strong] + [weak] * 3)
    mine = seats[seats["lineup"].map(lambda lineup: sorted(str(lineup).split(",")) == wanted)]
    if mine.empty:
        return None
    top = mine[mine["strategy"] == strong]
    rest = mine[mine["strategy"] == weak]
    return (float(top["wins"].sum()), float(top["games"].sum()),
            mean_ci(top["score_sum"].sum(), top["score_sq_sum"].sum(), top["games"].sum(), 1),
            mean_ci(rest["score_sum"].sum(), rest["score_sq_sum"].sum(), rest["games"].sum(), 1))


def skill_section(r: dict) -> list[str]:
    lines = ["## 7. Skill gap", "",
             "One seat of the stronger strategy against three of the weaker, rotated over every seat (4",
             "players): its win share against the fair 25%, and the mean Fame of both kinds of seat.", "",
             "| one seat of | against three | games | its win share | its mean Fame | the others' mean Fame |",
             "|---|---|---|---|---|---|"]
    rows = []
    for spec, strong, weak in (("skill", "greedy", "random"), ("skill", "planner", "random"),
                               ("skill", "planner", "greedy"), ("skill-search", "search", "planner")):
        found = strong_seat(r[spec], strong, weak)
        if found is None:
            continue
        wins, games, mine, theirs = found
        rows.append((strong, weak, wins, games))
        lines.append(f"| {strong} | {weak} | {int(games):,} | {share(wins, games)} | {mine} | {theirs} |")
    plain = r["skill"].cells
    lines += ["", "Plain tables (every seat the same strategy): placements and Fame spread per game:", "",
              "| strategy | placements per game | Fame spread (winner − last) |", "|---|---|---|"]
    for name in ("random", "greedy", "planner"):
        c = plain[plain["lineup"] == ",".join([name] * 4)]
        n = c["games"].sum()
        lines.append(f"| {name} | {mean_ci(c['length_sum'].sum(), c['length_sq_sum'].sum(), n, 1)} | "
                     f"{mean_ci(c['spread_sum'].sum(), c['spread_sq_sum'].sum(), n, 1)} |")
    above = [f"{s} over {w}" for s, w, wins, games in rows if float(wilson(wins, games)[0]) > 0.25]
    below = [f"{s} over {w}" for s, w, wins, games in rows if float(wilson(wins, games)[0]) <= 0.25]
    lines += ["", "**Finding:** skill pays where the stronger seat's interval lies above 25%: "
              + (", ".join(above) if above else "nowhere") + (f"; not shown for {', '.join(below)}" if below else "")
              + ".", ""]
    return lines


def footer() -> list[str]:
    return ["## What these runs don't answer", "",
            "- The strategies are heuristics and a flat Monte Carlo search; stronger players could move the",
            "  seat, category and Specialist figures. They seldom Order, so the Tricks that need an advanced or",
            "  superior component are almost never performed (section 4): every figure here is the game as",
            "  these players play it, a floor for what the Tricks are worth. The planner's weights are the",
            "  defaults of strategies/trickerion/weights.py, not tuned per player count.",
            "- Only the base game: the Dark Alley, the Academy and Dawn of Technology (issues 16, 17) change the",
            "  economy and add Magician abilities; the Magicians here differ only by Favourite category.",
            "- The 2-player rows depend on the assumed Duel cards (the caveat above).", ""]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default=str(ROOT / "out"))
    parser.add_argument("--walltimes", default=None, help="lines '<spec> <seconds>'")
    parser.add_argument("--commit", default="")
    parser.add_argument("--to", default=str(ROOT / "docs" / "findings-trickerion.md"))
    args = parser.parse_args()
    r = load_all(Path(args.out))
    if not all(res.complete for res in r.values()):
        raise SystemExit("a run is unfinished: run docs/make-findings-trickerion.sh to the end first")
    walltimes = {}
    if args.walltimes and Path(args.walltimes).is_file():
        for line in Path(args.walltimes).read_text().split("\n"):
            if len(line.split()) == 2:
                name, seconds = line.split()
                walltimes[name] = seconds
    lines = (header(r, walltimes, args.commit) + seat_section(r) + length_section(r) + fame_section(r)
             + trick_section(r) + drafted_section(r) + restricted_section(r) + skill_section(r) + footer())
    Path(args.to).write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {args.to}")


if __name__ == "__main__":
    np.seterr(all="ignore")
    main()
