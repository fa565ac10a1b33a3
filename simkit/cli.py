"""The ``simkit`` command: play, trace, replay, strategies, games, tournament, heroes; run, results, report.

Every problem with the input is one line on stderr naming it, exit code 2.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import click

from reports.command import report
from simkit.catalog import BUILTIN_CATALOG, CatalogError, load_catalog

EXIT_BAD_INPUT = 2


class BadInput(click.ClickException):
    exit_code = EXIT_BAD_INPUT


class RunFailed(click.ClickException):
    """Good input, but the work failed (a worker died, a disk filled up): one line, exit code 1."""
    exit_code = 1


def _game_and_ruleset(game_name, ruleset):
    """The game and ruleset asked for: --ruleset names its game; --game alone takes its first ruleset."""
    from simkit.games.registry import game_of_ruleset, get_game
    try:
        game = get_game(game_name) if game_name else game_of_ruleset(ruleset or "cot")
        if ruleset is None:
            ruleset = next(iter(game.rulesets))
        elif ruleset.strip().lower() not in game.rulesets:
            raise BadInput(f"--ruleset {ruleset!r} is not a ruleset of {game.name} (its rulesets: "
                           f"{', '.join(game.rulesets)})")
    except ValueError as exc:
        raise BadInput(str(exc)) from None
    return game, ruleset.strip().lower()


def _setup(game_name, ruleset, players, deck, composition, strategies, catalogs=()):
    """(game, setup) for the options of play and trace; any problem is one line, exit code 2."""
    game, ruleset = _game_and_ruleset(game_name, ruleset)
    if game.deck_kind == "heroes":
        if composition is not None:
            raise BadInput(f"{game.name} has hero decks: use --deck, not --composition")
        extra = {"catalog": load_catalog(catalogs)}
    else:
        if deck is not None or catalogs:
            raise BadInput(f"{game.name} has no hero decks: use --composition (a built-in name or a file)")
        deck, extra = composition, {}
    if players is None:
        players = min(max(4, game.rulesets[ruleset].min_players), game.rulesets[ruleset].max_players)
    try:
        return game, game.make_setup(ruleset, players, deck or game.default_deck, strategies, **extra)
    except ValueError as exc:
        raise BadInput(str(exc)) from None


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="simkit")
def cli():
    """Monte Carlo balance testing for the Trickster card games."""


from experiments import cli as experiment_commands  # noqa: E402 (it imports BadInput from here, lazily)

cli.add_command(experiment_commands.run)
cli.add_command(experiment_commands.results)


GAME = click.option("--game", "game_name", metavar="NAME",
                    help="The game: trickster (default), or another registered game (simkit games lists them).")
RULESET = click.option("--ruleset", help="Rules: cot (Champions of Time, the default) or fantasy (Trickster: "
                                         "Fantasy); another game's rulesets: simkit games.")
CATALOG = click.option("--catalog", "catalogs", multiple=True, type=click.Path(dir_okay=False, path_type=Path),
                       help="A TOML file of designer heroes (docs/heroes.md); repeatable.")
PLAYERS = click.option("--players", type=int, help="Number of players (default 4, or the nearest the ruleset allows).")
DECK = click.option("--deck", help="Trickster: beginner (default), strategist, fantasy, random (7 of the ruleset's "
                                   "heroes drawn per game) or 7 comma-separated heroes of any set.")
COMPOSITION = click.option("--composition", help="Games with a card list (Tricksters, Trickarus): a built-in "
                                                 "composition name or a TOML file (default: the documented one).")
STRATEGIES = click.option("--strategies", default="random", show_default=True,
                          help="One strategy for every seat, or one per seat, comma-separated "
                               "(simkit strategies lists them).")


def _load_plugins(ctx, param, paths):
    """Load --plugin files before anything imports the engine (the option is eager)."""
    if paths:
        from strategies.plugins import PluginError, load_plugins
        try:
            load_plugins(paths)
        except PluginError as exc:
            raise BadInput(str(exc)) from None
    return paths


PLUGIN = click.option("--plugin", "plugins", multiple=True, is_eager=True, expose_value=False,
                      callback=_load_plugins, type=click.Path(dir_okay=False, path_type=Path),
                      help="A Python file registering strategies (strategies.plugins); repeatable.")
SEED = click.option("--seed", type=click.IntRange(0, 2**64 - 1), default=0, show_default=True,
                    help="Master seed (0 to 2**64-1).")


@cli.command()
@GAME
@RULESET
@PLAYERS
@DECK
@COMPOSITION
@STRATEGIES
@click.option("--games", type=int, default=10_000, show_default=True, help="Games to play.")
@SEED
@CATALOG
@PLUGIN
def play(game_name, ruleset, players, deck, composition, strategies, games, seed, catalogs):
    """Play a batch of games and print a summary."""
    game, setup = _setup(game_name, ruleset, players, deck, composition, strategies, catalogs)
    if games < 1:
        raise BadInput(f"--games must be at least 1, got {games}")
    start = time.perf_counter()
    game.play(setup, 1, seed)  # compile or load the kernels, timed apart
    loaded = time.perf_counter() - start
    if game.name == "trickster":
        _play_trickster(setup, games, seed, loaded)
        return
    from simkit.games.summary import format_outcome
    start = time.perf_counter()
    outcome = game.play(setup, games, seed)
    wall = time.perf_counter() - start
    click.echo(f"{game.rulesets[setup.ruleset].title}, {setup.players} players, composition {setup.deck}")
    click.echo(f"kernels ready in {loaded:.2f} s (compile or cache load, not in the wall time)")
    click.echo(format_outcome(game, outcome, wall))


def _play_trickster(setup, games, seed, loaded):
    """Trickster's own summary (busts, tricks per round, fizzles per hero)."""
    from simkit.api import play as play_games
    from simkit.results import format_summary
    core = setup.core
    start = time.perf_counter()
    results = play_games(core, games, seed)
    wall = time.perf_counter() - start
    heroes = ", ".join(core.heroes) if core.heroes else "random (7 drawn per game)"
    click.echo(f"{core.ruleset.title}, {core.players} players, deck {setup.deck}: {heroes}")
    click.echo(f"kernels ready in {loaded:.2f} s (compile or cache load, not in the wall time)")
    click.echo(format_summary(results, wall))


