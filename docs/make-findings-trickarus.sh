#!/usr/bin/env bash
# docs/findings-trickarus.md from real runs: play every experiments/trickarus-*.toml spec, write
# each run's report summary beside its results, then generate the page from the results
# (docs/findings_trickarus.py); no number in it is typed by hand. Re-running resumes finished runs.
#   bash docs/make-findings-trickarus.sh [RESULTS_FOLDER]      (default out/)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-out}
mkdir -p "$out"
times="$out/trickarus-walltimes.txt"
: > "$times"
for name in seats seats-climber coop-random coop coop-search lightning lightning-tables; do
  start=$(date +%s)
  simkit run "experiments/trickarus-$name.toml" --out "$out/trickarus-$name"
  echo "$name $(( $(date +%s) - start ))" >> "$times"
  simkit report "$out/trickarus-$name" --md "$out/trickarus-$name/summary.md"
done
python docs/findings_trickarus.py "$out" --walltimes "$times" --commit "$(git rev-parse --short HEAD 2>/dev/null || true)"
