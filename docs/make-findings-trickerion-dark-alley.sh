#!/usr/bin/env bash
# docs/findings-trickerion-dark-alley.md from real runs: play every experiments/trickerion-dark-alley-*.toml
# spec and the base game's trickerion-skill.toml, write each run's report summary beside its results,
# trace the first games of the Dark Alley's and the base game's seats cells (docs/dark_alley_traces.py),
# then generate the page from all of them (docs/findings_trickerion_dark_alley.py); no number in it is
# typed by hand. Re-running resumes finished runs and traces.
# Measured on the 2 shared cores (4 December 2026, kernels cached, other jobs beside): the planner plays
# the Dark Alley at about 2,300 games/s (2-4 players mixed; 2,200 at 4 players), the skill line-ups at
# 2,200-2,400, the base game at 3,400; traces at about 100 games/s (the Dark Alley) and 140 (the base
# game) on 2 processes; each report about 7 s. At these sizes the whole script takes about 13 minutes,
# plus 2-5 minutes to compile the kernels on a cold cache (the first simkit run).
#   bash docs/make-findings-trickerion-dark-alley.sh [RESULTS_FOLDER]      (default out/)
# Smaller, for a trial (a folder of its own: a folder never drops games):
#   DA_GAMES=2000 DA_TRACED=300 DA_PAGE=/tmp/da-trial.md bash docs/make-findings-trickerion-dark-alley.sh /tmp/da-trial
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-out}
traced=${DA_TRACED:-5000}                  # traced games per player count: the Dark Alley (sections 1-3, 6)
traced_base=${DA_TRACED_BASE:-$(( traced / 2 ))}  # and the base game (section 4's spread)
games=()
if [ -n "${DA_GAMES:-}" ]; then games=(--games "$DA_GAMES"); fi
mkdir -p "$out"
times="$out/trickerion-dark-alley-walltimes.txt"  # appended to: a resumed step adds its own time
for name in dark-alley-seats dark-alley-noprophecies dark-alley-noabilities dark-alley-base dark-alley-skill skill; do
  start=$(date +%s)
  simkit run "experiments/trickerion-$name.toml" --out "$out/trickerion-$name" "${games[@]}"
  echo "trickerion-$name $(( $(date +%s) - start ))" >> "$times"
  simkit report "$out/trickerion-$name" --md "$out/trickerion-$name/summary.md"
done
for spec in seats:"$traced" base:"$traced_base"; do
  start=$(date +%s)
  python docs/dark_alley_traces.py "$out" --spec "experiments/trickerion-dark-alley-${spec%%:*}.toml" --games "${spec##*:}"
  echo "traces-trickerion-dark-alley-${spec%%:*} $(( $(date +%s) - start ))" >> "$times"
done
python docs/findings_trickerion_dark_alley.py "$out" --walltimes "$times" --commit "$(git rev-parse --short HEAD 2>/dev/null || true)" \
  --to "${DA_PAGE:-docs/findings-trickerion-dark-alley.md}"
