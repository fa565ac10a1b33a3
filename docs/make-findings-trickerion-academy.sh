#!/usr/bin/env bash
# docs/findings-trickerion-academy.md from real runs: play every experiments/trickerion-academy-*.toml
# spec and the specs it is compared with (the Dark Alley's trickerion-dark-alley-seats, -base and
# -skill, the base game's trickerion-skill: on the default results folder these are the Dark Alley
# page's own runs, shared and resumed, not played twice), write each run's report summary beside its
# results, then generate the page from all of them (docs/findings_trickerion_academy.py); no number in
# it is typed by hand. Re-running resumes finished runs; after a change to the engine or a strategy,
# run it on a new folder (a folder refuses another engine's games).
# Measured on the 2 shared cores (4 December 2026, kernels cached, another helper's benchmarks beside):
# the planner plays the Academy at about 1,000-1,250 games/s (2-4 players mixed), the one that never
# visits it (tasks of 100 games) at 600, the skill line-ups at 2,500; the Dark Alley's and the base
# game's runs as docs/make-findings-trickerion-dark-alley.sh says; each report about 8 s. At these sizes
# the whole script takes about 15 minutes on a new folder (822 s of runs and some 75 s of reports
# measured), less when the Dark Alley page's runs are already in it, plus 5-8 minutes to compile the
# kernels on a cold cache (the first simkit run).
#   bash docs/make-findings-trickerion-academy.sh [RESULTS_FOLDER]      (default out/)
# Smaller, for a trial (a folder of its own: a folder never drops games):
#   AC_GAMES=1000 AC_PAGE=/tmp/academy-trial.md bash docs/make-findings-trickerion-academy.sh /tmp/academy-trial
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-out}
games=()
if [ -n "${AC_GAMES:-}" ]; then games=(--games "$AC_GAMES"); fi
mkdir -p "$out"
times="$out/trickerion-academy-walltimes.txt"  # appended to: a resumed step adds its own time
for name in academy-seats academy-sparse academy-da-hand academy-noacademy academy-skill \
            dark-alley-seats dark-alley-base dark-alley-skill skill; do
  start=$(date +%s)
  simkit run "experiments/trickerion-$name.toml" --out "$out/trickerion-$name" "${games[@]}"
  echo "trickerion-$name $(( $(date +%s) - start ))" >> "$times"
  simkit report "$out/trickerion-$name" --md "$out/trickerion-$name/summary.md"
done
python docs/findings_trickerion_academy.py "$out" --walltimes "$times" --commit "$(git rev-parse --short HEAD 2>/dev/null || true)" \
  --to "${AC_PAGE:-docs/findings-trickerion-academy.md}"
