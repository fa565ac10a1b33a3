"""``simkit tournament``: strategies of any game ranked over rotated seats, the same deals in every rotation."""

from __future__ import annotations

import time
from pathlib import Path

import click

from simkit.cli.errors import BadInput
from simkit.cli.options import (CATALOG, COMPOSITION, DECK, GAME, ENGINE_ILLEGAL_MOVE, PLAYERS, PLUGIN, RULESET,
                                SEED, SETUP_PARAMS, SETUP_PARAMS_HELP, check_count, game_and_ruleset, make_setup,
                                plugin_moves, setup_params)
from simkit.safe_write import check_target

MAX_TOURNAMENT_GAMES = 2_000_000  # every game's scores stay in memory (experiments.tournament)


@click.command(context_settings=SETUP_PARAMS, epilog=SETUP_PARAMS_HELP)
@GAME
@RULESET
@PLAYERS
@DECK
@COMPOSITION
@click.option("--strategies", required=True,
              help="The strategies to rank, comma-separated (at least 2; each once).")
@click.option("--games", type=int, default=20_000, show_default=True,
              help="Games in all, split evenly over the seat rotations.")
@SEED
@click.option("--workers", type=click.IntRange(1, 256), default=1, show_default=True,
              help="Processes playing the rotations.")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path),
              help="Write the per-strategy table as CSV.")
@CATALOG
@PLUGIN
@click.pass_context
def tournament(ctx, game_name, ruleset, players, deck, composition, strategies, games, seed, workers, out, catalogs):
    """Rank strategies of any game: rotated seats, the same deals in every rotation."""
    from simkit.experiments.tournament import format_tournament, run_tournament, write_table_csv
    game, _ = game_and_ruleset(game_name, ruleset)
    names = [name.strip() for name in strategies.split(",") if name.strip()]
    check_count("--games", games, MAX_TOURNAMENT_GAMES, "a tournament keeps every game's scores in memory; "
                "for more, run an experiment with a rotated field (docs/experiments.md)")
    if out is not None:
        check_target(out, "--out")
    setup = designs = None
    params = setup_params(game, ctx.args)
    for name in names:  # each name on every seat: a wrapper whose item the deck lacks would rank as its base
        game, setup, designs = make_setup(game_name, ruleset, players, deck, composition, name, catalogs, ctx.args)
    if setup is None or len(names) < 2:
        raise BadInput("a tournament needs at least 2 strategies")
    ruleset, players, deck = setup.ruleset, setup.players, setup.deck
    start = time.perf_counter()
    try:
        with plugin_moves(names):
            result = run_tournament(ruleset, players, deck, names, games, seed, designs, workers, params)
    except ValueError as exc:
        if ENGINE_ILLEGAL_MOVE in str(exc):  # not a plugin's (plugin_moves named those): a bug
            raise
        raise BadInput(str(exc)) from None
    wall = time.perf_counter() - start
    click.echo(f"tournament: {ruleset}, {players} players, deck {deck}, seed {seed}; {wall:.1f} s")
    click.echo(format_tournament(result), nl=False)
    if out is not None:
        try:
            write_table_csv(result, out)
        except OSError as exc:
            raise BadInput(f"--out: cannot write {out} ({exc.strerror or exc})") from None
        click.echo(f"wrote {out}")
