#!/usr/bin/env bash
# Runs every test: unit, integration (loopback fake GitHub) and end-to-end
# (the built binary, and the interactive mode in tmux). Offline.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --test
swift build
# One test at a time: the end-to-end tests wait on real processes and tmux,
# and on a 2-core machine a waiting test can hold one of the two threads the
# virtual-time tests need. Serial, every test gets the machine to itself
# (about 1.5 minutes in all).
swift test --no-parallel
