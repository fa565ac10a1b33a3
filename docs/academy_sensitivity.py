"""Sections 4 and 5 of docs/findings-trickerion-academy.md: which conclusions change on the
sensitivity composition (DATA section 3.3: `trickerion-academy-sparse`, the assumed Academy tiles and
Secrets at half strength), and what the runs say to the engine's and the strategies' authors."""

from __future__ import annotations

from academy_results import ACADEMY_FAME, ACTIVITY
from academy_sections import PLAYERS, _measures, _step, seat_p_values
from dark_alley_format import pct, points_text, value_text
from dark_alley_stats import holm_flags

CHECKS = (("placements", "the Academy lengthens (+) or shortens (−) the game against the Dark Alley", ("longer", "shorter")),
          ("spread", "the Academy widens (+) or narrows (−) winner − last against the Dark Alley", ("wider", "narrower")),
          ("seat0", "the Academy raises (+) or lowers (−) seat 0's win rate against the Dark Alley", ("higher", "lower")))
TIE = "no clear difference"


def _verdict(e, clear: bool, words: tuple[str, str], null: float = 0.0) -> str:
    """words[0] when the test is clear and the estimate above the null, words[1] below it, else a tie."""
    return TIE if not clear else words[0] if e.value > null else words[1]


def _text(key: str, e) -> str:
    return points_text(e) if key == "seat0" else value_text(e, 2, True)


def sensitivity_section(d) -> list[str]:
    lines = ["## 4. Which conclusions change with the assumed data", "",
             "The Academy's tiles and Secrets have no public source: the default composition's are assumed (the",
             "caveat above). The sensitivity composition of DATA section 3.3 (`trickerion-academy-sparse`: every",
             "number of the assumed tiles and Secrets halved toward zero, a price or a loss doubled, everything",
             "else line for line) plays the same cells (`trickerion-academy-sparse`, `trickerion-academy-noacademy`'s",
             "sparse cells). Each conclusion of the sections above, drawn on each composition the same way; a",
             "conclusion whose verdict differs between the two rests on the assumed data. The comparisons with the",
             "Dark Alley are differences (Welch; Newcombe for seat 0), Holm over the 18 of them; the other",
             "verdicts are their sections' (Holm as there).", "",
             "| conclusion | players | default composition | sparse composition | changes? |", "|---|---|---|---|---|"]
    flipped, changed, kept = [], [], []

    def row(what: str, n: int, a: str, b: str, va: str, vb: str) -> None:
        """A flip: opposite verdicts; a change: a verdict on one composition, a tie on the other (the
        sample may not tell there: a weaker sign)."""
        if va == vb:
            kept.append(f"{what} ({n}p)")
            mark = "no"
        elif TIE in (va, vb):
            changed.append(f"{what} ({n}p)")
            mark = "tie on one"
        else:
            flipped.append(f"{what} ({n}p)")
            mark = "**flips**"
        lines.append(f"| {what} | {n} | {a} | {b} | {mark} |")

    tests, found = [], []
    for n in PLAYERS:
        da = _measures(d.runs["da"], n)
        for run in ("seats", "sparse"):
            ac = _measures(d.runs[run], n)
            for key, _, _ in CHECKS:
                e = _step(key, ac[key], da[key])
                tests.append(e)
                found.append((n, run, key, e))
    _, flags = holm_flags(tests)
    verdicts = {(n, run, key): (e, bool(flag)) for (n, run, key, e), flag in zip(found, flags)}
    for key, what, words in CHECKS:
        for n in PLAYERS:
            (ea, ca), (eb, cb) = verdicts[(n, "seats", key)], verdicts[(n, "sparse", key)]
            va, vb = _verdict(ea, ca, words), _verdict(eb, cb, words)
            row(what, n, f"{va}: {_text(key, ea)}", f"{vb}: {_text(key, eb)}", va, vb)
    seat_p = seat_p_values(d)
    for n in PLAYERS:
        pa, pb = seat_p[("seats", n)], seat_p[("sparse", n)]
        va, vb = ("matters" if pa < 0.05 else TIE), ("matters" if pb < 0.05 else TIE)
        row("seat order matters (chi-square, Holm)", n, f"{va} (p {pa:.2g})", f"{vb} (p {pb:.2g})", va, vb)
    table = d.noacademy.set_index(["deck", "players"])
    decks = {d.composition_label(deck): deck for deck in d.noacademy["deck"].unique()}
    for n in PLAYERS:
        cells = []
        for label in ("default", "sparse"):
            r = table.loc[(decks[label], n)]
            v = _verdict(r.win_loss, r.win_loss_clear, ("costs win share", "gains win share"))
            cells.append((f"{v}: {points_text(r.win_loss)} points", v))
        row("never visiting the Academy", n, cells[0][0], cells[1][0], cells[0][1], cells[1][1])
    rates = {run: d.magician_rates(run).set_index(["players", "magician"]) for run in ("seats", "sparse")}
    for n in PLAYERS:
        for name in sorted(d.categories):
            ra, rb = rates["seats"].loc[(n, name)], rates["sparse"].loc[(n, name)]
            words = ("above the fair share", "below the fair share")
            va, vb = (_verdict(ra.rate, ra.rate_clear, words, 1 / n), _verdict(rb.rate, rb.rate_clear, words, 1 / n))
            if va != vb or va != TIE:  # the Magicians at the fair share on both are left out of the table
                row(f"{name}'s win rate", n, f"{va}: {pct(ra.rate.value)}", f"{vb}: {pct(rb.rate.value)}", va, vb)
            else:
                kept.append(f"{name}'s win rate ({n}p)")
    lines += ["", "Magicians at the fair share on both compositions are counted but not listed. *flips*: opposite",
              "verdicts on the two compositions; *tie on one*: a verdict on one, no clear difference on the other.", "",
              f"**Finding:** of {len(flipped) + len(changed) + len(kept)} conclusions, {len(flipped)} flip with the "
              f"assumed data: {', '.join(flipped) if flipped else 'none'}; {len(changed)} hold on one composition "
              f"and are a tie on the other: {', '.join(changed) if changed else 'none'}; the other {len(kept)} hold "
              "on both.", ""]
    return lines


