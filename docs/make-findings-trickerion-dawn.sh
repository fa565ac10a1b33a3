#!/usr/bin/env bash
# docs/findings-trickerion-dawn.md from real runs: play every experiments/trickerion-full-*.toml spec
# and the Academy's specs it is compared with (trickerion-academy-seats and -skill: on the default
# results folder these are the Academy page's own runs, shared and resumed, not played twice), write
# each run's report summary beside its results, then generate the page from all of them
# (docs/findings_trickerion_dawn.py); no number in it is typed by hand. Re-running resumes finished
# runs; after a change to the engine or a strategy, run it on a new folder (a folder refuses another
# engine's games).
# Measured on the 2 shared cores (4 December 2026, kernels cached, the Dawn ladder's search and other
# jobs beside): the planner plays Dawn at about 730 games/s (2-4 players mixed), the Dawn skill line-ups
# at 1,080, the Academy's seats at 1,000 and its skill line-ups at about 1,750; each report about 15 s.
# On a new folder the whole script took 10 min 48 s (582 s of runs: 90, 151, 129 and 212 s, and the
# reports), less when the Academy page's runs are already in it, plus 5-10 minutes to compile the
# kernels on a cold cache (the first simkit run).
#   bash docs/make-findings-trickerion-dawn.sh [RESULTS_FOLDER]      (default out/)
# Smaller, for a trial (a folder of its own: a folder never drops games):
#   DAWN_GAMES=500 DAWN_PAGE=/tmp/dawn-trial.md bash docs/make-findings-trickerion-dawn.sh /tmp/dawn-trial
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-out}
games=()
if [ -n "${DAWN_GAMES:-}" ]; then games=(--games "$DAWN_GAMES"); fi
mkdir -p "$out"
times="$out/trickerion-dawn-walltimes.txt"  # appended to: a resumed step adds its own time
for name in full-seats full-skill academy-seats academy-skill; do
  start=$(date +%s)
  simkit run "experiments/trickerion-$name.toml" --out "$out/trickerion-$name" "${games[@]}"
  echo "trickerion-$name $(( $(date +%s) - start ))" >> "$times"
  simkit report "$out/trickerion-$name" --md "$out/trickerion-$name/summary.md"
done
python docs/findings_trickerion_dawn.py "$out" --walltimes "$times" --commit "$(git rev-parse --short HEAD 2>/dev/null || true)" \
  --to "${DAWN_PAGE:-docs/findings-trickerion-dawn.md}"
