"""Fuzz every input file kind: each field of a good file replaced by a value of another type or out
of range, or removed (tests/bad_input_files.py). Every mutation must be accepted (exit 0) or be
one line and exit code 2; never a traceback. One test per file kind loops over its mutations
in-process, so a few thousand cases take seconds."""

from __future__ import annotations

import contextlib
import io
import json
import random

import pytest

from bad_input_files import HEROES, REMOVE, SPEC, TRICKARUS, TRICKSTERS, mutations, toml_text
from simkit.cli import BadInput, main
from simkit.cli.options import make_setup

VALUES = [5, 1.0, True, "", "no", [1, 2], {"a": 1}, 10**15, "=HYPERLINK(\"x\")"]  # a type or range each


def _command(argv) -> tuple[object, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            main(argv)
            code = 0
        except SystemExit as exc:
            code = exc.code
    return code, err.getvalue()


def _fine(code, err) -> bool:
    return code == 0 or (code == 2 and err.count("\n") == 1 and err.startswith("simkit: error: "))


def test_every_catalogue_mutation_is_a_hero_or_one_line(tmp_path):
    path, failures, cases = tmp_path / "h.toml", [], 0
    for label, data in mutations(HEROES, VALUES):
        path.write_text(toml_text(data))
        code, err = _command(["heroes", "--catalog", str(path)])
        cases += 1
        if not _fine(code, err):
            failures.append((label, code, err))
    assert cases > 600 and failures == []


@pytest.mark.parametrize("game, data", [("tricksters", TRICKSTERS), ("trickarus", TRICKARUS)])
def test_every_composition_mutation_is_a_setup_or_one_line(tmp_path, game, data):
    path, failures, cases = tmp_path / "c.toml", [], 0
    for label, mutated in mutations(data, VALUES):
        path.write_text(toml_text(mutated))
        cases += 1
        try:
            make_setup(game, None, 4, None, str(path), "random")
        except BadInput as exc:
            if "\n" in str(exc):
                failures.append((label, str(exc)))
        except Exception as exc:  # noqa: BLE001 (the point: nothing else may escape)
            failures.append((label, repr(exc)))
    assert cases > 300 and failures == []


def test_every_spec_mutation_is_a_spec_or_one_line(tmp_path):
    """The spec's own checks are experiments/spec.py's; here: nothing escapes as a traceback."""
    from simkit.experiments.spec import SpecError, load_spec
    from simkit.experiments.spec_plugins import SpecPluginError, spec_plugin_files
    path, failures = tmp_path / "s.toml", []
    for label, mutated in mutations(SPEC, VALUES, skip=("out",)):
        path.write_text(toml_text(mutated))
        try:
            spec_plugin_files(path)
            load_spec(path)
        except (SpecError, SpecPluginError) as exc:
            if "\n" in str(exc):
                failures.append((label, str(exc)))
        except Exception as exc:  # noqa: BLE001
            failures.append((label, repr(exc)))
    assert failures == []


TRACE_VALUES = [5, "", [1], {"a": 1}, None]


def test_every_trace_mutation_replays_or_is_one_line(tmp_path):
    from simkit.api import trace_events
    events = trace_events("cot", 2, "beginner", "random", seed=4)
    rng = random.Random(1)
    picked = list(range(6)) + rng.sample(range(6, len(events)), 8) + [len(events) - 1]
    path, failures, cases = tmp_path / "t.jsonl", [], 0
    for index in picked:
        for key in list(events[index]):
            for value in TRACE_VALUES + [REMOVE]:
                mutated = [dict(e) for e in events]
                if value is REMOVE:
                    del mutated[index][key]
                else:
                    mutated[index][key] = value
                path.write_text("".join(json.dumps(e) + "\n" for e in mutated))
                code, err = _command(["replay", str(path)])
                cases += 1
                if not _fine(code, err):
                    failures.append((index, key, value, code, err[:200]))
    for cut in (1, 2, len(events) // 2, len(events) - 1):  # cut short anywhere: refused
        path.write_text("".join(json.dumps(e) + "\n" for e in events[:cut]))
        code, err = _command(["replay", str(path)])
        assert code == 2 and "cut short" in err
    assert cases > 200 and failures == [], failures[:5]
