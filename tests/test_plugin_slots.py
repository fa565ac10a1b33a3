"""Trickster's plugin slots: a table of kernel addresses the compiled engine calls through, so the
engine is one compiled copy with or without plugins, and a plugin may be loaded at any time."""

import subprocess
import sys
import textwrap

import numpy as np
import pytest
from numba import njit

from plugin_source import PLUGIN, PLUGIN_FILE
from simkit.strategies.trickster.plugin_slots import SLOTS, plugin_3

AFTER_THE_ENGINE = textwrap.dedent('''
    import numpy as np
    from simkit import api
    from simkit.engine import kernel_cache
    folder = kernel_cache.group_folder("trickster")
    first = api.play(api.make_setup("cot", 3, "beginner", "random"), 30, 5)  # the engine runs before any plugin
    from simkit.strategies.plugins import load_plugins
    load_plugins(["{plugin}"])
    kernel_cache.group_folder.cache_clear()
    assert kernel_cache.group_folder("trickster") == folder, "a plugin file changed the engine's cache folder"
    again = api.play(api.make_setup("cot", 3, "beginner", "random"), 30, 5)
    assert (again.round_scores == first.round_scores).all()
    mixed = api.play(api.make_setup("cot", 3, "beginner", "lastpick,middle,random"), 30, 5)
    print(mixed.decisions.sum(), int((mixed.round_scores != first.round_scores).any()))
''')


def test_an_empty_slot_raises_when_the_engine_calls_it():
    assert SLOTS[3].kernel is None  # the suite loads plugins in subprocesses only

    @njit
    def call(s, rng, w):
        return plugin_3(s, rng, w, 0)
    with pytest.raises(RuntimeError, match="trickster.plugin3 could not be bound"):
        call(np.zeros(4, np.int32), np.zeros(2, np.uint64), np.zeros((1, 1)))
    assert SLOTS[3].problem == "ValueError: no plugin strategy is loaded in slot 3"


def test_a_plugin_loaded_after_the_engine_ran_plays_in_the_same_compiled_engine(tmp_path):
    (tmp_path / PLUGIN_FILE).write_text(PLUGIN)
    script = tmp_path / "after.py"
    script.write_text(AFTER_THE_ENGINE.format(plugin=PLUGIN_FILE))
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, cwd=tmp_path, timeout=900)
    assert done.returncode == 0, done.stderr
    decisions, differs = map(int, done.stdout.split())
    assert decisions > 0 and differs == 1  # the plugin seats played their own choices
