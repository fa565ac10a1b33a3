"""Compile a game's kernels ahead of use (``simkit compile``): one game of every listed strategy
and one traced game, so numba's disk cache holds every kernel a batch, a search player or a trace
needs. Later processes load them from the cache instead of compiling.

A game whose kernels fall into parts that compile apart (its strategies behind a late-bound
decision point, its engine) lists them in ``compile_parts()``: name -> a function that compiles
that part without playing. ``simkit compile`` runs each part in its own process beside the other
games, then plays the game once they are done, which loads them from the cache."""

from __future__ import annotations

from simkit.games.base import GameSetupError


def compile_game(game) -> list[str]:
    """Play one game with each listed strategy in every seat (on the first ruleset that takes it,
    at its smallest table of 3 or more) and trace one; returns the strategies played."""
    played = []
    for strategy in game.strategies():
        for ruleset, info in game.rulesets.items():
            players = min(max(3, info.min_players), info.max_players)
            try:
                setup = game.make_setup(ruleset, players, game.default_deck, strategy.name)
            except GameSetupError:
                continue  # a strategy for another ruleset (a co-operative one, a solo one)
            game.play(setup, 1, 0)
            played.append(strategy.name)
            break
    ruleset, info = next(iter(game.rulesets.items()))
    players = min(max(3, info.min_players), info.max_players)
    game.trace(game.make_setup(ruleset, players, game.default_deck, "random"), 0, 0)
    return played


def parts_of(game) -> dict:
    """The game's separately compiled parts (``compile_parts``), {} for a game without."""
    parts = getattr(game, "compile_parts", None)
    return parts() if parts else {}


def largest_first(names: list[str]) -> list[str]:
    """Games in the order to compile them side by side: the most kernel source first, so the
    longest compile starts at once instead of after the others (on 2 cores, Trickerion started
    last made the whole step its own length plus Trickster's)."""
    from simkit.engine.kernel_cache import source_graph
    graph = source_graph()

    def size(name: str) -> int:
        modules = graph.group_sources(name)
        return sum(len(graph.texts[module]) for module in modules)
    return sorted(names, key=size, reverse=True)


def compile_in_processes(names: list[str], jobs: int, report) -> list[str]:
    """``simkit compile --game G`` for each game, ``jobs`` processes at once, largest first;
    ``report(line)`` gets each game's line as it finishes. A game with parts (``parts_of``) has
    each part compiled in a process of its own first (``--part``), beside the other games, and is
    played once all are done. Returns the games that failed (their error output is reported).
    Separate processes because numba compiles on one thread, and it writes each cache file whole,
    so two processes never see a half-written kernel."""
    import subprocess
    import sys
    from concurrent.futures import ThreadPoolExecutor

    from simkit.games.registry import get_game

    def one(task: tuple[str, str | None]) -> tuple[str, subprocess.CompletedProcess]:
        name, part = task
        command = [sys.executable, "-m", "simkit", "compile", "--game", name, "--jobs", "1"]
        return name, subprocess.run(command + (["--part", part] if part else []), capture_output=True, text=True)

    ordered = largest_first(names)
    with_parts = [name for name in ordered if parts_of(get_game(name))]
    first = [(name, part) for name in with_parts for part in parts_of(get_game(name))]
    first += [(name, None) for name in ordered if name not in with_parts]
    failed: list[str] = []
    with ThreadPoolExecutor(max_workers=max(1, min(jobs, len(first)))) as pool:
        for tasks in (first, [(name, None) for name in with_parts]):
            for name, done in pool.map(one, [task for task in tasks if task[0] not in failed]):
                if done.returncode != 0:
                    failed += [] if name in failed else [name]
                    report(f"{name}: compile failed:\n{done.stderr[-2000:].rstrip()}")
                else:
                    report(done.stdout.rstrip())
    return failed