@cli.command()
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
def trace(game_name, ruleset, players, deck, composition, strategies, seed, number, out, catalogs):
    """Write the full trace of one game as JSON Lines."""
    from simkit.trace import write_trace
    game, setup = _setup(game_name, ruleset, players, deck, composition, strategies, catalogs)
    if not out.name:
        raise BadInput("--out needs a file name")
    if not out.parent.is_dir():
        raise BadInput(f"--out: folder {out.parent} does not exist")
    events = game.trace(setup, seed, number)
    try:
        write_trace(events, out)
    except OSError as exc:
        raise BadInput(f"--out: cannot write {out} ({exc.strerror or exc})") from None
    end = events[-1]
    if "totals" in end:
        click.echo(f"wrote {len(events)} events to {out}; totals {end['totals']}, winners {end['winners']}")
    else:
        click.echo(f"wrote {len(events)} events to {out}; winners {end.get('winners')}")


@cli.command()
@click.argument("trace_file", type=click.Path(dir_okay=False, path_type=Path))
def replay(trace_file):
    """Show a trace file (any game's) move by move."""
    from simkit.games.registry import get_game
    from simkit.trace import read_trace
    try:
        events = read_trace(trace_file)
    except FileNotFoundError:
        raise BadInput(f"{trace_file}: no such file") from None
    except OSError as exc:
        raise BadInput(f"{trace_file}: cannot read it ({exc.strerror or exc})") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise BadInput(f"{trace_file}: not a JSON Lines trace ({exc})") from None
    if not events or not all(isinstance(e, dict) for e in events) or events[0].get("event") != "game":
        raise BadInput(f"{trace_file}: not a simkit trace (the first line is not a 'game' event)")
    try:
        game = get_game(events[0].get("family", "trickster"))
    except ValueError as exc:
        raise BadInput(f"{trace_file}: {exc}") from None
    try:
        click.echo(game.render(events), nl=False)
    except (KeyError, IndexError, TypeError, AttributeError, ValueError) as exc:
        raise BadInput(f"{trace_file}: malformed trace event ({exc!r})") from None


