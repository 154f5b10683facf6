#!/usr/bin/env bash
# Keystroke-to-frame latency of the interactive mode's local filter over
# 5,000 repositories, and bytes written per frame (issue: interactive REPL).
# Usage: bash bench/repl.sh [repositories]
set -euo pipefail
cd "$(dirname "$0")/.."
echo "building (release: the repl-benchmark product, GHSearchCore + bench/repl)…" >&2
swift build -c release --product repl-benchmark >&2
"$(swift build -c release --show-bin-path)/repl-benchmark" "${1:-5000}"
