"""``simkit strategies``: a game's registered strategies, or the strategy contract run on one of them."""

from __future__ import annotations

import sys

import click

from simkit.cli.errors import BadInput
from simkit.cli.options import GAME, PLUGIN, game_and_ruleset


@click.command(name="strategies")
@GAME
@click.option("--check", "check", metavar="NAME",
              help="Run the strategy contract (legal, deterministic, no peeking) on NAME, e.g. a plugin.")
@PLUGIN
def list_strategies(game_name, check):
    """Every registered strategy of a game (default: the first of simkit games): name, description, parameters."""
    game, _ = game_and_ruleset(game_name, None)
    if check:
        from simkit.strategies.contract import ContractBroken, check_strategy
        try:
            report = check_strategy(check, game=game)
        except ContractBroken as exc:
            click.echo(f"contract broken: {exc}")
            sys.exit(1)
        except ValueError as exc:
            raise BadInput(str(exc)) from None
        click.echo(report.summary())
        if report.changed:
            sys.exit(1)
        return
    for st in game.strategies():
        params = ", ".join(f"{key}={value:g}" if isinstance(value, float) else f"{key}={value}"
                           for key, value in st.params.items())
        click.echo(f"{st.name}  {st.description}" + (f"  [{params}]" if params else ""))
