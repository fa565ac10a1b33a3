"""Where a batch of games spends its time, kernel by kernel, measured in real play (Linux perf).

    python benchmarks/profile_kernels.py [--game trickerion] [--strategy planner] [--games 3000] [--top 30]
    python benchmarks/profile_kernels.py --game cot --strategy cautious --games 50000

``--game trickerion`` plays Trickerion's batch kernel (bench_trickerion.py, 4 players); ``cot``
plays Trickster: Champions of Time (simkit.api, beginner deck); ``tricksters`` and ``trickarus``
play the game's first ruleset with its default deck or composition.

numba's cached kernels are machine code loaded at run time, which perf cannot name. So this script
keeps the object code numba loads, reads each function's address and size from its symbol table
(pyelftools) and writes them into ``/tmp/perf-<pid>.map``, the file perf reads for code it cannot
find on disk. Then it samples itself (``perf record -e cpu-clock``, a software clock: no hardware
counters are needed, as in a VM) while it plays the batch, and prints each function's share of the
samples. A ``leaf`` is inlined into its callers and has no line of its own. Unlike
trickerion_decisions.py, the policy runs inside the engine, with the caches as real play leaves
them. Needs ``perf`` on the PATH and ``pip install pyelftools``.
"""

from __future__ import annotations

import argparse
import io
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("NUMBA_NUM_THREADS", "1")

from numba.core import codegen  # noqa: E402

_objects: list[bytes] = []
_getbuffer = codegen.CPUCodeLibrary._object_getbuffer_hook.__func__


def _keep_object(cls, ll_module):
    buf = _getbuffer(cls, ll_module)
    if buf:
        _objects.append(bytes(buf))
    return buf


codegen.CPUCodeLibrary._object_getbuffer_hook = classmethod(_keep_object)


def write_perf_map() -> int:
    """Every loaded kernel function's address, size and name into /tmp/perf-<pid>.map."""
    from elftools.elf.elffile import ELFFile
    from numba.core.registry import cpu_target

    engine = cpu_target.target_context.codegen()._engine._ee
    rows = set()
    for buf in _objects:
        symbols = ELFFile(io.BytesIO(buf)).get_section_by_name(".symtab")
        for sym in symbols.iter_symbols():
            if sym["st_info"]["type"] == "STT_FUNC" and sym["st_size"] > 0 and sym["st_shndx"] != "SHN_UNDEF":
                address = engine.get_function_address(sym.name)
                if address:
                    rows.add((address, sym["st_size"], sym.name))
    with open(f"/tmp/perf-{os.getpid()}.map", "w") as out:
        for address, size, name in sorted(rows):
            out.write(f"{address:x} {size:x} {name}\n")
    return len(rows)


def short_name(symbol: str) -> str:
    """``simkit.strategies.trickerion.gains.best_learn_nb`` from numba's mangled name."""
    match = re.match(r"_ZN((?:\d+[A-Za-z_]\w*?)+)(?:B\d|E)", symbol)
    if not match:
        return symbol
    parts, rest = [], match.group(1)
    while rest:
        length = re.match(r"\d+", rest).group()
        start = len(length)
        parts.append(rest[start:start + int(length)])
        rest = rest[start + int(length):]
    return ".".join(parts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("trickerion", "cot", "tricksters", "trickarus"), default="trickerion")
    parser.add_argument("--strategy", default="planner")
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--top", type=int, default=30)
    args = parser.parse_args()
    if shutil.which("perf") is None:
        sys.exit("profile_kernels: perf is not on the PATH (Debian: apt-get install linux-perf)")
    try:
        import elftools  # noqa: F401
    except ImportError:
        sys.exit("profile_kernels: pyelftools is missing (pip install pyelftools)")
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    if args.game == "trickerion":
        from bench_trickerion import player

        trickerion = player()

        def play(games, seed):
            trickerion(args.players, args.strategy, games=games, seed=seed, check=False)
    elif args.game == "cot":
        from simkit.api import make_setup, play as play_cot

        setup = make_setup("cot", args.players, "beginner", args.strategy)

        def play(games, seed):
            play_cot(setup, games, seed=seed)
    else:  # the game's first ruleset and default deck, through its registry entry
        from simkit.games.registry import get_game

        game = get_game(args.game)
        setup = game.make_setup(next(iter(game.rulesets)), args.players, game.default_deck, args.strategy)

        def play(games, seed):
            game.play(setup, games, seed)
    play(1, 0)  # compile or load the kernels
    count = write_perf_map()
    data = os.path.join(tempfile.mkdtemp(prefix="simkit-perf-"), "perf.data")
    recorder = subprocess.Popen(["perf", "record", "-q", "-e", "cpu-clock", "-F", "4000", "-p", str(os.getpid()),
                                 "-o", data], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(0.5)  # perf attaches
    start = time.perf_counter()
    play(args.games, 1)
    wall = time.perf_counter() - start
    recorder.send_signal(signal.SIGINT)
    recorder.wait()
    report = subprocess.run(["perf", "report", "-i", data, "--no-children", "--sort", "symbol", "--stdio"],
                            capture_output=True, text=True).stdout
    print(f"{args.strategy}, {args.players} players, {args.games:,} games in {wall:.2f} s; {count} kernel "
          f"functions mapped; share of the samples:")
    shown = 0
    for line in report.splitlines():
        match = re.match(r"\s*([\d.]+)%\s+\[(.)\]\s+(\S+)", line)
        if match and shown < args.top:
            print(f"{float(match.group(1)):6.2f}%  {short_name(match.group(3))}")
            shown += 1


if __name__ == "__main__":
    main()
