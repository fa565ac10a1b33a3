"""Sections 4 and 5 of docs/findings-trickerion-dark-alley.md: the Dark Alley against the base game
(length, spread, seat advantage, skill gap) and what each of its modules does (the rulesets
without Prophecies and without abilities against the whole Dark Alley). The games of two rulesets
are independent samples: differences take Welch's interval (means) or Newcombe's (shares); the
section's stars are Holm-corrected over every difference of its table."""

from __future__ import annotations

from simkit.reports.seats import seat_order

from dark_alley_format import flagged, p_text, points_text, share_text, value_text
from dark_alley_results import fame_mean, mark_mean, per_game, seat_shares, strong_share
from dark_alley_stats import Estimate, holm, holm_flags, share, share_difference, welch
from dark_alley_trace_tables import seat_sd, winner_margins

PLAYERS = (2, 3, 4)
SKILL_PAIRS = (("greedy", "random"), ("planner", "random"), ("planner", "greedy"))


def _diff(a: tuple[Estimate, float], b: tuple[Estimate, float]) -> Estimate:
    """Welch on two (estimate, variance) pairs, n the estimates' units."""
    return welch(a[0].value, a[1], a[0].n, b[0].value, b[1], b[0].n)


def _game_measures(d, run: str, traces: str, players: int) -> dict[str, tuple[Estimate, float]]:
    res = d.runs[run]
    seats = d.traces[traces]["seats"]
    return {"placements": per_game(res, players, "length"),
            "fame": fame_mean(res, players), "sd": seat_sd(seats)[players],
            "margin": winner_margins(seats)[players], "spread": per_game(res, players, "spread")}


COLUMNS = (("placements", "placements per game"), ("fame", "mean final Fame"),
           ("sd", "sd of the seats' Fame in a game"), ("margin", "winner − runner-up"), ("spread", "winner − last"))


def base_section(d) -> list[str]:
    lines = ["## 4. The Dark Alley against the base game", "",
             "### Length and spread", "",
             f"The planner at every seat, Magicians at random, in both games (`trickerion-dark-alley-seats`, "
             f"`trickerion-dark-alley-base`, {d.games('seats'):,} games per player count each). Placements, final",
             "Fame and winner − last from every game of the runs; the standard deviation of the seats' final",
             "Fame within a game and the winner's lead over the runner-up from the traced games "
             f"({d.traced('seats'):,} and {d.traced('base'):,} per player count). Mean Fame pools the seats",
             f"(its interval holds whatever their correlation). The Dark Alley plays {d.turns('seats')} turns to the base "
             f"game's {d.turns('base')},",
             "so Fame and its spread grow with it; the last row of a player count is the difference (Welch), \\*",
             "for Holm p < 0.05 over the table's differences.", "",
             "| players | game | " + " | ".join(label for _, label in COLUMNS) + " |", "|---|---|" + "---|" * len(COLUMNS)]
    rows, diffs = [], []
    for n in PLAYERS:
        da, base = _game_measures(d, "seats", "seats", n), _game_measures(d, "base", "base", n)
        for label, m in (("base", base), ("Dark Alley", da)):
            rows.append(f"| {n} | {label} | " + " | ".join(value_text(m[key][0], 2) for key, _ in COLUMNS) + " |")
        found = [_diff(da[key], base[key]) for key, _ in COLUMNS]
        diffs += found
        rows.append((n, found))
    _, flags = holm_flags(diffs)
    k = 0
    for row in rows:
        if isinstance(row, str):
            lines.append(row)
            continue
        n, found = row
        cells = []
        for e in found:
            cells.append(flagged(value_text(e, 2, True), bool(flags[k])))
            k += 1
        lines.append(f"| {n} | Dark Alley − base | " + " | ".join(cells) + " |")
    return lines + [""] + seat_lines(d) + skill_lines(d)


def seat_lines(d) -> list[str]:
    lines = ["### Seat advantage", "",
             "Win rate of each seat (Wilson), seat 0 first on turn I, the rule's starting Coins (10/12/14/16); p is the",
             "report's chi-square test that seat order matters, Holm over the six rows; the last column is seat 0's",
             "rate in the Dark Alley less the base game's (Newcombe).", "",
             "| players | game | seat 0 | seat 1 | seat 2 | seat 3 | p (Holm) | seat 0: Dark Alley − base |",
             "|---|---|---|---|---|---|---|---|"]
    orders = {run: seat_order(d.runs[run]).set_index("players") for run in ("base", "seats")}
    tests = [(run, n, float(orders[run].loc[n, "p_value"])) for n in PLAYERS for run in ("base", "seats")]
    adjusted = dict(zip([(run, n) for run, n, _ in tests], holm([p for _, _, p in tests])))
    for n in PLAYERS:
        base_seats, da_seats = seat_shares(d.runs["base"], n), seat_shares(d.runs["seats"], n)
        first = share_difference(*da_seats[0], *base_seats[0])
        for run, label, seats in (("base", "base", base_seats), ("seats", "Dark Alley", da_seats)):
            cells = [share_text(share(w, g)) for w, g in seats] + [""] * (4 - len(seats))
            lines.append(f"| {n} | {label} | " + " | ".join(cells) + f" | {p_text(adjusted[(run, n)])} | "
                         + (points_text(first) if run == "seats" else "") + " |")
    return lines + [""]


