"""Write docs/findings-trickerion-dawn.md from the result folders of the
experiments/trickerion-full-*.toml runs and the Academy's runs they are compared with
(trickerion-academy-seats and -skill); docs/make-findings-trickerion-dawn.sh makes them all first.
Every number on the page is read from them here, none is typed.

    python docs/findings_trickerion_dawn.py [OUT_FOLDER] [--walltimes FILE] [--commit SHA] [--to PAGE]
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "docs"))

from simkit.games.trickerion.composition import load_composition  # noqa: E402
from simkit.games.trickerion.vocabulary import CATEGORIES  # noqa: E402

from academy_results import magician_rates  # noqa: E402
from dark_alley_results import MAGICIAN, strong_share  # noqa: E402
from dawn_sections import builders_of, dawn_section, magician_section, module_section, signal_section  # noqa: E402
from findings_common import load_runs, read_walltimes, walltime_lines  # noqa: E402

RUNS = {"seats": "trickerion-full-seats", "skill": "trickerion-full-skill",
        "ac": "trickerion-academy-seats", "ac-skill": "trickerion-academy-skill"}
DAWN_SECTIONS = ("contraptions", "signature_tricks")
MAKE = "docs/make-findings-trickerion-dawn.sh"


@dataclass
class Data:
    out: Path
    runs: dict  # short name -> simkit.experiments results
    categories: dict[str, str]  # the 12 Magicians -> Favourite category
    signatures: dict[str, str]  # Signature Trick -> its Magician
    _rates: dict = field(default_factory=dict)

    def games(self, run: str) -> int:
        """Games per cell of a run (every cell of these specs plays the same number)."""
        return int(self.runs[run].cells["games"].iloc[0])

    def turns(self, run: str) -> int:
        return int(round(self.runs[run].cells["rounds_sum"].sum() / self.runs[run].cells["games"].sum()))

    def run_name(self, run: str) -> str:
        return f"`{RUNS[run]}`"

    def magician_rates(self, run: str):
        if run not in self._rates:
            self._rates[run] = magician_rates(self.runs[run], self.categories)
        return self._rates[run]

    def builders(self, n: int) -> dict:
        return builders_of(self.runs["seats"], n)

    def signature_table(self) -> pd.DataFrame:
        """Per player count and Signature Trick: times learned, markers performed, and the games its
        Magician sat in (the `magician <name>` mark's games with it)."""
        res = self.runs["seats"]
        items = res.items[res.items["hero"].isin(self.signatures)]
        per = items.groupby(["players", "hero"])[["resolved", "plays"]].sum()
        mags = res.marks[res.marks["mark"].str.startswith(MAGICIAN)].groupby(["players", "mark"])["marked_games"].sum()
        rows = []
        for n in sorted(res.cells["players"].unique()):
            for trick, magician in sorted(self.signatures.items()):
                r = per.loc[(n, trick)] if (n, trick) in per.index else None
                rows.append({"players": int(n), "trick": trick, "magician": magician,
                             "learned": float(r.resolved) if r is not None else 0.0,
                             "markers": float(r.plays) if r is not None else 0.0,
                             "magician_games": float(mags.get((n, MAGICIAN + magician), 0.0))})
        return pd.DataFrame(rows)

    def signature_totals(self, n: int) -> dict:
        res = self.runs["seats"]
        items = res.items[res.items["players"] == n]
        games = float(res.cells.loc[res.cells["players"] == n, "games"].sum())
        mine = items[items["hero"].isin(self.signatures)]
        markers = float(items["plays"].sum())
        return {"learned": float(mine["resolved"].sum()) / games, "markers": float(mine["plays"].sum()) / games,
                "all_markers": markers / games, "share": float(mine["plays"].sum()) / markers if markers else 0.0}

    def strategy_marks(self) -> list[str]:
        """Contraptions built per seat-game by each strategy of the skill runs' plain tables."""
        m = self.runs["skill"].marks
        found = []
        for name in ("random", "greedy", "planner"):
            for n in sorted(m["players"].unique()):
                rows = m[(m["players"] == n) & (m["lineup"] == ",".join([name] * n)) & (m["mark"] == "contraptions_built")]
                if len(rows) and rows["games"].sum():
                    found.append(f"{name} {rows['mark_sum'].sum() / rows['games'].sum():.2f} at {n}p")
        return found


class NotReady(ValueError):
    """The results folder lacks a run or holds an unfinished one."""


def load_data(out: Path) -> Data:
    missing = [folder for folder in RUNS.values() if not (Path(out) / folder / "manifest.json").is_file()]
    if missing:
        raise NotReady(f"{out} has no results of {', '.join(missing)}: run {MAKE} first")
    runs, unfinished = load_runs(out, RUNS)
    if unfinished:
        raise NotReady(f"unfinished: {', '.join(unfinished)}: run {MAKE} to the end first")
    comp = load_composition()
    mags = comp.magicians
    offered = {m.removeprefix(MAGICIAN) for m in runs["seats"].marks["mark"].unique() if m.startswith(MAGICIAN)}
    categories = {name: CATEGORIES[int(mags.category[i])] for i, name in enumerate(mags.names) if name in offered}
    sig = comp.signature_tricks
    if sig is None:
        raise NotReady("the default composition has no Signature Tricks: not a Dawn composition")
    signatures = {name: mags.names[int(sig.magician[k])] for k, name in enumerate(sig.names)}
    return Data(Path(out), runs, categories, signatures)


def header(d: Data, walltimes: dict, commit: str) -> list[str]:
    runs = d.runs
    games = {RUNS[k]: int(res.cells["games"].sum()) for k, res in runs.items()}
    hashes = sorted({res.manifest["engine_hash"] for res in runs.values()})
    seeds = sorted({res.manifest["seed"] for res in runs.values()})
    compositions = sorted({c for res in runs.values() for c in res.cells["deck"].unique()})
    assumed = sorted({s for k in ("seats", "skill") for entry in runs[k].manifest.get("assumed_data") or []
                      for s in entry["sections"]})
    dawn = [s for s in assumed if s in DAWN_SECTIONS]
    other = [s for s in assumed if s not in DAWN_SECTIONS]
    lines = ["# Trickerion: balance findings (Dawn of Technology)", "",
             "> **Caveat: assumed data — every Dawn number on this page is indicative only.** No public source",
             "> gives Dawn of Technology's Contraptions or its Signature Tricks: the default composition's Dawn",
             f"> sections ({', '.join(f'`{s}`' for s in dawn) or 'none'}) are assumed, built by the data notes' rules",
             "> (docs/trickerion.md, \"The composition file\"). **Every figure below that involves Dawn rests on",
             "> them**, at every player count: how much the Contraptions are built and what they give, the",
             "> Signature Tricks' use, Dawn's effect on length, Fame, seat advantage and skill, and the Magicians'",
             "> rates under Dawn. Printed data could change any of them. No sensitivity composition was played",
             "> for Dawn. The runs also use the Academy's and the 2-player Duel module's assumed sections "
             f"({', '.join(f'`{s}`' for s in other) or 'none'}; docs/findings-trickerion-academy.md).", "",
             "Every number below is read from real runs of the experiment specs `experiments/trickerion-full-*.toml`",
             "and of the Academy's specs they are compared with (`simkit run`) by `docs/findings_trickerion_dawn.py`;",
             f"`bash {MAKE}` makes them all and regenerates this page.", "",
             "- **Setup.** Ruleset `trickerion-full` (the Dark Alley, Dahlgaard's Academy and Dawn of Technology:",
             "  Contraptions built at the Workshop, activated before a placement and reactivated with Shards at End",
             "  Turn, the Magicians' Signature Tricks; docs/trickerion.md T120-T128), against `trickerion-academy`;",
             f"  seed {', '.join(map(str, seeds))}, engine hash {', '.join(f'`{h}`' for h in hashes)}, compositions "
             f"{', '.join(f'`{c}`' for c in compositions)},",
             f"  simkit {runs['seats'].manifest['simkit_version']}{f', commit {commit}' if commit else ''}, results "
             f"created {min(res.manifest['created'] for res in runs.values())[:10]}.",
             "- **Strategies** (docs/trickerion.md, \"Strategies\"): the planner at every seat unless a section says",
             "  otherwise (greedy values Dawn's options by strategies/trickerion/dawn_gains.py, and the planner and",
             "  search use greedy's gains); Magicians dealt at random (`magicians = \"random\"`) except in the skill",
             "  runs, where the seats draft them (D1).",
             "- **Intervals** are 95% and two-sided, each built for its design (docs/dark_alley_stats.py): Wilson's",
             "  for a win rate, Newcombe's for a difference of two, Student's t for a mean of independent games,",
             "  Welch's for a difference of two means. Dawn's and the Academy's games are different rulesets, so",
             "  none is paired with another: every comparison between them is of independent samples. Every",
             "  \"significant\" label (\\*) is Holm-corrected over the family its section names; a difference whose",
             "  interval holds 0 is a tie.",
             "- **Games played:** " + "; ".join(f"`{name}` {n:,}" for name, n in games.items()) + ".", ""]
    return lines + walltime_lines(walltimes)


def footer(d: Data) -> list[str]:
    behind = [n for n in (2, 3, 4) if (e := strong_share(d.runs["skill"], "planner", "greedy", n)) and e.hi < 1 / n]
    return ["## What these runs don't answer", "",
            "- Everything Dawn gives rests on its assumed Contraptions and Signature Tricks (the caveat); no",
            "  sensitivity composition was played, so which conclusions the assumed data carry is not measured.",
            "- The strategies are heuristics" + (f" (one planner among greedy seats falls below the fair share at "
                                                 f"{', '.join(f'{n}p' for n in behind)}: section 2)" if behind else "")
            + "; greedy values Dawn's options one step ahead (dawn_gains.py) and the planner plays them by greedy's",
            "  gains: how much Dawn is worth to a strong player, and the Magicians' rates under strong play, may",
            "  differ from these.",
            "- The Magicians' rates are for Magicians dealt at random; drafted (D1), a seat would pick by them.",
            "- `trickerion-full-da-hand` (the Dark Alley rulebook's hand) was not played here.", ""]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default=str(ROOT / "out"))
    parser.add_argument("--walltimes", default=None, help="lines '<step> <seconds>', summed per step")
    parser.add_argument("--commit", default="")
    parser.add_argument("--to", default=str(ROOT / "docs" / "findings-trickerion-dawn.md"))
    args = parser.parse_args()
    try:
        if not Path(args.out).is_dir():
            raise NotReady(f"no results folder {args.out}: run {MAKE} first")
        d = load_data(Path(args.out))
    except ValueError as exc:  # NotReady, or a damaged folder (simkit.experiments' StoreError): one line
        print(f"error: {exc}", file=sys.stderr)
        raise SystemExit(2) from None
    lines = (header(d, read_walltimes(args.walltimes), args.commit) + dawn_section(d) + module_section(d)
             + magician_section(d) + signal_section(d) + footer(d))
    Path(args.to).write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {args.to}")


if __name__ == "__main__":
    np.seterr(all="ignore")
    main()
