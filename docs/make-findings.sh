#!/usr/bin/env bash
# docs/findings.md from a real run (issue 6's acceptance): play the sized-down Champions of Time
# deck sample, then write the report; findings.md is the report's own Markdown summary, no
# number in it is typed by hand. The HTML report and its CSV tables stay in the results folder.
#   bash docs/make-findings.sh [RESULTS_FOLDER]      (default out/cot-decks-findings; resumes)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-out/cot-decks-findings}
simkit run experiments/cot-decks-findings.toml --out "$out"
simkit report "$out" --html "$out/balance.html" --md docs/findings.md
