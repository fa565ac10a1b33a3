"""Write docs/findings-trickerion-dark-alley.md from the result folders of the
experiments/trickerion-dark-alley-*.toml runs, the base game's trickerion-skill run and the traced
games of docs/dark_alley_traces.py (docs/make-findings-trickerion-dark-alley.sh makes them all
first): every number on the page is read from them here, none is typed.

    python docs/findings_trickerion_dark_alley.py [OUT_FOLDER] [--walltimes FILE] [--commit SHA] [--to PAGE]
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "docs"))

from simkit.games.trickerion.composition import load_composition  # noqa: E402
from simkit.games.trickerion.vocabulary import CATEGORIES  # noqa: E402

import dark_alley_traces  # noqa: E402
from dark_alley_compare import base_section, module_section  # noqa: E402
from dark_alley_results import magician_rates  # noqa: E402
from dark_alley_sections import card_section, magician_section, prophecy_section  # noqa: E402
from dark_alley_signals import signal_section  # noqa: E402
from dark_alley_trace_tables import card_table, prophecy_table  # noqa: E402
from findings_common import load_runs, read_walltimes, walltime_lines  # noqa: E402

RUNS = {"seats": "trickerion-dark-alley-seats", "noprophecies": "trickerion-dark-alley-noprophecies",
        "noabilities": "trickerion-dark-alley-noabilities", "base": "trickerion-dark-alley-base",
        "skill": "trickerion-dark-alley-skill", "base-skill": "trickerion-skill"}
TRACES = {"seats": "trickerion-dark-alley-seats", "base": "trickerion-dark-alley-base"}


@dataclass
class Data:
    runs: dict  # short name -> simkit.experiments results
    traces: dict  # short name -> the traced tables (dark_alley_traces.load)
    trace_manifests: dict
    categories: dict[str, str]  # the Magicians the rulesets offer -> Favourite category
    card_names: list[str]
    card_decks: list[str]
    prophecy_names: list[str]

    def games(self, run: str) -> int:
        """Games per cell of a run (every cell of these specs plays the same number)."""
        return int(self.runs[run].cells["games"].iloc[0])

    def traced(self, name: str) -> int:
        return int(self.trace_manifests[name]["games_per_cell"])

    def turns(self, run: str) -> int:
        return int(round(self.runs[run].cells["rounds_sum"].sum() / self.runs[run].cells["games"].sum()))

    # the tables two sections read, computed once
    @cached_property
    def magician_rates(self):
        return magician_rates(self.runs["seats"], self.categories)

    @cached_property
    def card_table(self):
        return card_table(self.traces["seats"], self.card_names, self.card_decks)

    @cached_property
    def prophecy_table(self):
        return prophecy_table(self.traces["seats"], self.prophecy_names)


def load_data(out: Path) -> Data:
    runs, unfinished = load_runs(out, RUNS)
    manifests, traces = {}, {}
    for key, spec in TRACES.items():
        manifests[key], traces[key] = dark_alley_traces.load(out, spec)
        if not manifests[key].get("complete"):
            unfinished.append(f"{spec} (traces)")
    if unfinished:
        raise SystemExit(f"unfinished: {', '.join(unfinished)}: run docs/make-findings-trickerion-dark-alley.sh "
                         "to the end first")
    comp = load_composition()
    mags = comp.magicians
    offered = {m.removeprefix("magician ") for m in runs["seats"].marks["mark"].unique() if m.startswith("magician ")}
    categories = {name: CATEGORIES[int(mags.category[i])] for i, name in enumerate(mags.names) if name in offered}
    sa = comp.special_assignments
    return Data(runs, traces, manifests, categories, list(sa.names), [sa.location_names[int(k)] for k in sa.location],
                list(comp.prophecies.names))


def header(d: Data, walltimes: dict, commit: str) -> list[str]:
    runs = d.runs
    games = {RUNS[k]: int(res.cells["games"].sum()) for k, res in runs.items()}
    hashes = sorted({res.manifest["engine_hash"] for res in runs.values()}
                    | {m["engine_hash"] for m in d.trace_manifests.values()})
    seeds = sorted({res.manifest["seed"] for res in runs.values()})
    compositions = sorted({c for res in runs.values() for c in res.cells["deck"].unique()})
    assumed = sorted({s for res in runs.values() for entry in res.manifest.get("assumed_data") or []
                      for s in entry["sections"]})
    traced = {TRACES[k]: d.traced(k) for k in TRACES}
    lines = ["# Trickerion: balance findings (the Dark Alley)", "",
             "Every number below is read from real runs of the experiment specs `experiments/trickerion-dark-alley-*.toml`",
             "and `experiments/trickerion-skill.toml` (`simkit run`) and from traced games of the same cells",
             "(`docs/dark_alley_traces.py`) by `docs/findings_trickerion_dark_alley.py`;",
             "`bash docs/make-findings-trickerion-dark-alley.sh` makes them all and regenerates this page.", "",
             f"- **Setup.** Rulesets `trickerion-dark-alley` (7 turns, Special Assignment cards, Prophecies, level-3",
             "  Tricks, the Magicians' abilities), `-noprophecies`, `-noabilities` and the base game `trickerion`;",
             f"  seed {', '.join(map(str, seeds))}, engine hash {', '.join(f'`{h}`' for h in hashes)}, composition "
             f"{', '.join(f'`{c}`' for c in compositions)}, simkit {runs['seats'].manifest['simkit_version']}"
             f"{f', commit {commit}' if commit else ''}, results created "
             f"{min(res.manifest['created'] for res in runs.values())[:10]}.",
             "- **Strategies** (docs/trickerion.md, \"Strategies\"): the planner at every seat unless a section says",
             "  otherwise; Magicians dealt at random (`magicians = \"random\"`) except in the skill runs, where the",
             "  seats draft them (D1) as in the base game's `trickerion-skill`.",
             "- **Intervals** are 95% and two-sided, each built for its design (docs/dark_alley_stats.py): Wilson's",
             "  for a win rate, Newcombe's for a difference of two, Student's t for a mean of independent games,",
             "  Welch's for a difference of two means, game-clustered ones where two values share a game. Every",
             "  \"significant\" label (\\*) is Holm-corrected over the family its section names; a difference whose",
             "  interval holds 0 is a tie.",
             "- **Games played:** " + "; ".join(f"`{name}` {n:,}" for name, n in games.items())
             + "; traced: " + "; ".join(f"`{name}` {n:,} per player count" for name, n in traced.items()) + ".", "",
             "**Caveat: assumed data.** The 2-player game uses the Duel module, whose cards no public source gives:",
             f"the composition's assumed sections ({', '.join(f'`{s}`' for s in assumed) or 'none'}) are built by the",
             "data notes' rules (docs/trickerion.md, \"Assumed data\"). Every 2-player figure below depends on them;",
             "the 3- and 4-player games use sourced data only.", ""]
    return lines + walltime_lines(walltimes)


def footer() -> list[str]:
    return ["## What these runs don't answer", "",
            "- The strategies are heuristics; the planner's choices (which card to keep and use, when to Fortune",
            "  Tell) decide the card and Magician figures as much as the cards do. The card margins are",
            "  associations (section 2); the Prophecy swings are close to effects only where no seat chose them.",
            "- The Magicians' rates are for Magicians dealt at random; drafted (D1), a seat would pick by them.",
            "- The 2-player rows depend on the assumed Duel cards (the caveat above).", ""]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default=str(ROOT / "out"))
    parser.add_argument("--walltimes", default=None, help="lines '<step> <seconds>', summed per step")
    parser.add_argument("--commit", default="")
    parser.add_argument("--to", default=str(ROOT / "docs" / "findings-trickerion-dark-alley.md"))
    args = parser.parse_args()
    d = load_data(Path(args.out))
    lines = (header(d, read_walltimes(args.walltimes), args.commit) + magician_section(d) + card_section(d)
             + prophecy_section(d) + base_section(d) + module_section(d) + signal_section(d) + footer())
    Path(args.to).write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {args.to}")


if __name__ == "__main__":
    np.seterr(all="ignore")
    main()
