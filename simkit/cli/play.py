"""``simkit play`` (a batch and its summary), ``simkit trace`` (one game as JSON Lines) and
``simkit replay`` (a trace file of any game, move by move)."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import click

from simkit.cli.errors import BadInput
from simkit.cli.options import (CATALOG, COMPOSITION, DECK, GAME, MAX_WORKERS, PLAYERS, PLUGIN, RULESET, SEED,
                                SETUP_PARAMS, SETUP_PARAMS_HELP, STRATEGIES, check_count, make_setup, plugin_moves)
from simkit.inputs import InputError
from simkit.safe_write import check_target


@click.command(context_settings=SETUP_PARAMS, epilog=SETUP_PARAMS_HELP)
@GAME
@RULESET
@PLAYERS
@DECK
@COMPOSITION
@STRATEGIES
@click.option("--games", type=int, default=10_000, show_default=True, help="Games to play.")
@SEED
@click.option("--workers", type=int, default=1, show_default=True,
              help="Processes playing the games (the summary is the same for any number).")
@CATALOG
@PLUGIN
@click.pass_context
def play(ctx, game_name, ruleset, players, deck, composition, strategies, games, seed, workers, catalogs):
    """Play a batch of games and print a summary."""
    from simkit.cli.play_batches import MAX_PLAY_GAMES, play_games
    game, setup, _ = make_setup(game_name, ruleset, players, deck, composition, strategies, catalogs, ctx.args)
    check_count("--games", games, MAX_PLAY_GAMES, "for more, run an experiment spec in parts (docs/experiments.md)")
    check_count("--workers", workers, MAX_WORKERS, "")
    start = time.perf_counter()
    with plugin_moves(setup.strategies):
        game.play(setup, 1, seed)  # compile or load the kernels, timed apart
    loaded = time.perf_counter() - start
    pool = None
    if workers > 1:
        from simkit.experiments.executors import local_pool
        from simkit.strategies.plugin_files import LOADED_FILES
        pool = local_pool(workers, tuple(str(p) for p in LOADED_FILES))
    try:
        with plugin_moves(setup.strategies):
            summary, wall = play_games(game, setup, games, seed, pool, show_progress=sys.stderr.isatty())
    finally:
        if pool is not None:
            pool.close()
    click.echo(game.setup_line(setup))
    click.echo(f"kernels ready in {loaded:.2f} s (compile or cache load, not in the wall time)")
    click.echo(summary.format(game, wall))


@click.command(context_settings=SETUP_PARAMS, epilog=SETUP_PARAMS_HELP)
@GAME
@RULESET
@PLAYERS
@DECK
@COMPOSITION
@STRATEGIES
@SEED
@click.option("--number", type=click.IntRange(0, 2**62), default=0, show_default=True,
              help="Which game of the seed (game N of play's batch).")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), required=True, help="JSON Lines file.")
@CATALOG
@PLUGIN
@click.pass_context
def trace(ctx, game_name, ruleset, players, deck, composition, strategies, seed, number, out, catalogs):
    """Write the full trace of one game as JSON Lines."""
    from simkit.trace_file import write_trace_file
    game, setup, _ = make_setup(game_name, ruleset, players, deck, composition, strategies, catalogs, ctx.args)
    if not out.name:
        raise BadInput("--out needs a file name")
    check_target(out, "--out")  # before the game: a device, a folder or a missing folder is refused
    with plugin_moves(setup.strategies):
        events = game.trace(setup, seed, number)
    try:
        write_trace_file(events, out)
    except OSError as exc:
        raise BadInput(f"--out: cannot write {out} ({exc.strerror or exc})") from None
    end = events[-1]
    if "totals" in end:
        click.echo(f"wrote {len(events)} events to {out}; totals {end['totals']}, winners {end['winners']}")
    else:
        click.echo(f"wrote {len(events)} events to {out}; winners {end.get('winners')}")


@click.command()
@click.argument("trace_file", type=click.Path(dir_okay=False, path_type=Path))
def replay(trace_file):
    """Show a trace file (any game's) move by move."""
    from simkit.trace_file import game_of_trace, read_trace_file
    try:
        events = read_trace_file(trace_file)  # checked as a whole: complete, every line an event, a known game
    except InputError as exc:
        raise BadInput(str(exc)) from None
    game = game_of_trace(trace_file, events[0])
    try:
        text = game.render(events)  # rendered whole before printing: a bad event prints nothing
    except (KeyError, IndexError, TypeError, AttributeError, ValueError) as exc:
        raise BadInput(f"{trace_file}: malformed trace event ({' '.join(repr(exc).split())[:200]})") from None
    click.echo(text, nl=False)