def performance_lines(d) -> list[str]:
    """Performances and their Fame per seat-game, the planner at every seat: the Academy against the
    Dark Alley and the base game (marks `performances`, `fame_performed`)."""
    def per_seat(run: str, mark: str, n: int) -> float:
        m = d.runs[run].marks
        rows = m[(m["mark"] == mark) & (m["players"] == n)]
        return float(rows["mark_sum"].sum()) / max(1, int(rows["games"].sum()))
    cells = []
    for n in PLAYERS:
        parts = [f"{label} {per_seat(run, 'performances', n):.2f} ({per_seat(run, 'fame_performed', n):.1f} Fame)"
                 for run, label in (("seats", "Academy"), ("da", "Dark Alley"), ("base", "base game"))]
        cells.append(f"{n}p: " + ", ".join(parts))
    return ["- **Performances per seat-game** (the planner at every seat; the Fame of performed Tricks in brackets): "
            + "; ".join(cells) + ". Where the Academy's figure is near 0 the strategies leave the Theater for the "
            "Academy's cheaper Fame (T117): every Academy figure on this page is then that of a game nobody "
            "performs in, and a player that performs well may value the Academy, the Magicians and the seats "
            "differently."]


def signal_section(d) -> list[str]:
    lines = ["## 5. Signals for the engine's and the strategies' authors", "",
             "Read from the same runs; each is a count or an extreme, not a test.", ""]
    marks = [mark for mark, _ in ACADEMY_FAME] + [mark for mark, _ in ACTIVITY]
    for run, label in (("seats", "default composition"), ("sparse", "sparse composition"), ("da-hand", "DA hand")):
        m = d.runs[run].marks
        totals = m[m["mark"].isin(marks)].groupby(["players", "mark"])["mark_sum"].sum()
        zero = [f"`{mark}` at {n}p" for (n, mark), v in totals.items() if v == 0]
        missing = [f"`{mark}`" for mark in marks if mark not in set(m["mark"])]
        lines.append(f"- **Academy marks never above 0** ({label}, the planner at every seat): "
                     f"{', '.join(zero) if zero else 'none'}" + (f"; not recorded: {', '.join(missing)}" if missing else "")
                     + ".")
    lines += performance_lines(d)
    m = d.runs["noacademy"].marks
    restricted = m[m["strategy"].str.startswith("restricted:") & (m["mark"] == "academy_placements")]
    placed = int(restricted["mark_sum"].sum())
    lines.append(f"- **The restriction:** the `noacademy` seats placed {placed:,} characters at the Academy in "
                 f"{int(restricted['games'].sum()):,} seat-games (a restriction yields when every option is "
                 "restricted, docs/trickerion.md T49: these are those decisions).")
    return lines + extremes_and_cap_lines(d)


def extremes_and_cap_lines(d) -> list[str]:
    """The signals every expansion page ends with: each player count's best and worst Magician in the
    seats run, and the games the safety cap cut short in any run (the Dawn's page uses them too)."""
    lines = []
    for n in PLAYERS:
        rates = d.magician_rates("seats")
        mine = rates[rates["players"] == n]
        best = mine.loc[mine["rate"].map(lambda e: e.value).idxmax()]
        worst = mine.loc[mine["rate"].map(lambda e: e.value).idxmin()]
        lines.append(f"- **{n} players, Magicians:** from {best.magician} {pct(best.rate.value)} to "
                     f"{worst.magician} {pct(worst.rate.value)} (fair {pct(1 / n)}).")
    capped = {name: int(res.cells["capped_games"].sum()) for name, res in d.runs.items()}
    hit = [f"{d.run_name(name)} {n:,}" for name, n in capped.items() if n]
    return lines + ["- **Safety cap:** games cut short: " + (", ".join(hit) if hit else "none in any run") + ".", ""]
