#!/usr/bin/env bash
# Time what a clean clone costs (README's Quick start), for docs/performance.md and the README:
#   1. cold `simkit run experiments/quickstart.toml` (empty kernel cache: compiles the game it plays)
#   2. the README's test command with an empty kernel cache (its session start compiles every game)
#   3. the same command again, every kernel cached
# Each in a fresh clone of this repository's committed HEAD, a fresh virtual environment and an
# empty $SIMKIT_CACHE_DIR, under a temporary folder (removed at the end; KEEP=1 keeps it).
# Prints wall and CPU seconds and the load average before and after each step: on a shared
# machine the wall times are only upper bounds (run it when nothing else runs).
#
#     bash benchmarks/time_suite.sh            # all three
#     bash benchmarks/time_suite.sh quickstart # only the first
set -euo pipefail
REPO="$(cd "$(dirname "$0")/.." && pwd)"
WORK="$(mktemp -d)"
[ "${KEEP:-}" = 1 ] || trap 'rm -rf "$WORK"' EXIT
STEPS="${1:-all}"

git clone --quiet "$REPO" "$WORK/simkit"
cd "$WORK/simkit"
python3 -m venv "$WORK/venv"
. "$WORK/venv/bin/activate"
python3 -m pip install --quiet --upgrade pip
python3 -m pip install --quiet -e '.[test]'
echo "commit $(git rev-parse --short HEAD), $(nproc) cores, python $(python3 -c 'import sys; print(sys.version.split()[0])')"

timed() {  # timed LABEL COMMAND...: wall and CPU (this command and its children) seconds
    local label="$1"; shift
    echo "$label: load before: $(cut -d' ' -f1-3 /proc/loadavg)"
    local TIMEFORMAT="$label: %R s wall, %U s user + %S s system CPU"
    time { "$@" > "$WORK/$label.log" 2>&1 || { tail -n 30 "$WORK/$label.log"; echo "$label failed"; exit 1; }; }
    echo "$label: load after: $(cut -d' ' -f1-3 /proc/loadavg)"
}

export SIMKIT_CACHE_DIR="$WORK/cache-quickstart"
timed quickstart-cold simkit run experiments/quickstart.toml --out "$WORK/out"
grep -m1 "kernels ready" "$WORK/quickstart-cold.log" || true
[ "$STEPS" = quickstart ] && exit 0

export SIMKIT_CACHE_DIR="$WORK/cache-tests"
timed tests-cold python3 -m pytest -n auto -q -p no:cacheprovider
grep -E "passed|failed" "$WORK/tests-cold.log" | tail -n 1
timed tests-warm python3 -m pytest -n auto -q -p no:cacheprovider
grep -E "passed|failed" "$WORK/tests-warm.log" | tail -n 1
