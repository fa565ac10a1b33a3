"""Where a game's compile time goes: every function numba compiles for ``simkit compile --game G``,
with its argument types and its own CPU seconds (its compile minus the compiles it triggered).

Run it with an empty kernel cache (numba reports only what it compiles, not what it loads):

    rm -rf /tmp/cache-profile && SIMKIT_CACHE_DIR=/tmp/cache-profile python benchmarks/compile_profile.py trickster

Prints one row per function (its specialisations, own seconds, total seconds) and then every
function compiled for more than one signature, the candidates for one specialisation. With
``--llvm``, also each compiled library's LLVM time (optimising, then emitting machine code): numba
links every kernel a kernel calls into its module and optimises and emits the whole again, so a
small kernel that calls a large one costs what the large one does (simkit/engine/late_binding.py).
"""

from __future__ import annotations

import argparse
import time
from collections import defaultdict

from numba.core import event


class CompileTimes(event.Listener):
    """Own and total seconds of every numba compile, nested compiles subtracted from their caller."""

    def __init__(self):
        self.stack: list[list] = []  # [start, seconds of nested compiles]
        self.rows: list[tuple[str, str, float, float]] = []  # name, signature, own, total

    def on_start(self, ev):
        self.stack.append([time.process_time(), 0.0])

    def on_end(self, ev):
        start, nested = self.stack.pop()
        total = time.process_time() - start
        if self.stack:
            self.stack[-1][1] += total
        func = ev.data["dispatcher"].py_func
        name = f"{func.__module__.removeprefix('simkit.')}.{func.__qualname__}"
        self.rows.append((name, ", ".join(str(a) for a in ev.data["args"]), total - nested, total))


class LibraryTimes:
    """LLVM seconds of every library numba finalizes (its module with the libraries it links):
    wraps numba's CPUCodeLibrary for the run (a measurement only; nothing of simkit does this)."""

    def __init__(self):
        from numba.core import codegen
        self.rows: list[tuple[str, int, int, float, float]] = []  # name, own instructions, links, opt, emit
        library = codegen.CPUCodeLibrary
        finalize, optimise, emit = library.finalize, library._optimize_final_module, library._finalize_final_module
        rows = self.rows

        def timed(method, key):
            def run(self):
                start = time.process_time()
                method(self)  # also run for a library loaded from the cache, outside finalize
                self.__dict__.setdefault("_simkit_seconds", {})[key] = time.process_time() - start
            return run

        def finalize_timed(self):
            own = sum(1 for fn in self._final_module.functions if not fn.is_declaration
                      for block in fn.blocks for _ in block.instructions)
            self._simkit_seconds = {}
            finalize(self)
            rows.append((self.name, own, len(self._linking_libraries), self._simkit_seconds.get("optimise", 0.0),
                         self._simkit_seconds.get("emit", 0.0)))
        library.finalize = finalize_timed
        library._optimize_final_module = timed(optimise, "optimise")
        library._finalize_final_module = timed(emit, "emit")

    def report(self, top: int) -> None:
        optimise, emit = sum(r[3] for r in self.rows), sum(r[4] for r in self.rows)
        print(f"\nLLVM: {len(self.rows)} libraries, optimising {optimise:.1f} s, emitting {emit:.1f} s")
        print("\n| library | own instructions | libraries linked | optimise s | emit s |\n|---|---|---|---|---|")
        for name, own, links, opt, out in sorted(self.rows, key=lambda r: -(r[3] + r[4]))[:top]:
            print(f"| `{name[:70]}` | {own} | {links} | {opt:.2f} | {out:.2f} |")


class PassTimes(event.Listener):
    """Own CPU seconds of every compiler pass and of the time in LLVM (the LLVM lock), nested
    events subtracted from the one they run inside: where a compile's time goes."""

    def __init__(self):
        self.stack: list[list] = []  # [name, start, seconds of nested events]
        self.own: dict[str, float] = defaultdict(float)

    def on_start(self, ev):
        name = ev.data["name"].split(" [")[0] if ev.kind == "numba:run_pass" else "LLVM (optimise, emit machine code)"
        self.stack.append([name, time.process_time(), 0.0])

    def on_end(self, ev):
        name, start, nested = self.stack.pop()
        total = time.process_time() - start
        if self.stack:
            self.stack[-1][2] += total
        self.own[name] += total - nested


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--llvm", action="store_true", help="also each library's LLVM seconds")
    args = parser.parse_args()
    libraries = LibraryTimes() if args.llvm else None

    from simkit.games.compile import compile_game
    from simkit.games.registry import get_game
    game = get_game(args.game)
    listener = CompileTimes()
    start = time.perf_counter()
    passes = PassTimes()
    with event.install_listener("numba:compile", listener), event.install_listener("numba:run_pass", passes), \
            event.install_listener("numba:llvm_lock", passes):
        played = compile_game(game)
    wall = time.perf_counter() - start

    by_name = defaultdict(lambda: [0, 0.0, 0.0])
    signatures = defaultdict(list)
    for name, signature, own, total in listener.rows:
        row = by_name[name]
        row[0] += 1
        row[1] += own
        row[2] = max(row[2], total)
        signatures[name].append((signature, own))
    print(f"{args.game}: {wall:.1f} s wall, {time.process_time():.1f} s CPU in all, "
          f"{sum(r[1] for r in by_name.values()):.1f} s CPU compiling, "
          f"{len(listener.rows)} compiles of {len(by_name)} functions; played {', '.join(played)}")
    print("\n| function | specialisations | own CPU s | with callees CPU s |\n|---|---|---|---|")
    for name, (count, own, total) in sorted(by_name.items(), key=lambda kv: -kv[1][1])[:args.top]:
        print(f"| `{name}` | {count} | {own:.1f} | {total:.1f} |")
    print("\n| compiler pass | own CPU s |\n|---|---|")
    for name, own in sorted(passes.own.items(), key=lambda kv: -kv[1])[:12]:
        print(f"| {name} | {own:.1f} |")
    if libraries is not None:
        libraries.report(args.top)
    repeated = {name: sigs for name, sigs in signatures.items() if len(sigs) > 1}
    if repeated:
        print("\ncompiled more than once:")
        for name, sigs in sorted(repeated.items(), key=lambda kv: -sum(s[1] for s in kv[1])):
            print(f"  {name}")
            for signature, own in sigs:
                print(f"      {own:6.1f} s  ({signature})")


if __name__ == "__main__":
    main()