def skill_lines(d) -> list[str]:
    lines = ["### Skill gap", "",
             "One seat of the stronger strategy against the others of the weaker one, rotated over every seat",
             f"(`trickerion-dark-alley-skill`, {d.games('skill'):,} games a rotation; the base game's",
             "`trickerion-skill` has 4 players only): its win share (Wilson) against the fair share, and the",
             "Dark Alley's less the base game's (Newcombe), \\* for Holm p < 0.05 over the three differences.", "",
             "| players | one seat of | against | fair share | Dark Alley | base game | Dark Alley − base |",
             "|---|---|---|---|---|---|---|"]
    rows = []
    for n in PLAYERS:
        for strong, weak in SKILL_PAIRS:
            da = strong_share(d.runs["skill"], strong, weak, n)
            base = strong_share(d.runs["base-skill"], strong, weak, n)
            diff = share_difference(da.value * da.n, da.n, base.value * base.n, base.n) if da and base else None
            rows.append((n, strong, weak, da, base, diff))
    _, flags = holm_flags([r[5] for r in rows if r[5] is not None])
    k = 0
    for n, strong, weak, da, base, diff in rows:
        text = "-"
        if diff is not None:
            text = flagged(points_text(diff), bool(flags[k]))
            k += 1
        lines.append(f"| {n} | {strong} | {weak} | {100 / n:.1f}% | {share_text(da) if da else '-'} | "
                     f"{share_text(base) if base else 'not run'} | {text} |")
    return lines + [""]


MODULE_COLUMNS = (("placements", "placements per game"), ("fame", "mean final Fame"), ("spread", "winner − last"),
                  ("seat0", "seat 0 win rate"), ("sa_used", "SA cards used for text per seat"),
                  ("fame_effects", "Fame from card and Prophecy effects per seat"),
                  ("fame_ability", "Fame from abilities per seat"))
VARIANTS = (("noprophecies", "without Prophecies"), ("noabilities", "without abilities"))


def _module_measures(d, run: str, n: int) -> dict:
    res = d.runs[run]
    wins, games = seat_shares(res, n)[0]
    return {"placements": per_game(res, n, "length"), "fame": fame_mean(res, n), "spread": per_game(res, n, "spread"),
            "seat0": (share(wins, games), wins), **{m: mark_mean(res, n, m) for m in ("sa_used", "fame_effects",
                                                                                     "fame_ability")}}


def _module_diff(key: str, a, b) -> Estimate:
    if key == "seat0":
        return share_difference(a[1], a[0].n, b[1], b[0].n)
    return _diff(a, b)


def module_section(d) -> list[str]:
    lines = ["## 5. What each module does", "",
             "The whole Dark Alley against the same game without Prophecies (`trickerion-dark-alley-noprophecies`) and",
             "without the Magicians' abilities (`trickerion-dark-alley-noabilities`): the planner at every seat,",
             f"Magicians at random, {d.games('seats'):,} games per player count each. Per-seat figures pool the seats",
             "(their interval holds whatever their correlation); *without − whole* rows are differences (Welch;",
             "Newcombe for the seat-0 rate), \\* for Holm p < 0.05 over every difference of the table.", "",
             "| players | ruleset | " + " | ".join(label for _, label in MODULE_COLUMNS) + " |",
             "|---|---|" + "---|" * len(MODULE_COLUMNS)]
    pending, diffs = [], []
    for n in PLAYERS:
        whole = _module_measures(d, "seats", n)
        pending.append(f"| {n} | whole | " + " | ".join(_module_text(key, whole[key]) for key, _ in MODULE_COLUMNS) + " |")
        for run, label in VARIANTS:
            m = _module_measures(d, run, n)
            pending.append(f"| {n} | {label} | " + " | ".join(_module_text(key, m[key]) for key, _ in MODULE_COLUMNS)
                           + " |")
            found = [_module_diff(key, m[key], whole[key]) for key, _ in MODULE_COLUMNS]
            diffs += found
            pending.append((n, label, found))
    _, flags = holm_flags(diffs)
    k = 0
    for row in pending:
        if isinstance(row, str):
            lines.append(row)
            continue
        n, label, found = row
        cells = []
        for key, e in zip([c for c, _ in MODULE_COLUMNS], found):
            cells.append(flagged(points_text(e) if key == "seat0" else value_text(e, 2, True), bool(flags[k])))
            k += 1
        lines.append(f"| {n} | {label} − whole | " + " | ".join(cells) + " |")
    return lines + [""]


def _module_text(key: str, m) -> str:
    return share_text(m[0]) if key == "seat0" else value_text(m[0], 2)
