#!/usr/bin/env bash
# Installs what ghsearch needs to build (not what only the tests use),
# builds it in release mode and runs it with the given arguments, e.g.:
#   bash scripts/run.sh scotteg
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bash "$root/scripts/install-deps.sh"
bin=$(bash "$root/scripts/build-release.sh")
exec "$bin/ghsearch" "$@"
