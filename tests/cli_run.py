"""Run the simkit command in-process and capture its exit code and output."""

import pytest

from simkit.cli import main


def run(capsys, *args):
    with pytest.raises(SystemExit) as exit_info:
        main(list(args))
        raise SystemExit(0)
    out, err = capsys.readouterr()
    return exit_info.value.code, out, err
