"""Session set-up: every game's kernels into numba's disk cache before the first test
(``simkit compile``: one process per game, as many at once as there are cores, the largest game
first). The test processes (pytest-xdist workers, or this one) then load kernels instead of
compiling them, and two workers never compile the same engine at once (both would pay for it).

It runs once, in the controller of an xdist run (or the only process); with the kernels cached it
only loads them. ``SIMKIT_NO_WARM_UP=1`` skips it, for a quick run of a few tests. The slow tier
(``-m slow``: the large referee volumes and the other long tests) is in the README's test command
as everything else; ``-m "not slow"`` leaves it out while working.
"""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def pytest_sessionstart(session):
    if os.environ.get("SIMKIT_NO_WARM_UP") or hasattr(session.config, "workerinput"):
        return  # turned off, or an xdist worker (its controller compiled)
    done = subprocess.run([sys.executable, "-m", "simkit", "compile"], cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:  # the tests of the failed game will fail with the whole story
        print(f"conftest: simkit compile failed:\n{done.stdout[-2000:]}{done.stderr[-2000:]}", file=sys.stderr)
