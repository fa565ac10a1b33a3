"""The result store: damaged folders are one line (exit 2), bad parts are set aside and played
again, a finished folder extends with more games, --fresh replaces it, a full disk leaves nothing."""

import errno
import json
import re
import shutil

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from simkit import experiments
from cli_run import run
from simkit.experiments.executors import local_pool
from simkit.experiments.folder_lock import lock_folder
from simkit.experiments.runner import run_spec
from simkit.experiments.spec import load_spec

TABLES = ("seats", "cells", "heroes", "hero_seats", "marks", "score_hist", "length_hist")
SPEC = """\
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
PART = "parts/part-{:08d}.parquet"


def make_run(folder, spec_text=SPEC, name="out", **spec_changes):
    folder.mkdir(parents=True, exist_ok=True)
    spec_file = folder / f"{name}.toml"
    text = spec_text
    for key, value in spec_changes.items():
        text = text.replace(f"{key} = {dict(games=120, games_per_task=60, seed=4)[key]}", f"{key} = {value}")
    spec_file.write_text(text)
    run_spec(load_spec(spec_file), folder / name, lambda: local_pool(1), log=lambda message: None)
    return spec_file, folder / name


def assert_same_results(a, b):
    a, b = experiments.load(a), experiments.load(b)
    for table in TABLES:
        pd.testing.assert_frame_equal(getattr(a, table), getattr(b, table), check_exact=True)


@pytest.fixture(scope="module")
def finished(tmp_path_factory):
    """A finished folder (2 cells x 2 tasks), and one of another experiment (another seed)."""
    base = tmp_path_factory.mktemp("store")
    spec_file, out = make_run(base)
    _, other = make_run(base, name="other", seed=5)
    return spec_file, out, other


@pytest.fixture
def folder(finished, tmp_path):
    spec_file, out, _ = finished
    copy = tmp_path / "out"
    shutil.copytree(out, copy)
    shutil.copy(spec_file, tmp_path / "spec.toml")
    return copy


def edit_manifest(change):
    def damage(folder, other):
        manifest = json.loads((folder / "manifest.json").read_text())
        change(manifest)
        (folder / "manifest.json").write_text(json.dumps(manifest))
    return damage


def write(name, data):
    def damage(folder, other):
        (folder / name).write_bytes(data)
    return damage


def truncate_part(folder, other):
    path = folder / PART.format(3)
    path.write_bytes(path.read_bytes()[:-100])


def part_of_another_schema(folder, other):
    pq.write_table(pa.table({"task": [0], "wins": [3]}), folder / PART.format(1))


def edited_part(folder, other):
    path = folder / PART.format(2)
    table = pq.read_table(path)
    games = table.column("games").to_pylist()
    index = next(i for i, g in enumerate(games) if g is not None)
    games[index] += 1
    table = table.set_column(table.schema.get_field_index("games"), "games", pa.array(games, pa.int64()))
    pq.write_table(table, path)  # the metadata (and its checksum) travel along


def renamed_part(folder, other):
    (folder / PART.format(1)).unlink()
    (folder / PART.format(0)).rename(folder / PART.format(1))


def duplicated_part(folder, other):
    shutil.copy(folder / PART.format(0), folder / PART.format(3))


def copied_under_a_loose_name(folder, other):
    shutil.copy(folder / PART.format(0), folder / "parts" / "part-0.parquet")


def part_of_another_experiment(folder, other):
    shutil.copy(other / PART.format(2), folder / PART.format(2))


def remove(name):
    def damage(folder, other):
        path = folder / name
        shutil.rmtree(path) if path.is_dir() else path.unlink()
    return damage


def parts_as_a_file(folder, other):
    shutil.rmtree(folder / "parts")
    (folder / "parts").write_text("not a folder")


def no_folder(folder, other):
    shutil.rmtree(folder)


def a_file(folder, other):
    shutil.rmtree(folder)
    folder.write_text("results?")


def cells_missing_a_row(folder, other):
    cells = pd.read_parquet(folder / "cells.parquet")
    cells.iloc[:1].to_parquet(folder / "cells.parquet")


DAMAGE = [
    (no_folder, "no such"),  # results: "no such results folder"; report: "no such folder"
    (a_file, ("is a file", "not a folder")),
    (remove("manifest.json"), "not a simkit results folder (no manifest.json)"),
    (write("manifest.json", b"{not json"), "unreadable manifest"),
    (write("manifest.json", b""), "unreadable manifest"),
    (write("manifest.json", b"[1, 2]"), "not a simkit manifest (not a JSON object)"),
    (edit_manifest(lambda m: m.update(format=1)), "a results folder of format 1; this simkit reads format 2"),
    (edit_manifest(lambda m: m.pop("segments")), "damaged manifest (segments: no segments)"),
    (edit_manifest(lambda m: m.update(tasks="4")), "damaged manifest (tasks missing or not a count)"),
    (edit_manifest(lambda m: m.update(tasks=5)), "damaged manifest (tasks disagrees with the cells and segments)"),
    (remove("cells.parquet"), "cells.parquet: missing"),
    (write("cells.parquet", b"PAR1 garbage"), "cells.parquet: unreadable"),
    (cells_missing_a_row, "cells.parquet: 1 rows, not cells 0..1 of the manifest"),
    (remove("parts"), "parts: missing"),
    (parts_as_a_file, "parts: missing"),
    (truncate_part, "part-00000003.parquet: unreadable, truncated or not Parquet"),
    (write(PART.format(1), b"garbage"), "part-00000001.parquet: unreadable, truncated or not Parquet"),
    (part_of_another_schema, "part-00000001.parquet: not a simkit part (no part metadata)"),
    (edited_part, "part-00000002.parquet: its rows do not match their checksum"),
    (renamed_part, "part-00000001.parquet: holds task 0, not task 1"),
    (duplicated_part, "part-00000003.parquet: holds task 0, not task 3"),
    (copied_under_a_loose_name, "part-0.parquet: not a part file name"),
    (part_of_another_experiment, "part-00000002.parquet: a part of another experiment"),
]


@pytest.mark.parametrize("damage, message", DAMAGE, ids=[f"{i}-{d.__name__}" for i, (d, _) in enumerate(DAMAGE)])
def test_a_damaged_folder_is_one_line_and_exit_2_in_results_and_report(finished, folder, capsys, damage, message):
    damage(folder, finished[2])
    for command in (["results", str(folder)], ["report", str(folder), "--html", str(folder.parent / "r.html")]):
        code, out, err = run(capsys, *command)
        assert code == 2, (command, err)
        fragments = message if isinstance(message, tuple) else (message,)
        assert err.startswith("simkit: error: ") and err.count("\n") == 1, (command, err)
        assert any(fragment in err for fragment in fragments), (command, err)
        assert "Traceback" not in err and out == ""
    assert not (folder.parent / "r.html").exists()


def every_kind_of_bad_part(folder, other):
    (folder / PART.format(1)).unlink()
    (folder / PART.format(3)).rename(folder / PART.format(1))  # renamed: holds task 3
    shutil.copy(folder / PART.format(0), folder / PART.format(3))  # duplicated: holds task 0
    copied_under_a_loose_name(folder, other)
    edited_part(folder, other)  # part 2
    shutil.copy(other / PART.format(0), folder / PART.format(0))  # of another experiment


def status_line(line):
    """A progress or compile line (written every few seconds on a loaded machine), not a note."""
    return re.match(r"simkit run: [\d,]+/[\d,]+ games", line) is not None or "compiling the" in line


@pytest.mark.parametrize("damage, played, notes", [
    (every_kind_of_bad_part, 4, ["part-00000000.parquet: a part of another experiment",
                                 "part-00000001.parquet: holds task 3, not task 1",
                                 "part-00000002.parquet: its rows do not match their checksum",
                                 "part-00000003.parquet: holds task 0, not task 3",
                                 "part-0.parquet: not a part file name"]),
    (lambda folder, other: (remove("parts")(folder, other), remove("cells.parquet")(folder, other)), 4,
     ["cells.parquet: missing or damaged; written again from the spec", "parts: missing; its tasks run again"]),
], ids=["bad parts", "missing parts and cells"])
def test_a_resume_sets_bad_parts_aside_and_plays_their_tasks_again(finished, folder, capsys, damage, played, notes):
    spec_file, whole, other = finished
    damage(folder, other)
    code, out, err = run(capsys, "run", str(folder.parent / "spec.toml"), "--out", str(folder))
    assert code == 0, err
    lines = sorted(line for line in err.splitlines() if line.startswith("simkit run: ") and not status_line(line))
    assert len(lines) == len(notes) and all(note in line for note, line in zip(sorted(notes), lines)), lines
    assert f"played {played * 60:,} games" in out
    assert_same_results(folder, whole)  # nothing lost, nothing counted twice
    moved = [line for line in lines if "moved to" in line]
    assert len(list((folder / "damaged").iterdir()) if moved else []) == len(moved)  # set aside, not deleted


def test_a_truncated_last_part_is_played_again_not_reported_finished(finished, folder, capsys):
    truncate_part(folder, None)
    code, out, err = run(capsys, "run", str(folder.parent / "spec.toml"), "--out", str(folder))
    assert code == 0 and "part-00000003.parquet: unreadable" in err and "played 60 games" in out
    code, out, err = run(capsys, "run", str(folder.parent / "spec.toml"), "--out", str(folder))
    assert code == 0 and "nothing to run: every task is finished" in out and "--fresh starts afresh" in out


def test_more_games_extend_a_finished_folder_and_equal_a_fresh_run_of_the_larger_count(finished, folder, capsys,
                                                                                       tmp_path):
    spec_file = folder.parent / "spec.toml"
    code, out, err = run(capsys, "run", str(spec_file), "--out", str(folder), "--games", "200")
    assert code == 0, err
    assert f"extending {folder}: 120 -> 200 games per cell (games 120..199 of each cell are new)" in err
    assert "played 160 games" in out  # 2 cells x 80 new games, nothing replayed
    manifest = json.loads((folder / "manifest.json").read_text())
    assert manifest["games_per_cell"] == 200 and manifest["spec"]["games"] == 200 and manifest["tasks"] == 8
    assert [(s["games_from"], s["games_to"]) for s in manifest["segments"]] == [(0, 120), (120, 200)]
    spec_file.write_text(spec_file.read_text().replace("games = 120", "games = 260"))  # or in the spec
    code, out, err = run(capsys, "run", str(spec_file), "--out", str(folder))
    assert code == 0 and "played 120 games" in out, err
    _, larger = make_run(tmp_path / "fresh", games=260, games_per_task=100)  # another chunking, too
    assert_same_results(folder, larger)
    assert experiments.load(folder).cells["games"].tolist() == [260, 260]

    code, _, err = run(capsys, "run", str(spec_file), "--out", str(folder), "--games", "100")
    assert code == 2 and "holds 260 games per cell, the spec asks for 100" in err and err.count("\n") == 1


def test_fresh_replaces_a_finished_folder_and_refuses_what_is_not_one(finished, folder, capsys, tmp_path):
    (folder / "parts" / "part-00000003.parquet").unlink()
    (folder / "damaged").mkdir()
    code, out, err = run(capsys, "run", str(folder.parent / "spec.toml"), "--out", str(folder), "--fresh")
    assert code == 0 and "played 240 games" in out and "finished before" not in err, err
    assert not (folder / "damaged").exists() and sorted(p.name for p in folder.parent.iterdir()) == ["out", "spec.toml"]
    assert_same_results(folder, finished[1])

    other = tmp_path / "mine"
    other.mkdir()
    (other / "notes.txt").write_text("keep me")
    code, _, err = run(capsys, "run", str(folder.parent / "spec.toml"), "--out", str(other), "--fresh")
    assert code == 2 and "--fresh replaces a results folder, and this is not one" in err
    assert (other / "notes.txt").read_text() == "keep me"


def test_a_fresh_run_that_fails_leaves_the_old_results_whole(finished, folder, capsys, monkeypatch):
    before = sorted(p.name for p in (folder / "parts").iterdir())
    monkeypatch.setattr("simkit.experiments.store._write_manifest", disk_full)
    code, _, err = run(capsys, "run", str(folder.parent / "spec.toml"), "--out", str(folder), "--fresh")
    assert code == 1 and "No space left on device" in err and err.count("\n") == 1
    assert sorted(p.name for p in (folder / "parts").iterdir()) == before
    assert sorted(p.name for p in folder.parent.iterdir()) == ["out", "spec.toml"]  # no temporary store left
    assert_same_results(folder, finished[1])


def disk_full(*args, **kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


@pytest.mark.parametrize("existing", [False, True])
def test_a_full_disk_while_creating_the_store_is_exit_1_and_leaves_nothing(tmp_path, capsys, monkeypatch, existing):
    (tmp_path / "spec.toml").write_text(SPEC)
    out = tmp_path / "deep" / "er" / "out"
    if existing:
        out.mkdir(parents=True)
    monkeypatch.setattr("simkit.experiments.store._write_cells", disk_full)
    code, _, err = run(capsys, "run", str(tmp_path / "spec.toml"), "--out", str(out), "--workers", "1")
    assert code == 1 and err == f"simkit: error: {out}: cannot write cells.parquet (No space left on device)\n"
    if existing:
        assert list(out.parent.iterdir()) == [out] and not list(out.iterdir())
    else:
        assert sorted(p.name for p in tmp_path.iterdir()) == ["spec.toml"]


def test_a_folder_another_run_writes_is_refused(folder, capsys):
    lock = lock_folder(folder)  # as a running simkit run holds it
    try:
        for extra in ([], ["--fresh"]):
            code, out, err = run(capsys, "run", str(folder.parent / "spec.toml"), "--out", str(folder), *extra)
            assert code == 2 and err.count("\n") == 1 and out == ""
            assert f"{folder}: another simkit run is writing this folder (pid " in err
        code, _, _ = run(capsys, "results", str(folder))
        assert code == 0  # reading needs no lock
    finally:
        lock.release()
    code, out, _ = run(capsys, "run", str(folder.parent / "spec.toml"), "--out", str(folder))
    assert code == 0 and "nothing to run" in out