@cli.command()
@RULESET
@PLAYERS
@DECK
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
def tournament(ruleset, players, deck, strategies, games, seed, workers, out, catalogs):
    """Rank Trickster strategies: rotated seats, the same deals in every rotation."""
    from strategies.tournament import format_tournament, run_tournament, write_table_csv
    game, ruleset = _game_and_ruleset(None, ruleset)
    if game.name != "trickster":
        raise BadInput(f"tournament ranks Trickster strategies; for {game.name}, run an experiment with a "
                       "rotated field of strategies (docs/experiments.md)")
    players, deck = 4 if players is None else players, deck or "beginner"
    names = [name.strip() for name in strategies.split(",") if name.strip()]
    if games < 1:
        raise BadInput(f"--games must be at least 1, got {games}")
    if out is not None and not out.parent.is_dir():
        raise BadInput(f"--out: folder {out.parent} does not exist")
    catalog = load_catalog(catalogs)
    start = time.perf_counter()
    try:
        result = run_tournament(ruleset, players, deck, names, games, seed, catalog, workers)
    except ValueError as exc:
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


@cli.command(name="strategies")
@GAME
@click.option("--check", "check", metavar="NAME",
              help="Run the strategy contract (legal, deterministic, no peeking) on NAME, e.g. a plugin.")
@PLUGIN
def list_strategies(game_name, check):
    """Every registered strategy of a game (default trickster): name, description, parameters."""
    game, _ = _game_and_ruleset(game_name, None)
    if check:
        if game.name != "trickster":
            raise BadInput("--check runs the Trickster strategy contract; other games test theirs in tests/")
        from strategies.contract import ContractBroken, check_strategy
        try:
            report = check_strategy(check)
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


@cli.command()
def games():
    """Every registered game and its rulesets, player counts and default deck or composition."""
    from simkit.games.registry import game_names, get_game
    for name in game_names():
        game = get_game(name)
        click.echo(f"{name}  {game.title}  (decks: {game.deck_kind}, default {game.default_deck}; "
                   f"{'higher' if game.high_score_wins else 'lower'} score wins)")
        for ruleset in game.rulesets.values():
            low, high = ruleset.min_players, ruleset.max_players
            count = f"{low}-{high} players" if low < high else f"{low} player{'s' if low > 1 else ''}"
            click.echo(f"  {ruleset.name:<26}{count:<13}{ruleset.title}")


@cli.command()
@CATALOG
def heroes(catalogs):
    """The hero catalogue: name, set, effect text (with --catalog: the heroes those files define)."""
    catalog = load_catalog(catalogs)
    shown = [h for h in catalog.heroes if not catalogs or h.source != str(BUILTIN_CATALOG)]
    width = max(len(h.name) for h in shown)
    for hero in shown:
        click.echo(f"{hero.name:<{width}}  {hero.set:<18}  {hero.ability + ': ' if hero.ability else ''}{hero.text}")


cli.add_command(report)  # simkit report (reports/command.py)


def main(argv=None):
    """Entry point: click's own errors and ours as one line, exit code 2."""
    try:
        cli.main(args=argv, prog_name="simkit", standalone_mode=False)
    except click.exceptions.NoArgsIsHelpError as exc:
        click.echo(exc.ctx.get_help())
        sys.exit(0)
    except click.exceptions.Abort:
        click.echo("simkit: interrupted", err=True)
        sys.exit(130)
    except click.ClickException as exc:
        click.echo(f"simkit: error: {exc.format_message()}", err=True)
        sys.exit(exc.exit_code if isinstance(exc, RunFailed) else EXIT_BAD_INPUT)
    except CatalogError as exc:
        click.echo(f"simkit: error: {exc}", err=True)
        sys.exit(EXIT_BAD_INPUT)
    except KeyboardInterrupt:
        click.echo("simkit: interrupted", err=True)
        sys.exit(130)


if __name__ == "__main__":
    main()
