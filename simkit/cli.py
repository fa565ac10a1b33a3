"""The ``simkit`` command: play, trace, replay, strategies, games, tournament, heroes; run, results, report.

Every problem with the input is one line on stderr naming it, exit code 2.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import click

from simkit.reports.command import report
from simkit.games.trickster.catalog import BUILTIN_CATALOG, CatalogError, load_catalog
from simkit.inputs import InputError
from simkit.safe_write import TargetError, check_target

EXIT_BAD_INPUT = 2


class BadInput(click.ClickException):
    exit_code = EXIT_BAD_INPUT


class RunFailed(click.ClickException):
    """Good input, but the work failed (a worker died, a disk filled up): one line, exit code 1."""
    exit_code = 1


def _game_and_ruleset(game_name, ruleset):
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


CATALOG_HINT = "; a designer's hero? load its file with --catalog FILE (docs/heroes.md)"


def _setup_error(exc: ValueError, catalogs) -> BadInput:
    """A setup's one line; an unknown hero without --catalog says how to load a designer file."""
    message = str(exc)
    if "unknown hero" in message and not catalogs:
        message += CATALOG_HINT
    return BadInput(message)


def _setup(game_name, ruleset, players, deck, composition, strategies, catalogs=()):
    """(game, setup) for the options of play and trace; any problem is one line, exit code 2."""
    from simkit.wrapped import missing_wrapped_item
    game, ruleset = _game_and_ruleset(game_name, ruleset)
    if game.deck_kind == "heroes":
        if composition is not None:
            raise BadInput(f"{game.name} has hero decks: use --deck, not --composition")
        extra = {"catalog": load_catalog(catalogs)}
    else:
        if deck is not None or catalogs:
            raise BadInput(f"{game.name} has no hero decks: use --composition (a built-in name or a file)")
        deck, extra = composition, {}
    option = "--deck" if game.deck_kind == "heroes" else "--composition"
    if deck is not None and not deck.strip():  # '' must not mean "the default deck"
        raise BadInput(f"{option} is empty (leave it out for the default, {game.default_deck})")
    if not strategies.strip():
        raise BadInput("--strategies is empty (one name for every seat, or one per seat)")
    if players is None:
        players = min(max(4, game.rulesets[ruleset].min_players), game.rulesets[ruleset].max_players)
    try:
        setup = game.make_setup(ruleset, players, deck or game.default_deck, strategies, **extra)
    except ValueError as exc:
        raise _setup_error(exc, catalogs) from None
    missing = missing_wrapped_item(game, setup)
    if missing:
        raise BadInput(missing)
    return game, setup


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="simkit")
def cli():
    """Monte Carlo balance testing for the Trickster card games."""


from simkit.experiments import cli as experiment_commands  # noqa: E402 (it imports BadInput from here, lazily)

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
        from simkit.strategies.plugins import PluginError, load_plugins
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
@click.option("--workers", type=int, default=1, show_default=True,
              help="Processes playing the games (the summary is the same for any number).")
@CATALOG
@PLUGIN
def play(game_name, ruleset, players, deck, composition, strategies, games, seed, workers, catalogs):
    """Play a batch of games and print a summary."""
    from simkit.play_batches import MAX_PLAY_GAMES, play_games
    game, setup = _setup(game_name, ruleset, players, deck, composition, strategies, catalogs)
    _check_count("--games", games, MAX_PLAY_GAMES, "for more, run an experiment spec in parts (docs/experiments.md)")
    _check_count("--workers", workers, MAX_WORKERS, "")
    start = time.perf_counter()
    with _plugin_moves(setup.strategies):
        game.play(setup, 1, seed)  # compile or load the kernels, timed apart
    loaded = time.perf_counter() - start
    pool = None
    if workers > 1:
        from simkit.experiments.executors import local_pool
        from simkit.strategies.plugin_files import LOADED_FILES
        pool = local_pool(workers, tuple(str(p) for p in LOADED_FILES))
    try:
        with _plugin_moves(setup.strategies):
            summary, wall = play_games(game, setup, games, seed, pool, show_progress=sys.stderr.isatty())
    finally:
        if pool is not None:
            pool.close()
    click.echo(game.setup_line(setup))
    click.echo(f"kernels ready in {loaded:.2f} s (compile or cache load, not in the wall time)")
    click.echo(summary.format(game, wall))


