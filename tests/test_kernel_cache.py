"""The on-disk kernel cache: one folder per game, keyed on every source that game's compiled code
can depend on, so an edit never meets stale code and editing one game recompiles only it."""

import os
import shutil
import subprocess
import sys

import simkit.strategies.trickster.dispatch  # noqa: F401

from simkit.engine import kernel_cache
from simkit.engine.kernel_cache import ENGINE_GROUP, SourceGraph, _modules, package_folders
from simkit.engine.random_streams import next_u64_nb
from simkit.games.trickster.batch import play_batch_nb


def copied_graph(tmp_path, **options):
    folders = {}
    for package, folder in package_folders().items():
        copy = tmp_path / package
        shutil.copytree(folder, copy, ignore=shutil.ignore_patterns("__pycache__", "strategies", "experiments",
                                                                       "reports"))
        folders[package] = copy
    return folders, SourceGraph(_modules(folders), **options)


def keys(graph):
    return {group: graph.group_hash(group) for group in [*graph.games, ENGINE_GROUP]}


def edit(folders, graph, module):
    path = graph.files[module]
    path.write_text(path.read_text() + "\n# edited\n")
    return SourceGraph(_modules(folders))


def test_importing_simkit_reads_no_source_and_leaves_numba_alone():
    code = ("import os, sys, simkit; import simkit.games.registry; "
            "print('numba' in sys.modules, 'simkit.engine.kernel_cache' in sys.modules, "
            "'NUMBA_CACHE_DIR' in os.environ)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                            env={k: v for k, v in os.environ.items() if k != "NUMBA_CACHE_DIR"})
    assert result.stdout.split() == ["False", "False", "False"], result.stderr


def test_every_game_has_its_own_group_and_the_engine_reaches_none():
    graph = kernel_cache.source_graph()
    groups = {graph.group_of(name) for name in graph.kernel_modules}
    assert groups == {*graph.games, ENGINE_GROUP}
    for name in graph.kernel_modules:
        if name.startswith("simkit.engine."):
            assert graph.group_of(name) == ENGINE_GROUP


def test_a_stub_bound_with_overload_is_keyed_on_its_binder():
    graph = kernel_cache.source_graph()
    binders = [name for name in graph.files if "@overload(" in graph.texts[name]]
    assert binders
    for binder in binders:
        for stub_module in graph._overloaded(binder):
            assert binder in graph.closure(stub_module)  # the seam: the engine never imports its strategies
            assert graph.group_of(stub_module) == graph.group_of(binder)


def test_editing_one_games_callee_changes_only_that_games_key(tmp_path):
    folders, graph = copied_graph(tmp_path)
    assert keys(graph) == keys(kernel_cache.source_graph())
    for game in graph.games:
        before = keys(graph)
        members = [name for name in graph.kernel_modules if graph.group_of(name) == game]
        imported = set().union(*(graph.edges[name] for name in members))
        callee = next(name for name in members if name in imported)  # numba alone would not notice it
        graph = edit(folders, graph, callee)
        after = keys(graph)
        assert after[game] != before[game], callee
        assert {g: k for g, k in after.items() if g != game} == {g: k for g, k in before.items() if g != game}


def test_editing_the_engine_changes_every_key(tmp_path):
    folders, graph = copied_graph(tmp_path)
    before = keys(graph)
    after = keys(edit(folders, graph, "simkit.engine.random_streams"))
    assert all(after[group] != before[group] for group in before)


def test_editing_a_layout_changes_its_games_key_and_the_cli_the_api_the_adapters_and_the_cache_none(tmp_path):
    folders, graph = copied_graph(tmp_path)
    before = keys(graph)
    for module in ("simkit.cli", "simkit.cli.play", "simkit.api", "simkit.games.trickster.results", "simkit.games.trickster.game",
                   "simkit.games.tricksters.game", "simkit.games.trickarus.game", "simkit.engine.kernel_cache"):
        graph = edit(folders, graph, module)
    assert keys(graph) == before
    (tmp_path / "notes.txt").write_text("not a source")
    for game in graph.games:  # constants only, but frozen into the kernels
        graph = edit(folders, graph, f"simkit.games.{game}.layout")
        assert keys(graph)[game] != before[game]
    assert keys(graph)[ENGINE_GROUP] == before[ENGINE_GROUP]


def test_plugin_files_key_no_game_only_their_own_kernels_and_the_results_hash(tmp_path):
    """The engine calls plugins through a table of addresses filled at run time, so a plugin
    file never recompiles a game; its own kernels and a results folder's engine hash know it."""
    graph = kernel_cache.source_graph()
    plugin = tmp_path / "mine.py"
    plugin.write_text("# a plugin\n")
    with_plugin = SourceGraph(graph.files, plugin_files=(plugin,))
    assert keys(with_plugin) == keys(graph)
    assert with_plugin.group_hash(kernel_cache.PLUGIN_GROUP) != graph.group_hash(kernel_cache.PLUGIN_GROUP)
    first = with_plugin.all_hash()
    assert first != graph.all_hash()
    plugin.write_text("# an edited plugin\n")
    assert with_plugin.all_hash() != first


def test_kernels_are_cached_in_their_groups_folder():
    assert play_batch_nb._cache._cache_path.startswith(str(kernel_cache.group_folder("trickster")) + "/")
    assert next_u64_nb._cache._cache_path.startswith(str(kernel_cache.group_folder(ENGINE_GROUP)) + "/")
    assert str(kernel_cache.group_folder("trickster")).startswith(str(kernel_cache.cache_base()))
