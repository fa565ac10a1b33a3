"""The on-disk kernel cache is keyed on every kernel source, so an edit never meets stale code."""

import os
import shutil

import simkit.strategies.trickster.dispatch  # noqa: F401
from numba.core import config

import simkit
from simkit.games.trickster.batch import play_batch_nb


def copy_tree(tmp_path):
    root = os.path.dirname(os.path.dirname(simkit.__file__))
    for package in simkit.KERNEL_PACKAGES:
        shutil.copytree(os.path.join(root, package), tmp_path / package,
                        ignore=shutil.ignore_patterns("__pycache__"))
    return tmp_path


def test_editing_any_kernel_source_changes_the_cache_key(tmp_path):
    tree = copy_tree(tmp_path)
    assert simkit.kernel_source_hash(tree) == simkit.ENGINE_HASH
    callee = tree / "strategies" / "trickster" / "random_play.py"  # a callee: numba alone would not notice it
    callee.write_text(callee.read_text() + "\n# edited\n")
    edited = simkit.kernel_source_hash(tree)
    assert edited != simkit.ENGINE_HASH
    (tree / "notes.txt").write_text("not a kernel source")
    assert simkit.kernel_source_hash(tree) == edited


def test_kernels_are_cached_in_the_keyed_folder():
    assert os.environ["NUMBA_CACHE_DIR"].endswith("numba-" + simkit.ENGINE_HASH)
    assert config.CACHE_DIR == os.environ["NUMBA_CACHE_DIR"]  # even when numba was imported first
    assert play_batch_nb._cache._cache_path.startswith(config.CACHE_DIR)


def test_editing_the_cli_or_the_api_keeps_the_compiled_kernels(tmp_path):
    tree = copy_tree(tmp_path)
    for name in ("cli/__init__.py", "cli/play.py", "api.py", "games/trickster/results.py", "games/trickster/game.py"):
        path = tree / "simkit" / name
        path.write_text(path.read_text() + "\n# edited\n")
    assert simkit.kernel_source_hash(tree) == simkit.ENGINE_HASH
    layout = tree / "simkit" / "games" / "trickster" / "layout.py"  # constants only, but frozen into the kernels
    layout.write_text(layout.read_text() + "\n# edited\n")
    assert simkit.kernel_source_hash(tree) != simkit.ENGINE_HASH
