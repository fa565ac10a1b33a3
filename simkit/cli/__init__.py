"""The ``simkit`` command: one module per group of commands, standing over the four packages
(simkit, simkit.strategies, simkit.experiments, simkit.reports), none of which imports it.

    play.py        play, trace, replay         strategies.py  strategies [--check]
    tournament.py  tournament                  items.py       items, heroes
    run.py         run, results                games.py       games, compile
    report.py      report                      compare.py     compare

Every problem with the input is one line on stderr naming it, exit code 2 (errors.py); report
and compare check their output files first (page_targets.py).
"""

from __future__ import annotations

import sys

import click

from simkit.cli import compare, games, items, play, report, run, strategies, tournament  # modules: their names stay theirs
from simkit.cli.errors import EXIT_BAD_INPUT, BadInput, RunFailed
from simkit.inputs import InputError
from simkit.safe_write import TargetError

__all__ = ["BadInput", "RunFailed", "cli", "main"]


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="simkit")
def cli():
    """Monte Carlo balance testing for the Trickster card games."""


for command in (run.run, run.results, play.play, play.trace, play.replay, tournament.tournament,
                strategies.list_strategies, games.games, games.compile_kernels, items.heroes, items.items, report.report,
                compare.compare):
    cli.add_command(command)


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
    except (InputError, TargetError) as exc:  # an input file or an output target
        click.echo(f"simkit: error: {exc}", err=True)
        sys.exit(EXIT_BAD_INPUT)
    except KeyboardInterrupt:
        click.echo("simkit: interrupted", err=True)
        sys.exit(130)


if __name__ == "__main__":
    main()
