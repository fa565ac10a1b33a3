"""Local worker processes die with the ``simkit run`` that started them, however it ends.

The chain is ``simkit run`` -> fork server -> workers (multiprocessing's forkserver start
method). Each link asks the kernel for SIGKILL when its parent dies (Linux prctl
PR_SET_PDEATHSIG), so ``kill -9`` of the run takes the fork server and the workers with it;
multiprocessing's resource tracker then sees its pipe close and exits by itself. A Python
thread watching the parent would not do: the kernels hold the GIL for a whole task, and a
plugin strategy stuck in a loop holds it for ever.

The fork server runs no code of ours but imports its preload modules, so this module, listed
first there, arms the fork server when it is imported in a process whose parent is the run
that set ``PARENT_ENV`` (importing it anywhere else does nothing). Workers arm themselves in
``init_worker``. Elsewhere than Linux this is a no-op.
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys

PARENT_ENV = "SIMKIT_FORKSERVER_PARENT"
_PR_SET_PDEATHSIG = 1


def die_with_parent(parent: int) -> None:
    """SIGKILL this process when its parent dies; exit now if ``parent`` is gone already."""
    if not sys.platform.startswith("linux"):
        return
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # the parent died before the request took effect
        os._exit(1)


def init_worker(plugins: list[str]) -> None:
    """A local worker's initializer: die with the fork server, leave Ctrl-C to the run (it
    stops the workers itself, even one stuck in a strategy), then load the spec's plugins."""
    die_with_parent(os.getppid())
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if plugins:
        from simkit.strategies.plugins import load_plugins
        load_plugins(plugins)


if os.environ.get(PARENT_ENV) == str(os.getppid()):  # this is the fork server of that run
    die_with_parent(os.getppid())
