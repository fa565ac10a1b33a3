"""Write docs/findings-trickerion-academy.md from the result folders of the
experiments/trickerion-academy-*.toml runs and the runs they are compared with (the Dark Alley's
trickerion-dark-alley-seats, -base and -skill, the base game's trickerion-skill);
docs/make-findings-trickerion-academy.sh makes them all first. Every number on the page is read
from them here, none is typed.

    python docs/findings_trickerion_academy.py [OUT_FOLDER] [--walltimes FILE] [--commit SHA] [--to PAGE]
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "docs"))

from simkit.games.trickerion.composition import load_composition  # noqa: E402
from simkit.games.trickerion.vocabulary import CATEGORIES  # noqa: E402

from academy_results import magician_rates, restricted_contrasts  # noqa: E402
from academy_sections import academy_section, magician_section, module_section  # noqa: E402
from academy_sensitivity import sensitivity_section, signal_section  # noqa: E402
from dark_alley_results import strong_share  # noqa: E402
from findings_common import load_runs, read_walltimes, walltime_lines  # noqa: E402

RUNS = {"seats": "trickerion-academy-seats", "sparse": "trickerion-academy-sparse",
        "da-hand": "trickerion-academy-da-hand", "noacademy": "trickerion-academy-noacademy",
        "skill": "trickerion-academy-skill", "da": "trickerion-dark-alley-seats", "base": "trickerion-dark-alley-base",
        "da-skill": "trickerion-dark-alley-skill", "base-skill": "trickerion-skill"}
DEFAULT, SPARSE = "trickerion-assumed-v1", "trickerion-academy-sparse"
ACADEMY_SECTIONS = ("academy_location", "academy_ten_rooms", "academy_tiles", "secrets", "protege")


@dataclass
class Data:
    out: Path
    runs: dict  # short name -> simkit.experiments results
    categories: dict[str, str]  # the 12 Magicians the Academy offers -> Favourite category
    academy_magicians: set[str]  # the Academy's own 4
    _rates: dict = field(default_factory=dict)

    def games(self, run: str) -> int:
        """Games per cell of a run (every cell of these specs plays the same number)."""
        return int(self.runs[run].cells["games"].iloc[0])

    def turns(self, run: str) -> int:
        return int(round(self.runs[run].cells["rounds_sum"].sum() / self.runs[run].cells["games"].sum()))

    def run_name(self, run: str) -> str:
        return f"`{RUNS[run]}`"

    @staticmethod
    def composition_label(deck: str) -> str:
        return {DEFAULT: "default", SPARSE: "sparse"}.get(deck, deck)

    def magician_rates(self, run: str):
        if run not in self._rates:
            self._rates[run] = magician_rates(self.runs[run], self.categories)
        return self._rates[run]

    @cached_property
    def noacademy(self):
        return restricted_contrasts(self.out / RUNS["noacademy"], self.runs["noacademy"])


class NotReady(ValueError):
    """The results folder lacks a run or holds an unfinished one."""


def load_data(out: Path) -> Data:
    missing = [folder for folder in RUNS.values() if not (Path(out) / folder / "manifest.json").is_file()]
    if missing:
        raise NotReady(f"{out} has no results of {', '.join(missing)}: run docs/make-findings-trickerion-academy.sh "
                       "first")
    runs, unfinished = load_runs(out, RUNS)
    if unfinished:
        raise NotReady(f"unfinished: {', '.join(unfinished)}: run docs/make-findings-trickerion-academy.sh "
                       "to the end first")
    mags = load_composition().magicians
    offered = {m.removeprefix("magician ") for m in runs["seats"].marks["mark"].unique() if m.startswith("magician ")}
    categories = {name: CATEGORIES[int(mags.category[i])] for i, name in enumerate(mags.names) if name in offered}
    own = {name for i, name in enumerate(mags.names) if name in offered and int(mags.box[i]) != 0}
    return Data(Path(out), runs, categories, own)


def header(d: Data, walltimes: dict, commit: str) -> list[str]:
    runs = d.runs
    games = {RUNS[k]: int(res.cells["games"].sum()) for k, res in runs.items()}
    hashes = sorted({res.manifest["engine_hash"] for res in runs.values()})
    seeds = sorted({res.manifest["seed"] for res in runs.values()})
    compositions = sorted({c for res in runs.values() for c in res.cells["deck"].unique()})
    assumed = sorted({s for k in ("seats", "sparse", "da-hand", "noacademy", "skill")
                      for entry in runs[k].manifest.get("assumed_data") or [] for s in entry["sections"]})
    academy_assumed = [s for s in assumed if s in ACADEMY_SECTIONS]
    duel = [s for s in assumed if s not in ACADEMY_SECTIONS]
    lines = ["# Trickerion: balance findings (Dahlgaard's Academy)", "",
             "> **Caveat: assumed data.** No public source gives the Academy's tiles and Secrets, nor the rest of",
             f"> its data listed here: the default composition's Academy sections ({', '.join(f'`{s}`' for s in academy_assumed) or 'none'})",
             "> are assumed, built by the data notes' rules (docs/trickerion.md, \"Assumed data\"). **Every Academy",
             "> figure below rests on them**, at every player count. Section 4 replays the runs on the sensitivity",
             "> composition (`trickerion-academy-sparse`, the assumed tiles and Secrets at half strength) and lists",
             "> which conclusions change with it. The 2-player games also use the Duel module's assumed cards",
             f"> ({', '.join(f'`{s}`' for s in duel) or 'none'}).", "",
             "Every number below is read from real runs of the experiment specs `experiments/trickerion-academy-*.toml`",
             "and of the Dark Alley's and the base game's specs they are compared with (`simkit run`) by",
             "`docs/findings_trickerion_academy.py`; `bash docs/make-findings-trickerion-academy.sh` makes them all",
             "and regenerates this page.", "",
             "- **Setup.** Rulesets `trickerion-academy` (the Dark Alley and Dahlgaard's Academy: Renovate, Banners,",
             "  Classrooms and Practice Rooms, Practice, Teach, Secrets, the Academy's four Magicians) and",
             "  `trickerion-academy-da-hand` (the Dark Alley rulebook's hand, G5), against `trickerion-dark-alley`",
             f"  and the base game `trickerion`; seed {', '.join(map(str, seeds))}, engine hash "
             f"{', '.join(f'`{h}`' for h in hashes)}, compositions {', '.join(f'`{c}`' for c in compositions)},",
             f"  simkit {runs['seats'].manifest['simkit_version']}{f', commit {commit}' if commit else ''}, results "
             f"created {min(res.manifest['created'] for res in runs.values())[:10]}.",
             "- **Strategies** (docs/trickerion.md, \"Strategies\"): the planner at every seat unless a section says",
             "  otherwise; Magicians dealt at random (`magicians = \"random\"`) except in the skill runs, where the",
             "  seats draft them (D1).",
             "- **Intervals** are 95% and two-sided, each built for its design (docs/dark_alley_stats.py): Wilson's",
             "  for a win rate, Newcombe's for a difference of two, Student's t for a mean of independent games,",
             "  Welch's for a difference of two means, a ratio over blocks of games for a paired difference. Every",
             "  \"significant\" label (\\*) is Holm-corrected over the family its section names; a difference whose",
             "  interval holds 0 is a tie.",
             "- **Games played:** " + "; ".join(f"`{name}` {n:,}" for name, n in games.items()) + ".", ""]
    return lines + walltime_lines(walltimes)


def footer(d: Data) -> list[str]:
    behind = [n for n in (2, 3, 4) if (e := strong_share(d.runs["skill"], "planner", "greedy", n)) and e.hi < 1 / n]
    return ["## What these runs don't answer", "",
            "- Everything the Academy gives rests on its assumed tiles and Secrets (the caveat; section 4 says",
            "  which conclusions move on the half-strength composition, not what the printed ones are).",
            "- The strategies are heuristics" + (f" (one planner among greedy seats falls below the fair share at "
                                                 f"{', '.join(f'{n}p' for n in behind)}: section 3)" if behind else "")
            + ":", "  how much the Academy is worth to a strong player, and the Magicians' rates under strong play,",
            "  may differ from these. They hardly perform on the Academy (section 5, Performances): these are",
            "  the figures of a game played without Performances.",
            "- The Magicians' rates are for Magicians dealt at random; drafted (D1), a seat would pick by them.",
            "- The sparse composition was not played in the skill line-ups.", ""]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default=str(ROOT / "out"))
    parser.add_argument("--walltimes", default=None, help="lines '<step> <seconds>', summed per step")
    parser.add_argument("--commit", default="")
    parser.add_argument("--to", default=str(ROOT / "docs" / "findings-trickerion-academy.md"))
    args = parser.parse_args()
    try:
        if not Path(args.out).is_dir():
            raise NotReady(f"no results folder {args.out}: run docs/make-findings-trickerion-academy.sh first")
        d = load_data(Path(args.out))
    except ValueError as exc:  # NotReady, or a damaged folder (simkit.experiments' StoreError): one line
        print(f"error: {exc}", file=sys.stderr)
        raise SystemExit(2) from None
    lines = (header(d, read_walltimes(args.walltimes), args.commit) + academy_section(d) + magician_section(d)
             + module_section(d) + sensitivity_section(d) + signal_section(d) + footer(d))
    Path(args.to).write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {args.to}")


if __name__ == "__main__":
    np.seterr(all="ignore")
    main()
