#!/usr/bin/env bash
# Runs every test: unit, integration (loopback fake GitHub) and end-to-end
# (the built binary, and the interactive mode in tmux). Offline.
#
# Two runs of the test binary, each in parallel: no test holds a thread of
# Swift's cooperative pool while it waits (virtual time, async waits, and
# blocking work on threads of its own), and the suites that touch what the
# whole process shares are nested under one `.serialized` parent.
#   1. unit and integration tests;
#   2. then the end-to-end tests, each with its own fake server, terminal
#      (tmux) and directories.
# Every suite has the same time limit (Tests/TestSupport), so a hang fails
# by name. GHSEARCH_TEST_SEED=N repeats a randomised test's run.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --test
swift build --build-tests
swift test --skip-build --skip EndToEndTests
SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH=4 swift test --skip-build --filter EndToEndTests
