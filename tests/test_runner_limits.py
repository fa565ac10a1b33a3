"""Size limits: a spec too large to plan is one line naming the key, exit 2, before anything is planned."""

import pytest

from cli_run import run
from simkit.experiments.spec import MAX_CELLS, MAX_GAMES_PER_CELL, MAX_TASKS, MAX_TOTAL_GAMES

SPEC = """\
ruleset = "cot"
players = 4
games = GAMES
games_per_task = 10_000
seed = 1

[decks]
DECKS

[[lineups]]
seats = ["random"]
"""


@pytest.mark.parametrize("games, decks, message", [
    (str(10**12), 'named = ["beginner"]', f"games: at most {MAX_GAMES_PER_CELL:,} games per cell, got 1,000,000,000,000"),
    (str(2**63 - 1), 'named = ["beginner"]', "games: at most 1,000,000,000 games per cell, got 9,223,372,036,854,775,807"),
    (str(2**64), 'named = ["beginner"]', "games: at most 1,000,000,000 games per cell, got 18,446,744,073,709,551,616"),
    ("100", "sample = 1_000_000", f"decks.sample: at most {MAX_CELLS:,} decks"),
    (str(10**9), "sample = 200", f"games: 200 cells x 1,000,000,000 games is 200,000,000,000 games, more than "
                              f"{MAX_TOTAL_GAMES:,}"),
    (str(10**9), "sample = 20", f"more than {MAX_TASKS:,}: raise games_per_task"),
], ids=["10^12 games", "2^63-1 games", "2^64 games", "10^6 cells", "total games", "tasks"])
def test_a_spec_above_a_limit_is_refused_in_one_line(tmp_path, capsys, games, decks, message):
    spec = tmp_path / "big.toml"
    spec.write_text(SPEC.replace("GAMES", games).replace("DECKS", decks))
    code, out, err = run(capsys, "run", str(spec), "--out", str(tmp_path / "out"))
    assert code == 2 and out == "" and err.count("\n") == 1 and message in err, err
    assert not (tmp_path / "out").exists()


def test_games_on_the_command_line_have_the_same_limits(tmp_path, capsys):
    spec = tmp_path / "spec.toml"
    spec.write_text(SPEC.replace("GAMES", "100").replace("DECKS", 'named = ["beginner"]'))
    code, _, err = run(capsys, "run", str(spec), "--out", str(tmp_path / "out"), "--games", str(10**12))
    assert code == 2 and err == (f"simkit: error: --games: at most {MAX_GAMES_PER_CELL:,} games per cell, "
                                 "got 1,000,000,000,000\n")
    code, _, err = run(capsys, "run", str(spec), "--out", str(tmp_path / "out"), "--games", "0")
    assert code == 2 and "--games must be at least 1, got 0" in err
    assert not (tmp_path / "out").exists()
