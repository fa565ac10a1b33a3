"""Golden playthroughs (OpenSpiel-style): one short game per ruleset of every registered game,
its trace checked in under tests/golden/. A fast regression tier beside the referees: any change
to a rule, a random stream, a strategy or the trace format shows up here as a first differing
event. When a change is meant, rewrite the files and review their diff:

    python tests/test_golden_playthroughs.py --write
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

GOLDEN = Path(__file__).resolve().parent / "golden"
SEED, GAME_NUMBER = 20261201, 1


def playthroughs() -> list[tuple[str, str]]:
    """(game, ruleset) for every ruleset of every registered game."""
    from simkit.games.registry import game_names, get_game
    return [(name, ruleset) for name in game_names() for ruleset in get_game(name).rulesets]


def trace_of(game_name: str, ruleset: str) -> list[dict]:
    """The trace of the golden game: random play at the ruleset's smallest table of 3 or more."""
    from simkit.games.registry import get_game
    game = get_game(game_name)
    info = game.rulesets[ruleset]
    players = min(max(3, info.min_players), info.max_players)
    setup = game.make_setup(ruleset, players, game.default_deck, "random")
    return json.loads(json.dumps(game.trace(setup, SEED, GAME_NUMBER)))  # as the JSON Lines file holds it


def golden_file(ruleset: str) -> Path:
    return GOLDEN / f"{ruleset}.jsonl"


@pytest.mark.parametrize("game_name, ruleset", playthroughs())
def test_the_golden_playthrough_replays(game_name, ruleset):
    path = golden_file(ruleset)
    assert path.exists(), f"no golden trace for {ruleset}: python tests/test_golden_playthroughs.py --write"
    expected = [json.loads(line) for line in path.read_text().splitlines()]
    events = trace_of(game_name, ruleset)
    for k, (got, want) in enumerate(zip(events, expected)):
        assert got == want, f"{ruleset}: event {k} differs"
    assert len(events) == len(expected)


def write_golden() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for game_name, ruleset in playthroughs():
        events = trace_of(game_name, ruleset)
        golden_file(ruleset).write_text("".join(json.dumps(e, separators=(",", ":")) + "\n" for e in events))
        print(f"{ruleset}: {len(events)} events")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python tests/test_golden_playthroughs.py --write")
    write_golden()
