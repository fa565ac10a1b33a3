"""A task that never ends and ignores Ctrl-C, as a plugin strategy stuck in a loop would
(imported by name in worker processes, so it lives in a module of its own)."""

import signal


def stuck_forever(*args, **kwargs):
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        pass
