"""``simkit games`` (every registered game and its rulesets) and ``simkit compile`` (their kernels, once)."""

from __future__ import annotations

import time

import click

from simkit.cli.errors import BadInput
from simkit.cli.options import game_and_ruleset


@click.command()
def games():
    """Every registered game and its rulesets, player counts and default deck or composition."""
    from simkit.games.registry import game_names, get_game
    for name in game_names():
        game = get_game(name)
        click.echo(f"{name}  {game.title}  (decks: {game.deck_kind}, default {game.default_deck}; "
                   f"{'higher' if game.high_score_wins else 'lower'} score wins)")
        width = max([26] + [len(r.name) + 2 for r in game.rulesets.values()])  # a column, whatever the names
        for ruleset in game.rulesets.values():
            low, high = ruleset.min_players, ruleset.max_players
            count = f"{low}-{high} players" if low < high else f"{low} player{'s' if low > 1 else ''}"
            click.echo(f"  {ruleset.name:<{width}}{count:<13}{ruleset.title}")
        for param, text in getattr(game, "setup_params", {}).items():
            click.echo(f"  --{param:<24}{text}")


@click.command(name="compile")
@click.option("--game", "game_name", metavar="NAME", help="Only this game (default: every registered game).")
@click.option("--jobs", type=click.IntRange(min=1), default=None, metavar="N",
              help="Games compiled at once, each in its own process, largest first (default: the cores).")
@click.option("--part", metavar="PART", help="Only this part of the game's kernels, without playing (a game that has "
                                             "parts; simkit compile runs them side by side).")
def compile_kernels(game_name, jobs, part):
    """Compile every game's kernels into the disk cache (or load them): run once after install."""
    import os

    from simkit.games.compile import compile_game, compile_in_processes, parts_of
    from simkit.games.registry import game_names
    names = [game_and_ruleset(game_name, None)[0].name] if game_name else game_names()
    if part is not None:
        if not game_name:
            raise BadInput("--part needs --game (the game whose kernels it is a part of)")
        game = game_and_ruleset(game_name, None)[0]
        parts = parts_of(game)
        if part not in parts:
            raise BadInput(f"--part {part!r} is not a part of {game.name}'s kernels "
                           f"({'its parts: ' + ', '.join(parts) if parts else 'they have no parts'})")
        start = time.perf_counter()
        parts[part]()
        click.echo(f"{game.name} ({part}): kernels ready in {time.perf_counter() - start:.1f} s")
        return
    jobs = jobs or os.cpu_count() or 1
    if len(names) > 1 and jobs > 1:
        if compile_in_processes(names, jobs, click.echo):
            raise SystemExit(1)
        return
    for name in names:
        game, _ = game_and_ruleset(name, None)
        start = time.perf_counter()
        played = compile_game(game)
        click.echo(f"{game.name}: kernels ready in {time.perf_counter() - start:.1f} s ({', '.join(played)})")
