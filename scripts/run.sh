#!/usr/bin/env bash
# Installs what ghsearch needs, builds it in release mode and runs it with
# the given arguments, e.g.: bash scripts/run.sh scotteg
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bash "$root/scripts/install-deps.sh"
swift build -c release --package-path "$root" >&2
exec "$root/.build/release/ghsearch" "$@"
