"""How the command says no: bad input is one line and exit code 2; good input whose work failed, exit code 1."""

from __future__ import annotations

import click

EXIT_BAD_INPUT = 2


class BadInput(click.ClickException):
    exit_code = EXIT_BAD_INPUT


class RunFailed(click.ClickException):
    """Good input, but the work failed (a worker died, a disk filled up): one line, exit code 1."""
    exit_code = 1
