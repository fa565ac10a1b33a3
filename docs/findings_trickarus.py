"""Write docs/findings-trickarus.md from the result folders of the experiments/trickarus-*.toml
runs (docs/make-findings-trickarus.sh runs them first): every number in it is read from the
results here, none is typed.

    python docs/findings_trickarus.py [OUT_FOLDER] [--walltimes FILE] [--commit SHA]
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
from simkit.reports.card_effects import restricted_play  # noqa: E402
from simkit.reports.seats import seat_order  # noqa: E402
from simkit.reports.stats import wilson  # noqa: E402

SPECS = ["seats", "seats-climber", "coop-random", "coop", "coop-search", "lightning", "lightning-tables"]


def pct(x: float, digits: int = 1) -> str:
    return f"{100 * x:.{digits}f}%"


def p_text(p: float) -> str:
    return f"{p:.2f}" if p >= 0.01 else f"{p:.0e}" if p >= 1e-9 else "< 1e-9"


def interval(lo: float, hi: float, digits: int = 1) -> str:
    return f"[{100 * lo:.{digits}f}, {100 * hi:.{digits}f}]"


def share(wins: float, games: float, digits: int = 1) -> str:
    lo, hi = wilson(wins, games)
    return f"{pct(wins / games, digits)} {interval(float(lo), float(hi), digits)}"


def load_all(out: Path) -> dict:
    return {name: experiments.load(out / f"trickarus-{name}") for name in SPECS}


def header(r: dict, walltimes: dict, commit: str) -> list[str]:
    manifest = r["seats"].manifest
    compositions = sorted({d for res in r.values() for d in res.cells["deck"].unique()})
    games = {name: int(res.cells["games"].sum()) for name, res in r.items()}
    hashes = sorted({res.manifest["engine_hash"] for res in r.values()})
    seeds = sorted({res.manifest["seed"] for res in r.values()})
    lines = ["# Trickarus: balance findings", "",
             "Every number below is read from real runs of the experiment specs in `experiments/trickarus-*.toml`",
             "(`simkit run`) by `docs/findings_trickarus.py`; `bash docs/make-findings-trickarus.sh` runs the",
             "specs, writes each run's `simkit report` summary beside its results and regenerates this page.", "",
             f"- **Setup.** Seed {', '.join(map(str, seeds))}, engine hash {', '.join(f'`{h}`' for h in hashes)}, "
             f"composition {', '.join(f'`{c}`' for c in compositions)} (the default), simkit "
             f"{manifest['simkit_version']}{f', commit {commit}' if commit else ''}, results created "
             f"{min(res.manifest['created'] for res in r.values())[:10]}.",
             "- **Intervals** are the tool's 95% Wilson intervals (Newcombe's for a difference).",
             f"- **Games played:** {sum(games.values()):,} in total: "
             + "; ".join(f"{name} {n:,}" for name, n in games.items()) + ".", "",
             "**Caveat: every figure depends on the assumed card list.** The rulebook doesn't list the 40",
             "cards. `trickarus-assumed-v2` is the corrected rules notes' assumption (docs/trickarus.md,",
             "\"Composition files\"): number cards keep their colour by Night, the zero cards change theirs.",
             "Another card list can change any of these numbers; re-run the specs with `compositions = [...]`",
             "(the first assumption is `trickarus-assumed-v1`).", "",
             "Reproduce from the repository root: `bash docs/make-findings-trickarus.sh` (each spec is",
             "`simkit run experiments/trickarus-<name>.toml && simkit report out/trickarus-<name> --md "
             "out/trickarus-<name>/summary.md`).", ""]
    if walltimes:
        lines += ["Wall times of `simkit run` for these runs on the 2-core machine, shared with other jobs at the",
                  "time (so upper bounds):", "", "| spec | wall time |", "|---|---|"]
        lines += [f"| {name} | {walltimes[name]} s |" for name in SPECS if name in walltimes]
        lines.append("")
    return lines


def seat_section(r: dict) -> list[str]:
    lines = ["## 1. Seat advantage per player count (competitive)", "",
             "Every seat plays the same strategy. The table shows each seat's win share; p is the report's",
             "chi-square test that seat order matters.", "",
             "| players | strategy | seat 0 | seat 1 | seat 2 | seat 3 | seat 4 | p |", "|---|---|---|---|---|---|---|---|"]
    ps, worst, matters = [], (0.0, ""), []
    for players in (2, 3, 4, 5):
        for spec, strategy in (("seats", "random"), ("seats-climber", "climber")):
            res = r[spec]
            seats = res.seats[res.seats["players"] == players].sort_values("seat")
            order = seat_order(res)
            row = order[order["players"] == players].iloc[0]
            ps.append(row["p_value"])
            if row["p_value"] < 0.05:
                matters.append(f"{players} players, {strategy} (p {p_text(row['p_value'])}): seat "
                               f"{int(row['extreme_seat'])} wins {pct(row['extreme_share'])} "
                               f"{interval(row['extreme_lo'], row['extreme_hi'])} against {pct(row['expected'])}")
            cells = [share(s.wins, s.games) for s in seats.itertuples()]
            for s in seats.itertuples():
                dev = abs(s.wins / s.games - 1 / players)
                if dev > worst[0]:
                    worst = (dev, f"{players} players, {strategy}, seat {s.seat}")
            lines.append(f"| {players} | {strategy} | " + " | ".join(cells + [""] * (5 - len(cells)))
                         + f" | {p_text(row['p_value'])} |")
    strict = sum(p < 0.05 / len(ps) for p in ps)
    verdict = ("seat order doesn't measurably matter at any player count, for either strategy"
               if not matters else f"seat order matters (p < 0.05) in {len(matters)} of {len(ps)} rows "
               f"({strict} below the Bonferroni threshold 0.05/{len(ps)} of these {len(ps)} tests): "
               + "; ".join(matters))
    lines += ["", f"**Finding:** {verdict}. The largest deviation from 1/players is {100 * worst[0]:.1f} points",
              f"({worst[1]}).", ""]
    return lines


def rounds_section(r: dict) -> list[str]:
    lines = ["## 2. Rounds per game (competitive)", "",
             "Mean rounds and tricks per game (games table).", "",
             "| players | random: rounds | random: tricks | climber: rounds | climber: tricks |", "|---|---|---|---|---|"]
    capped = 0
    longer = []
    for players in (2, 3, 4, 5):
        row = []
        tricks = []
        for spec in ("seats", "seats-climber"):
            cells = r[spec].cells
            c = cells[cells["players"] == players]
            capped += int(c["capped_games"].sum())
            games = c["games"].sum()
            row += [f"{c['rounds_sum'].sum() / games:.2f}", f"{c['length_sum'].sum() / games:.1f}"]
            tricks.append(c["length_sum"].sum() / games)
        longer.append(tricks[1] - tricks[0])
        lines.append(f"| {players} | " + " | ".join(row) + " |")
    lines += ["", f"Games that hit the 50-round safety cap: {capped}. Climbers' games are "
              f"{min(longer):+.1f} to {max(longer):+.1f} tricks longer than random players' (2-5 players).", ""]
    return lines


def first_to_sun(res, players: int) -> tuple[float, float]:
    m = res.marks[(res.marks["players"] == players) & (res.marks["mark"] == "first_to_sun")]
    return float(m["marked_wins"].sum()), float(m["marked_games"].sum())


def sun_section(r: dict) -> list[str]:
    lines = ["## 3. How often the first player to reach the sun wins (competitive)", "",
             "The `first_to_sun` mark: the first flyer's win share, pooled over seats.", "",
             "| players | random | climber | 1/players |", "|---|---|---|---|"]
    for players in (2, 3, 4, 5):
        cells = [share(*first_to_sun(r[spec], players)) for spec in ("seats", "seats-climber")]
        lines.append(f"| {players} | " + " | ".join(cells) + f" | {pct(1 / players, 0)} |")
    below = all(first_to_sun(r[spec], n)[0] / first_to_sun(r[spec], n)[1] < 1 / n
                for spec in ("seats", "seats-climber") for n in (2, 3, 4, 5))
    lines += ["", "**Finding:** " + ("the first flyer wins less than its fair share at every player count, for both "
                                     "strategies (it falls below the lowest piece and the game ends with that round)."
                                     if below else "the first flyer does not always win less than its fair share."),
              ""]
    return lines


def coop_section(r: dict) -> list[str]:
    lines = ["## 4. Co-operative mode: success rate per player count", "",
             "Success: every piece on the ground after someone has flown, before the last allowed round ends",
             "(a win shared by every seat: the games table's shared wins).", ""]
    specs = [("coop-random", "random"), ("coop", "coop heuristic"), ("coop-search", "search, 8 rollouts, coop rollouts")]
    heads = []
    for spec, label in specs:
        n = int(r[spec].cells.groupby("players")["games"].sum().iloc[0])
        heads.append(f"{label} ({n:,} games)")
    lines += ["| players (rounds) | " + " | ".join(heads) + " |", "|---|---|---|---|"]
    for players, rounds in ((3, 2), (4, 3), (5, 4)):
        row = []
        for spec, _ in specs:
            c = r[spec].cells[r[spec].cells["players"] == players]
            row.append(share(c["shared_win_games"].sum(), c["games"].sum(), 2 if spec == "coop-random" else 1))
        lines.append(f"| {players} ({rounds} rounds) | " + " | ".join(row) + " |")
    rates = {spec: [r[spec].cells[r[spec].cells["players"] == n]["shared_win_games"].sum()
                    / r[spec].cells[r[spec].cells["players"] == n]["games"].sum() for n in (3, 4, 5)]
             for spec, _ in specs}
    ordered = all(rates["coop-random"][k] < rates["coop"][k] < rates["coop-search"][k] for k in range(3))
    falling = all(rates[spec][0] > rates[spec][1] > rates[spec][2] for spec, _ in specs)
    lines += ["", "**Finding:** " + ("search beats the coop heuristic, which beats random play, at every player count"
                                     if ordered else "the strategies do not rank the same at every player count")
              + ("; every strategy succeeds less often with more players, although the rulebook gives them more "
                 "rounds." if falling else "."), ""]
    return lines


def lightning_fizzles(res, players: int) -> str:
    h = res.heroes[(res.heroes["players"] == players) & (res.heroes["hero"] == "Lightning")]
    used = h["resolved"].sum() + h["fizzled"].sum()
    return pct(h["fizzled"].sum() / used) if used else "-"


def lightning_section(r: dict) -> list[str]:
    table = restricted_play(r["lightning"])
    lines = ["## 5. The Lightning card's effect on outcomes", "",
             "`restricted:<base>:lightning` never plays the Lightning card while it has another legal card (it must",
             "still play it as its last card of a round).", "",
             "**One restricted seat against three of its base, in every seat** (4 players; the report's",
             "restricted-play table). Each restricted cell is paired with its base cell, the same four",
             "unrestricted players on the same deals (experiments/pairing.py): the drop is the restricted",
             "seat's win share against the same seat of the base cell, so it measures the cost of holding",
             "the Lightning card back, not the card's strength (drop = base share - restricted share; the",
             "interval is the paired one of reports/paired.py where paired is yes):", "",
             "| base | paired | base cell, same seats' win share | restricted seat's win share | drop (points) |",
             "|---|---|---|---|---|"]
    for row in table.itertuples():
        lines.append(f"| {row.base} | {'yes' if row.paired else 'no'} | {pct(row.base_share, 2)} | "
                     f"{pct(row.wrapped_share, 2)} | "
                     f"{100 * row.drop:+.2f} [{100 * row.drop_lo:.2f}, {100 * row.drop_hi:.2f}] |")
    seats = r["lightning"].seats
    per_seat = seats[seats["strategy"] == "restricted:climber:lightning"].groupby("seat")[["wins", "games"]].sum()
    lines += ["", "Restricted climber's win share per seat: "
              + ", ".join(f"seat {s} {pct(row.wins / row.games)}" for s, row in per_seat.iterrows()) + ".", "",
              "**Whole tables holding the Lightning card back** (restricted:climber:lightning at every seat, against",
              "the unrestricted climbers of section 1):", "",
              "| players | rounds: free / held | tricks: free / held | first flyer wins: free / held | "
              "Lightning fizzles: free / held |", "|---|---|---|---|---|"]
    free, held = r["seats-climber"], r["lightning-tables"]
    for players in (2, 3, 4, 5):
        row = []
        for measure in ("rounds_sum", "length_sum"):
            vals = []
            for res in (free, held):
                c = res.cells[res.cells["players"] == players]
                vals.append(c[measure].sum() / c["games"].sum())
            row.append(" / ".join(f"{v:.2f}" if measure == "rounds_sum" else f"{v:.1f}" for v in vals))
        row.append(" / ".join(share(*first_to_sun(res, players)) for res in (free, held)))
        row.append(" / ".join(lightning_fizzles(res, players) for res in (free, held)))
        lines.append(f"| {players} | " + " | ".join(row) + " |")
    random_fizzles = [lightning_fizzles(r["seats"], n) for n in (2, 3, 4, 5)]
    lines += ["", "The Lightning card fizzles when its trick goes to a seat already on the ground. In random games",
              f"(2-5 players) that is {', '.join(random_fizzles)} of its tricks.", ""]
    return lines


def footer() -> list[str]:
    return ["## What these runs don't answer", "",
            "- Rules choices documented in docs/trickarus.md are decisions, not rulebook text: the Day side at",
            "  every deal, playing 2 players beyond two rounds, ending a co-operative game at the moment of",
            "  success, and the assumed card list itself.",
            "- The strategies are heuristics and a flat Monte Carlo search without communication; stronger",
            "  players could shift the Lightning figures and the co-operative success rates.", ""]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default=str(ROOT / "out"))
    parser.add_argument("--walltimes", default=None, help="lines '<spec> <seconds>'")
    parser.add_argument("--commit", default="")
    parser.add_argument("--to", default=str(ROOT / "docs" / "findings-trickarus.md"))
    args = parser.parse_args()
    r = load_all(Path(args.out))
    if not all(res.complete for res in r.values()):
        raise SystemExit("a run is unfinished: run docs/make-findings-trickarus.sh to the end first")
    walltimes = {}
    if args.walltimes and Path(args.walltimes).is_file():
        for line in Path(args.walltimes).read_text().split("\n"):
            if line.strip():
                name, seconds = line.split()
                walltimes[name] = seconds
    lines = (header(r, walltimes, args.commit) + seat_section(r) + rounds_section(r) + sun_section(r)
             + coop_section(r) + lightning_section(r) + footer())
    Path(args.to).write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {args.to}")


if __name__ == "__main__":
    np.seterr(all="ignore")
    main()