MAX_WORKERS = 256
ENGINE_ILLEGAL_MOVE = "option index out of range"  # the engines' ValueError when a strategy's index is not an option
MAX_TOURNAMENT_GAMES = 2_000_000  # every game's scores stay in memory (experiments.tournament)


def _check_count(option: str, value: int, limit: int, hint: str) -> None:
    if value < 1:
        raise BadInput(f"{option} must be at least 1, got {value}")
    if value > limit:
        raise BadInput(f"{option}: at most {limit:,}, got {value:,}" + (f" ({hint})" if hint else ""))


class _plugin_moves:
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
    from simkit.games.trickster.trace import write_trace
    game, setup = _setup(game_name, ruleset, players, deck, composition, strategies, catalogs)
    if not out.name:
        raise BadInput("--out needs a file name")
    check_target(out, "--out")  # before the game: a device, a folder or a missing folder is refused
    with _plugin_moves(setup.strategies):
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
    from simkit.games.trickster.trace import read_trace
    try:
        events = read_trace(trace_file)  # checked as a whole: complete, every line an event
    except InputError as exc:
        raise BadInput(str(exc)) from None
    game = get_game(events[0].get("family", "trickster"))
    try:
        text = game.render(events)  # rendered whole before printing: a bad event prints nothing
    except (KeyError, IndexError, TypeError, AttributeError, ValueError) as exc:
        raise BadInput(f"{trace_file}: malformed trace event ({' '.join(repr(exc).split())[:200]})") from None
    click.echo(text, nl=False)


@cli.command()
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
def tournament(game_name, ruleset, players, deck, composition, strategies, games, seed, workers, out, catalogs):
    """Rank strategies of any game: rotated seats, the same deals in every rotation."""
    from simkit.experiments.tournament import format_tournament, run_tournament, write_table_csv
    game, _ = _game_and_ruleset(game_name, ruleset)
    names = [name.strip() for name in strategies.split(",") if name.strip()]
    _check_count("--games", games, MAX_TOURNAMENT_GAMES, "a tournament keeps every game's scores in memory; "
                 "for more, run an experiment with a rotated field (docs/experiments.md)")
    if out is not None:
        check_target(out, "--out")
    setup = None
    for name in names:  # each name on every seat: a wrapper whose item the deck lacks would rank as its base
        game, setup = _setup(game_name, ruleset, players, deck, composition, name, catalogs)
    if setup is None or len(names) < 2:
        raise BadInput("a tournament needs at least 2 strategies")
    ruleset, players, deck = setup.ruleset, setup.players, setup.deck
    catalog = load_catalog(catalogs) if game.deck_kind == "heroes" else None
    start = time.perf_counter()
    try:
        with _plugin_moves(names):
            result = run_tournament(ruleset, players, deck, names, games, seed, catalog, workers)
    except ValueError as exc:
        if ENGINE_ILLEGAL_MOVE in str(exc):  # not a plugin's (_plugin_moves named those): a bug
            raise
        raise _setup_error(exc, catalogs) from None
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


@cli.command(name="compile")
@click.option("--game", "game_name", metavar="NAME", help="Only this game (default: every registered game).")
def compile_kernels(game_name):
    """Compile every game's kernels into the disk cache (or load them): run once after install."""
    from simkit.games.compile import compile_game
    from simkit.games.registry import game_names
    for name in [game_name] if game_name else game_names():
        game, _ = _game_and_ruleset(name, None)
        start = time.perf_counter()
        played = compile_game(game)
        click.echo(f"{game.name}: kernels ready in {time.perf_counter() - start:.1f} s ({', '.join(played)})")


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
    except (CatalogError, InputError, TargetError) as exc:  # an input file or an output target
        click.echo(f"simkit: error: {exc}", err=True)
        sys.exit(EXIT_BAD_INPUT)
    except KeyboardInterrupt:
        click.echo("simkit: interrupted", err=True)
        sys.exit(130)


if __name__ == "__main__":
    main()
