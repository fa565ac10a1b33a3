"""``simkit run`` (an experiment spec into a results folder) and ``simkit results`` (its headline tables).

Bad input (spec, folder, options) is one line and exit code 2, found before any game runs.
"""

from __future__ import annotations

import dataclasses
import signal
import sys
from pathlib import Path

import click

from simkit.cli.errors import BadInput, RunFailed

EXIT_TERMINATED = 128 + signal.SIGTERM


class Terminated(KeyboardInterrupt):
    """SIGTERM, handled like Ctrl-C: the workers are stopped, finished tasks kept."""


def _raise_terminated(signum, frame):
    raise Terminated()


@click.command("run")
@click.argument("spec_file", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--workers", type=click.IntRange(min=1), default=None,
              help="Local worker processes  [default: one per core].")
@click.option("--scheduler", default=None, metavar="ADDRESS",
              help="Run on a Dask cluster: the address of its scheduler, e.g. tcp://host:8786.")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Results folder (instead of the spec's out).")
@click.option("--games", type=int, default=None, metavar="N",
              help="Games per cell (instead of the spec's games); more than the folder holds extends it.")
@click.option("--fresh", is_flag=True, default=False,
              help="Replace the folder's results with a new run (in one step: never half of each).")
def run(spec_file, workers, scheduler, out, games, fresh):
    """Run an experiment spec (TOML); run it again on the same folder to resume, or with more games to extend it."""
    previous = signal.signal(signal.SIGTERM, _raise_terminated)
    try:
        _run(spec_file, workers, scheduler, out, games, fresh)
    except Terminated:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        click.echo("simkit: terminated", err=True)
        sys.exit(EXIT_TERMINATED)
    except KeyboardInterrupt:
        # the run is stopping: a second Ctrl-C must not interrupt the exit (it used to hang it)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        raise
    finally:
        signal.signal(signal.SIGTERM, previous)


def _run(spec_file, workers, scheduler, out, games, fresh):
    plugins = _load_spec_plugins(spec_file, scheduler, BadInput)
    from simkit.experiments.executors import SchedulerUnreachable, dask_pool, default_workers, local_pool
    from simkit.experiments.headline import format_headline
    from simkit.experiments.result_tables import load
    from simkit.experiments.runner import RunFailed as TaskFailed
    from simkit.experiments.runner import run_spec
    from simkit.experiments.spec import SizeError, SpecError, check_sizes, load_spec
    from simkit.experiments.store import StoreError, StoreWriteError
    if workers is not None and scheduler is not None:
        raise BadInput("--workers is for local runs; with --scheduler the cluster's workers run the tasks")
    if games is not None and games < 1:
        raise BadInput(f"--games must be at least 1, got {games}")
    try:
        spec = load_spec(spec_file)
    except SpecError as exc:
        raise BadInput(str(exc)) from None
    if games is not None and spec.adaptive is not None:
        raise BadInput(f"--games: {spec_file} is an adaptive run ({spec.adaptive.kind}): its rule decides the games; "
                       "change games or max_games in the spec (a new --out, or --fresh)")
    if games is not None:
        try:
            check_sizes(len(spec.cells), games, spec.games_per_task)
        except SizeError as exc:
            raise BadInput(f"--games: {exc}") from None
        spec = dataclasses.replace(spec, games=games, data={**spec.data, "games": games})
    out = out or spec.out
    if out is None:
        raise BadInput(f"{spec_file}: out: missing (or give --out)")
    if scheduler is not None:
        try:
            pool = dask_pool(scheduler)
        except SchedulerUnreachable as exc:
            raise BadInput(str(exc)) from None
        make_pool = lambda: pool  # noqa: E731 (connected first: a wrong address is bad input)
    else:
        count = workers or default_workers()
        make_pool = lambda: local_pool(count, tuple(str(p) for p in plugins))  # noqa: E731
    try:
        summary = run_spec(spec, out, make_pool, fresh=fresh)
    except StoreError as exc:
        raise BadInput(str(exc)) from None
    except (TaskFailed, StoreWriteError) as exc:
        raise RunFailed(str(exc)) from None
    finally:
        if scheduler is not None:  # also when nothing was left to run (closing twice is harmless)
            pool.close()
    if summary.games:
        click.echo(f"played {summary.games:,} games in {summary.wall_seconds:.1f} s "
                   f"({summary.games_per_second:,.0f} games/s) on {summary.pool}")
    elif spec.adaptive is not None:
        click.echo(f"nothing to run: the adaptive run is finished ({summary.tasks:,} tasks); --fresh starts afresh")
    else:
        click.echo(f"nothing to run: every task is finished ({summary.tasks:,} tasks, {spec.games:,} games per "
                   "cell); --games N (or a larger games in the spec) adds games, --fresh starts afresh")
    click.echo(f"results in {out} (python: experiments.load({str(out)!r}))\n")
    try:
        loaded = load(out)
    except StoreError as exc:
        raise BadInput(str(exc)) from None
    click.echo(format_headline(loaded))


def _load_spec_plugins(spec_file: Path, scheduler: str | None, bad_input) -> list[Path]:
    """Load the spec's strategy plugins (their names must be known when the spec's line-ups are checked)."""
    from simkit.experiments.spec_plugins import SpecPluginError, spec_plugin_files
    try:
        files = spec_plugin_files(spec_file)
    except SpecPluginError as exc:
        raise bad_input(str(exc)) from None
    if files and scheduler is not None:
        raise bad_input(f"{spec_file}: plugins: not on a Dask cluster (its workers would need "
                        "the files); run it locally")
    if files:
        from simkit.strategies.plugins import PluginError, load_plugins
        try:
            load_plugins(files)
        except PluginError as exc:
            raise bad_input(f"{spec_file}: plugins: {exc}") from None
    return files


@click.command("results")
@click.argument("folder", type=click.Path(file_okay=False, path_type=Path))
def results(folder):
    """Print the headline tables of a results folder."""
    from simkit.experiments.headline import format_headline
    from simkit.experiments.result_tables import load
    from simkit.experiments.store import StoreError
    try:
        loaded = load(folder)
    except StoreError as exc:
        raise BadInput(str(exc)) from None
    click.echo(format_headline(loaded))
