"""The ``simkit`` command: play, tournament, strategies, trace, replay, heroes; run and results (experiments/cli.py).

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


def _setup(ruleset, players, deck, strategies, catalogs=()):
    from simkit.api import make_setup
    try:
        return make_setup(ruleset, players, deck, strategies, load_catalog(catalogs))
    except ValueError as exc:
        raise BadInput(str(exc)) from None


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="simkit")
def cli():
    """Monte Carlo balance testing for the Trickster card games."""


from experiments import cli as experiment_commands  # noqa: E402 (it imports BadInput from here, lazily)

cli.add_command(experiment_commands.run)
cli.add_command(experiment_commands.results)


RULESET = click.option("--ruleset", default="cot", show_default=True,
                       help="Rules: cot (Champions of Time) or fantasy (Trickster: Fantasy).")
CATALOG = click.option("--catalog", "catalogs", multiple=True, type=click.Path(dir_okay=False, path_type=Path),
                       help="A TOML file of designer heroes (docs/heroes.md); repeatable.")
PLAYERS = click.option("--players", type=int, default=4, show_default=True, help="Number of players.")
DECK = click.option("--deck", default="beginner", show_default=True,
                    help="beginner, strategist, fantasy, random (7 of the ruleset's heroes drawn per game) "
                         "or 7 comma-separated heroes of any set.")
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
@RULESET
@PLAYERS
@DECK
@STRATEGIES
@click.option("--games", type=int, default=10_000, show_default=True, help="Games to play.")
@SEED
@CATALOG
@PLUGIN
def play(ruleset, players, deck, strategies, games, seed, catalogs):
    """Play a batch of games and print a summary."""
    from simkit.api import play as play_games
    from simkit.results import format_summary
    setup = _setup(ruleset, players, deck, strategies, catalogs)
    if games < 1:
        raise BadInput(f"--games must be at least 1, got {games}")
    start = time.perf_counter()
    play_games(setup, 1, seed)  # compile or load the kernels, timed apart
    loaded = time.perf_counter() - start
    start = time.perf_counter()
    results = play_games(setup, games, seed)
    wall = time.perf_counter() - start
    heroes = ", ".join(setup.heroes) if setup.heroes else "random (7 drawn per game)"
    click.echo(f"{setup.ruleset.title}, {players} players, deck {deck}: {heroes}")
    click.echo(f"kernels ready in {loaded:.2f} s (compile or cache load, not in the wall time)")
    click.echo(format_summary(results, wall))


@cli.command()
@RULESET
@PLAYERS
@DECK
@STRATEGIES
@SEED
@click.option("--game", type=click.IntRange(0, 2**62), default=0, show_default=True,
              help="Which game of the seed (as in play).")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), required=True, help="JSON Lines file.")
@CATALOG
@PLUGIN
def trace(ruleset, players, deck, strategies, seed, game, out, catalogs):
    """Write the full trace of one game as JSON Lines."""
    from simkit.api import trace_setup
    from simkit.trace import write_trace
    setup = _setup(ruleset, players, deck, strategies, catalogs)
    if not out.name:
        raise BadInput("--out needs a file name")
    if not out.parent.is_dir():
        raise BadInput(f"--out: folder {out.parent} does not exist")
    events = trace_setup(setup, seed, game)
    try:
        write_trace(events, out)
    except OSError as exc:
        raise BadInput(f"--out: cannot write {out} ({exc.strerror or exc})") from None
    end = events[-1]
    click.echo(f"wrote {len(events)} events to {out}; totals {end['totals']}, winners {end['winners']}")


@cli.command()
@click.argument("trace_file", type=click.Path(dir_okay=False, path_type=Path))
def replay(trace_file):
    """Show a trace file trick by trick."""
    from simkit.replay import render_trace
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
        click.echo(render_trace(events), nl=False)
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
    """Rank strategies: rotated seats, the same deals in every rotation."""
    from strategies.tournament import format_tournament, run_tournament, write_table_csv
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
@click.option("--check", "check", metavar="NAME",
              help="Run the strategy contract (legal, deterministic, no peeking) on NAME, e.g. a plugin.")
@PLUGIN
def list_strategies(check):
    """Every registered strategy: name, description, parameters."""
    from strategies.registry import all_strategies
    if check:
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
    for st in all_strategies():
        if not st.listed:
            continue
        params = ", ".join(f"{key}={value:g}" if isinstance(value, float) else f"{key}={value}"
                           for key, value in st.params.items())
        click.echo(f"{st.name}  {st.description}" + (f"  [{params}]" if params else ""))


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
