#!/usr/bin/env bash
# The interactive mode over 5,000, 30,000 and 100,000 repositories: loading
# them page by page (CPU, memory), keystroke-to-frame latency of the local
# filter, and bytes written per frame (issues: interactive REPL, #13).
# Usage: bash bench/repl.sh [repositories…]   (default: 5000 30000 100000)
set -euo pipefail
cd "$(dirname "$0")/.."
echo "building (release, as shipped: the repl-benchmark product, GHSearchCLI + bench/repl)…" >&2
bin="$(bash scripts/build-release.sh repl-benchmark)/repl-benchmark"
if [ "$#" -eq 0 ]; then set -- 5000 30000 100000; fi
for count in "$@"; do
    "$bin" "$count"
    echo
done
