"""Calibration of the hero verdict (docs/verdicts.md), over many seeds, from real runs.

Each replication runs a small experiment with the planted catalogue of
docs/examples/planted-heroes.toml (Conjurer: Magician's effect twice; Mimic: Magician's exact
twin; Burden: takes a trash card into its own tableau) through ``simkit run`` and reads its
verdict table. Over the replications it measures:

  (a) how often the twin is told apart from Magician by the paired difference at 95%
      (a calibrated interval: about 5%);
  (b) how often Conjurer is labelled too strong and Burden too weak (the power);
  (c) how often the fair control raises a false verdict: the twins given contradicting labels (one
      too strong or too weak, the other the opposite or within the band; every seat plays the same
      strategy). One labelled and the other undecided is not a contradiction: it is power.

Two designs: ``fixed`` (one deck holding all three planted heroes and Magician, every seat
measured; the units are blocks of games) and ``sampled`` (decks drawn from the 21 Champions of
Time heroes and the three planted ones, one rotating seat measured; the units are decks).

    python benchmarks/calibrate_verdicts.py --design fixed --replications 100 --games 1000
    python benchmarks/calibrate_verdicts.py --design sampled --replications 20 --decks 40 --games 1000

It prints a Markdown section (docs/findings-truth.md carries it) and writes the per-replication
rows as CSV with --csv. Not a test: it takes minutes.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from simkit.reports.stats import wilson  # noqa: E402
from simkit.reports.verdicts import TOO_STRONG, TOO_WEAK, WITHIN, difference, verdict_table  # noqa: E402

CATALOG = ROOT / "docs" / "examples" / "planted-heroes.toml"
FIXED_DECK = ["Conjurer", "Mimic", "Magician", "Burden", "Hunter", "Shaman", "Archivist"]  # the last three: near the typical value
POOL = ["Archivist", "Brigand", "Doctor", "Explorer", "Guard", "Inventor", "Nomad", "Peddler", "Revolutionary",
        "Scavenger", "Scion", "Soldier", "Witness", "General", "Hunter", "Magician", "Noble", "Shaman", "Saint",
        "Smuggler", "Vigilante", "Conjurer", "Mimic", "Burden"]
FLAGS = (TOO_STRONG, TOO_WEAK)


def spec_text(design: str, seed: int, games: int, decks: int) -> str:
    head = (f'ruleset = "cot"\nplayers = 4\ngames = {games}\nseed = {seed}\n'
            f'catalogs = ["{CATALOG}"]\n')
    if design == "fixed":
        return (head + f"games_per_task = {max(1, games // 20)}\n[decks]\nlists = [{FIXED_DECK!r}]\n"
                '[[lineups]]\nseats = ["cautious"]\n[verdicts]\nbase = "cautious"\nseats = "all"\n').replace("'", '"')
    pool = ", ".join(f'"{h}"' for h in POOL)
    return (head + f"[decks]\npool = [{pool}]\nsample = {decks}\n"
            '[[lineups]]\nseats = ["cautious"]\n[verdicts]\nbase = "cautious"\nseats = "rotate"\n')


def replicate(design: str, seed: int, games: int, decks: int, workers: int, folder: Path) -> dict:
    spec = folder / f"spec-{seed}.toml"
    spec.write_text(spec_text(design, seed, games, decks))
    out = folder / f"out-{seed}"
    subprocess.run([sys.executable, "-m", "simkit", "run", str(spec), "--out", str(out), "--workers", str(workers)],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=folder)
    from simkit import experiments
    results = experiments.load(out)
    table = verdict_table(results).set_index("hero")
    twin = difference(results, "Mimic", "Magician")
    row = {"seed": seed, "twin_difference": np.nan, "twin_lo": np.nan, "twin_hi": np.nan, "twin_told_apart": False}
    if len(twin):
        row.update({"twin_difference": twin["difference"].iloc[0], "twin_lo": twin["difference_lo"].iloc[0],
                    "twin_hi": twin["difference_hi"].iloc[0], "twin_told_apart": bool(twin["told_apart"].iloc[0])})
    for hero in ("Conjurer", "Mimic", "Magician", "Burden"):
        row[f"{hero}_verdict"] = table["verdict"].get(hero, "absent")
        row[f"{hero}_relative"] = table["relative"].get(hero, np.nan)
    row["false_verdict"] = contradict(row["Mimic_verdict"], row["Magician_verdict"])
    row["other_flags"] = int(table.drop(index=[h for h in ("Conjurer", "Burden") if h in table.index])["verdict"]
                             .isin(FLAGS).sum())
    row["units"] = int(table["units"].iloc[0])
    return row


def contradict(a: str, b: str) -> bool:
    """Two labels that cannot both be right about the same hero (undecided contradicts nothing)."""
    definite = FLAGS + (WITHIN,)
    return a in definite and b in definite and a != b


def rate(hits: int, n: int) -> str:
    lo, hi = wilson(hits, n)
    return f"{hits}/{n} = {100 * hits / n:.1f}% [{100 * float(lo):.1f}, {100 * float(hi):.1f}]"


def markdown(rows: pd.DataFrame, design: str, games: int, decks: int, seconds: float | None) -> str:
    n = len(rows)
    what = (f"one deck ({', '.join(FIXED_DECK)}), every seat measured, {games:,} games per cell"
            if design == "fixed" else f"{decks} decks sampled from 24 heroes per replication, one rotating seat "
                                       f"measured, {games:,} games per cell")
    lines = [f"### Calibration, {design} decks: {n} replications", "",
             f"4 players, every seat cautious, {what}; seeds {int(rows['seed'].min())}-{int(rows['seed'].max())}; "
             + (f"{seconds / 60:.0f} min on this machine" if seconds is not None else "re-read from the run's CSV")
             + ". Rates with 95% Wilson intervals.", "",
             "| check | expected | measured |", "|---|---|---|",
             f"| (a) twin Mimic told apart from Magician at 95% | about 5% | {rate(int(rows['twin_told_apart'].sum()), n)} |",
             f"| (b) Conjurer labelled too strong | high | {rate(int((rows['Conjurer_verdict'] == TOO_STRONG).sum()), n)} |",
             f"| (b) Burden labelled too weak | high | {rate(int((rows['Burden_verdict'] == TOO_WEAK).sum()), n)} |",
             f"| (c) false verdict on the twin (contradicting labels for Mimic and Magician) | at most 5% | "
             f"{rate(int(rows['false_verdict'].sum()), n)} |",
             f"| Mimic and Magician given the same label | - | "
             f"{rate(int((rows['Mimic_verdict'] == rows['Magician_verdict']).sum()), n)} |",
             f"| Magician or Mimic labelled too strong or too weak | - | "
             f"{rate(int(rows['Mimic_verdict'].isin(FLAGS).sum() + rows['Magician_verdict'].isin(FLAGS).sum()), 2 * n)} |",
             "",
             f"Twin difference (Mimic - Magician, points of win share): mean {100 * rows['twin_difference'].mean():+.2f}, "
             f"sd {100 * rows['twin_difference'].std():.2f} over replications; mean interval half-width "
             f"{100 * ((rows['twin_hi'] - rows['twin_lo']) / 2).mean():.2f}. A calibrated interval's half-width is "
             f"about 1.96 sd.", ""]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--design", choices=("fixed", "sampled"), default="fixed")
    parser.add_argument("--replications", type=int, default=100)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--decks", type=int, default=40)
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--csv", type=Path, default=None)
    parser.add_argument("--keep", type=Path, default=None, help="keep each replication's results folder here")
    parser.add_argument("--from-csv", type=Path, default=None, help="summarise the rows of an earlier run's --csv")
    args = parser.parse_args()
    if args.from_csv:
        table = pd.read_csv(args.from_csv)
        table["false_verdict"] = [contradict(a, b) for a, b in zip(table["Mimic_verdict"], table["Magician_verdict"])]
        print(markdown(table, args.design, args.games, args.decks, None))
        return
    start = time.perf_counter()
    rows = []
    with tempfile.TemporaryDirectory() as temporary:
        folder = args.keep or Path(temporary)
        folder.mkdir(parents=True, exist_ok=True)
        for k in range(args.replications):
            rows.append(replicate(args.design, args.first_seed + k, args.games, args.decks, args.workers, folder))
            print(f"replication {k + 1}/{args.replications}: twin apart {rows[-1]['twin_told_apart']}, "
                  f"Conjurer {rows[-1]['Conjurer_verdict']}, Burden {rows[-1]['Burden_verdict']}", file=sys.stderr)
    table = pd.DataFrame(rows)
    if args.csv:
        table.to_csv(args.csv, index=False)
    print(markdown(table, args.design, args.games, args.decks, time.perf_counter() - start))


if __name__ == "__main__":
    main()
