"""``simkit items``: a game's item catalogue (heroes, effect types, cards), designer files included;
``simkit heroes``, its first name, stays for the games whose items are heroes."""

from __future__ import annotations

import click

from simkit.cli.options import CATALOG, GAME, game_and_ruleset, load_designs


def show_items(game_name, catalogs) -> None:
    game, _ = game_and_ruleset(game_name, None)
    items = game.items(load_designs(game, catalogs))
    if not items:
        return
    width = max(len(item.name) for item in items)
    for item in items:
        click.echo(f"{item.name:<{width}}  {item.group:<18}  {item.text}")


@click.command()
@GAME
@CATALOG
def items(game_name, catalogs):
    """A game's items: name, set or kind, effect text (with --catalog: the items those files define)."""
    show_items(game_name, catalogs)


@click.command()
@GAME
@CATALOG
def heroes(game_name, catalogs):
    """The hero catalogue (simkit items): name, set, effect text (with --catalog: the heroes those files define)."""
    show_items(game_name, catalogs)
