"""What the Trickerion expansion findings pages (docs/findings_trickerion_dark_alley.py,
docs/findings_trickerion_academy.py) share: their make scripts' wall-time files and the table of
them, and loading result folders that must be finished."""

from __future__ import annotations

from pathlib import Path

from simkit import experiments


def read_walltimes(path: str | None) -> dict[str, int]:
    """Seconds per step, summed over its lines (the make script appends one each time it runs the step)."""
    found = {}
    if path and Path(path).is_file():
        for line in Path(path).read_text().split("\n"):
            if len(line.split()) == 2:
                name, seconds = line.split()
                found[name] = found.get(name, 0) + int(seconds)
    return found


def walltime_lines(walltimes: dict[str, int]) -> list[str]:
    """The page's table of the make script's steps and their wall times (none: no lines)."""
    if not walltimes:
        return []
    return (["Wall times on the 2-core machine, each step's summed over every run of the make script on the",
             "results folder (other jobs ran beside them, so upper bounds):", "",
             "| step | wall time |", "|---|---|"] + [f"| {name} | {s} s |" for name, s in walltimes.items()] + [""])


def load_runs(out: Path, runs: dict[str, str]) -> tuple[dict, list[str]]:
    """Each run's results (simkit.experiments.load) by short name, and the folders not finished."""
    found = {key: experiments.load(Path(out) / folder) for key, folder in runs.items()}
    return found, [runs[k] for k, res in found.items() if not res.complete]
