"""simkit results: the headline tables of a folder; progress lines for logs; bad folders are one line, exit 2."""

import io

import pytest

from simkit import experiments
from cli_run import run
from simkit.experiments.progress import PlainProgress, RichProgress, compile_status, make_progress

SPEC = """\
description = "two decks, cautious against random"
ruleset = "cot"
players = 3
games = 120
games_per_task = 60
seed = 4

[decks]
named = ["beginner", "strategist"]

[[lineups]]
seats = ["cautious", "random", "random"]
"""


@pytest.fixture
def folder(tmp_path, capsys):
    (tmp_path / "spec.toml").write_text(SPEC)
    code, out, err = run(capsys, "run", str(tmp_path / "spec.toml"), "--out", str(tmp_path / "out"),
                            "--workers", "1")
    assert code == 0, err
    assert out.startswith("played 240 games in ") and "2 cells x 120 games = 4 tasks" in err
    return tmp_path / "out"


def test_results_prints_the_headline_tables(folder, capsys):
    code, out, err = run(capsys, "results", str(folder))
    assert code == 0 and err == ""
    assert "two decks, cautious against random" in out and "tasks        4 of 4 done; 240 games in 2 of 2 cells" in out
    for title in ("cells (each deck and line-up)", "strategies (pooled", "seats (seat advantage", "games (pooled",
                  "heroes (pooled"):
        assert title in out
    seats = experiments.load(folder).seats
    cautious = seats[seats["strategy"] == "cautious"]
    share = cautious["wins"].sum() / cautious["games"].sum()
    line = next(line for line in out.splitlines() if line.startswith("cot") and " cautious " in line)
    assert line.split()[:4] == ["cot", "3", "cautious", "240"] and line.split()[4] == f"{share:.1%}"
    assert "deck 1: Archivist, Doctor, Explorer, Inventor, Scavenger, Scion, Witness" in out


def test_results_of_an_unfinished_run_say_so(folder, capsys):
    next((folder / "parts").glob("part-*.parquet")).unlink()
    code, out, _ = run(capsys, "results", str(folder))
    assert code == 0 and "tasks        3 of 4 done" in out and "INCOMPLETE" in out


def test_results_of_a_folder_that_is_not_a_store(tmp_path, capsys):
    code, out, err = run(capsys, "results", str(tmp_path))
    assert code == 2 and out == "" and err == f"simkit: error: {tmp_path}: not a simkit results folder (no manifest.json)\n"
    code, _, err = run(capsys, "results", str(tmp_path / "nowhere"))
    assert code == 2 and "no such results folder" in err


def test_plain_progress_prints_games_rate_and_eta_for_logs():
    stream = io.StringIO()
    progress = PlainProgress(total=1000, done=200, stream=stream, interval=0.0)
    progress.advance(300)
    line = stream.getvalue().strip()
    assert line.startswith("simkit run: 500/1,000 games (50%), ") and "games/s" in line and ", ETA " in line
    quiet = io.StringIO()
    progress = PlainProgress(total=1000, done=0, stream=quiet, interval=3600.0)
    progress.advance(10)
    progress.tick()
    assert quiet.getvalue() == ""


def test_a_long_compile_says_so_with_an_estimate_and_the_time_so_far():
    import threading
    stream, release = io.StringIO(), threading.Event()
    with compile_status("Trickster", stream, quiet=0.0, interval=0.01):
        while stream.getvalue().count("\n") < 3:  # the headline, then "still compiling" lines
            release.wait(0.01)
    lines = stream.getvalue().splitlines()
    assert lines[0].startswith("simkit run: compiling the Trickster engine (") and " min on 2 cores" in lines[0]
    assert lines[1].startswith("simkit run: still compiling the Trickster engine, ") and lines[1].endswith(" so far")
    quick = io.StringIO()
    with compile_status("Trickster", quick, quiet=3600.0):
        pass  # a cache load: nothing said
    assert quick.getvalue() == ""


def test_a_terminal_gets_the_rich_bar_and_a_log_the_plain_lines():
    class Terminal(io.StringIO):
        def isatty(self):
            return True
    assert isinstance(make_progress(10, 0, Terminal()), RichProgress)
    assert isinstance(make_progress(10, 0, io.StringIO()), PlainProgress)


def test_many_cells_show_a_table_per_deck_instead(tmp_path, capsys):
    spec = SPEC.replace("players = 3", "players = 4").replace('named = ["beginner", "strategist"]', "sample = 3")
    spec = spec.replace('seats = ["cautious", "random", "random"]', 'seats = ["cautious", "random", "random", "random"]'
                        '\nrotate = true').replace("games = 120", "games = 20")
    (tmp_path / "spec.toml").write_text(spec)
    code, out, err = run(capsys, "run", str(tmp_path / "spec.toml"), "--out", str(tmp_path / "out"),
                            "--workers", "1")
    assert code == 0, err
    assert "cells (each deck and line-up)" not in out and "decks (pooled over line-ups and seats)" in out
    seats = experiments.load(tmp_path / "out").seats
    assert len(seats) == 3 * 4 * 4
    block = out.split("decks (pooled over line-ups and seats)")[1].split("\n\n")[0]
    rows = [line.split() for line in block.splitlines()[2:]]
    assert [(r[2], r[3], r[4]) for r in rows] == [(str(d), s, n) for d in range(3)
                                                   for s, n in (("cautious", "80"), ("random", "240"))]
