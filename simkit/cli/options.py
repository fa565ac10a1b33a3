"""The options play, trace and tournament share, and the game and setup they name.

A game is asked, never named: its rulesets, the option naming its decks (``Game.deck_option``),
whether it reads designer files (``Game.designs_kind``, the --catalog option).
"""

from __future__ import annotations

from pathlib import Path

import click

from simkit.cli.errors import BadInput

MAX_WORKERS = 256
ENGINE_ILLEGAL_MOVE = "option index out of range"  # the engines' ValueError when a strategy's index is not an option

GAME = click.option("--game", "game_name", metavar="NAME",
                    help="The game (default: the first of simkit games, which lists them); --ruleset alone "
                         "names its game.")
RULESET = click.option("--ruleset", help="The rules (default: the game's first ruleset; simkit games lists them).")
CATALOG = click.option("--catalog", "catalogs", multiple=True, type=click.Path(dir_okay=False, path_type=Path),
                       help="A designer file of the game's items, e.g. a TOML file of heroes (docs/heroes.md); "
                            "repeatable.")
PLAYERS = click.option("--players", type=int, help="Number of players (default 4, or the nearest the ruleset allows).")
DECK = click.option("--deck", help="Games with hero decks: a named deck (the game's default if left out), random "
                                   "(7 of the ruleset's heroes drawn per game) or 7 comma-separated heroes of any "
                                   "set (simkit items lists them).")
COMPOSITION = click.option("--composition", help="Games with a card list: a built-in composition name or a TOML "
                                                 "file (default: the documented one).")
STRATEGIES = click.option("--strategies", default="random", show_default=True,
                          help="One strategy for every seat, or one per seat, comma-separated "
                               "(simkit strategies lists them).")
SEED = click.option("--seed", type=click.IntRange(0, 2**64 - 1), default=0, show_default=True,
                    help="Master seed (0 to 2**64-1).")


def _load_plugins(ctx, param, paths):
    """Load --plugin files before anything imports the engine (the option is eager)."""
    if paths:
        from simkit.strategies.plugins import PluginError, load_plugins
        try:
            load_plugins(paths)
        except PluginError as exc:
            raise BadInput(str(exc)) from None
    return paths


PLUGIN = click.option("--plugin", "plugins", multiple=True, is_eager=True, expose_value=False,
                      callback=_load_plugins, type=click.Path(dir_okay=False, path_type=Path),
                      help="A Python file registering strategies (strategies.plugins); repeatable.")


def game_and_ruleset(game_name, ruleset):
    """The game and ruleset asked for: --ruleset names its game; --game alone takes its first ruleset."""
    from simkit.games.registry import game_names, game_of_ruleset, get_game
    try:
        if game_name:
            game = get_game(game_name)
        else:  # the ruleset names its game; neither given: the registry's first game
            game = game_of_ruleset(ruleset) if ruleset else get_game(game_names()[0])
        if ruleset is None:
            ruleset = next(iter(game.rulesets))
        elif ruleset.strip().lower() not in game.rulesets:
            raise BadInput(f"--ruleset {ruleset!r} is not a ruleset of {game.name} (its rulesets: "
                           f"{', '.join(game.rulesets)})")
    except ValueError as exc:
        raise BadInput(str(exc)) from None
    return game, ruleset.strip().lower()


def load_designs(game, catalogs):
    """The designer files of --catalog as the game loads them; None without any."""
    if not catalogs:
        return None
    try:
        return game.load_designs(tuple(catalogs))
    except ValueError as exc:
        raise BadInput(str(exc)) from None


# play, trace and tournament take a game's setup parameters (Game.setup_params) as --NAME VALUE
# after their own options: the words click does not know are left in ctx.args for the game
SETUP_PARAMS = {"ignore_unknown_options": True, "allow_extra_args": True}
SETUP_PARAMS_HELP = ("A game's setup parameters follow as --NAME VALUE (simkit games lists them, e.g. who plays "
                     "which character).")


def setup_params(game, args) -> dict:
    """The setup parameters the words left over by click give (Game.setup_params), checked; one line, exit 2."""
    from simkit.games.setup_params import parse_cli_params
    try:
        return parse_cli_params(game, list(args or ()))
    except ValueError as exc:
        raise BadInput(str(exc)) from None


def make_setup(game_name, ruleset, players, deck, composition, strategies, catalogs=(), extra=()):
    """(game, setup, designs) for the options of play, trace and tournament; any problem is one line, exit code 2.
    ``extra``: the words click left over, the game's setup parameters (``--NAME VALUE``)."""
    from simkit.wrapped import missing_wrapped_item
    game, ruleset = game_and_ruleset(game_name, ruleset)
    params = setup_params(game, extra)
    given = {"deck": deck, "composition": composition}
    other = "composition" if game.deck_option == "deck" else "deck"
    if given[other] is not None:
        raise BadInput(f"{game.name} has {game.deck_noun}: use --{game.deck_option}, not --{other}")
    designs = load_designs(game, catalogs)
    deck = given[game.deck_option]
    if deck is not None and not deck.strip():  # '' must not mean "the default deck"
        raise BadInput(f"--{game.deck_option} is empty (leave it out for the default, {game.default_deck})")
    if not strategies.strip():
        raise BadInput("--strategies is empty (one name for every seat, or one per seat)")
    if players is None:
        players = min(max(4, game.rulesets[ruleset].min_players), game.rulesets[ruleset].max_players)
    try:
        more = {"params": params} if params else {}  # a game without parameters is never passed any
        setup = game.make_setup(ruleset, players, deck or game.default_deck, strategies, designs=designs, **more)
    except ValueError as exc:
        raise BadInput(str(exc)) from None
    missing = missing_wrapped_item(game, setup)
    if missing:
        raise BadInput(missing)
    return game, setup, designs


def check_count(option: str, value: int, limit: int, hint: str) -> None:
    if value < 1:
        raise BadInput(f"{option} must be at least 1, got {value}")
    if value > limit:
        raise BadInput(f"{option}: at most {limit:,}, got {value:,}" + (f" ({hint})" if hint else ""))


class plugin_moves:
    """A plugin strategy that chooses an option the engine did not offer is the plugin's fault:
    one line naming it (exit code 2). Without a plugin in the setup it is a bug: re-raised."""

    def __init__(self, strategies):
        self.strategies = strategies

    def __enter__(self):
        return self

    def __exit__(self, kind, exc, tb):
        if kind is None or not issubclass(kind, ValueError) or ENGINE_ILLEGAL_MOVE not in str(exc):
            return False
        from simkit.strategies.plugin_files import plugin_names
        plugins = plugin_names()
        used = [name for name in dict.fromkeys(self.strategies) if name.split(":")[-1] in plugins
                or name in plugins]
        if not used:
            return False
        raise BadInput(f"plugin strategy {used[0]!r} ({plugins.get(used[0], 'a plugin')}) chose an option "
                       "the engine did not offer (an illegal move): its decide kernel must return an index "
                       "from 0 to s[N_OPTIONS] - 1") from None
