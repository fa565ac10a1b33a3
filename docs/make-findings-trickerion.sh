#!/usr/bin/env bash
# docs/findings-trickerion.md from real runs: play every experiments/trickerion-*.toml spec, write
# each run's report summary beside its results, then generate the page from the results
# (docs/findings_trickerion.py); no number in it is typed by hand. Re-running resumes finished runs.
#   bash docs/make-findings-trickerion.sh [RESULTS_FOLDER]      (default out/)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-out}
mkdir -p "$out"
times="$out/trickerion-walltimes.txt"
: > "$times"
for name in seats seats-equal-coins skill restricted skill-search; do
  start=$(date +%s)
  simkit run "experiments/trickerion-$name.toml" --out "$out/trickerion-$name"
  echo "$name $(( $(date +%s) - start ))" >> "$times"
  simkit report "$out/trickerion-$name" --md "$out/trickerion-$name/summary.md"
done
python docs/findings_trickerion.py "$out" --walltimes "$times" --commit "$(git rev-parse --short HEAD 2>/dev/null || true)"
