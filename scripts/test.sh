#!/usr/bin/env bash
# Runs every test: unit, integration (loopback fake GitHub) and end-to-end
# (the built binary, and the interactive mode in tmux). Offline.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build
swift test
