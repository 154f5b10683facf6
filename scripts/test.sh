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

# The test runs get a temporary directory of their own, in which they must
# leave nothing: each test process keeps its scratch files in one root there
# and removes it as it exits (Tests/TestSupport/ScratchRoot.swift). Only
# `swift test`'s own files stay (TemporaryDirectory.*, *.lock). A run that
# does not finish (a failure, Ctrl-C) has its programs killed and the
# directory removed here.
tmp=$(mktemp -d)
cleanup() {
    local file pid
    # Programs still running from the tests: tmux servers, what runs in them.
    for file in $(grep -lsF -- "$tmp/" /proc/[0-9]*/environ /proc/[0-9]*/cmdline); do
        pid=${file#/proc/}; pid=${pid%%/*}
        kill -9 "$pid" 2>/dev/null || true
    done
    rm -rf "$tmp"
}
trap cleanup EXIT
TMPDIR=$tmp swift test --skip-build --skip EndToEndTests
TMPDIR=$tmp SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH=4 swift test --skip-build --filter EndToEndTests
left=$(ls -A "$tmp" | grep -v -e '^TemporaryDirectory\.' -e '\.lock$' || true)
if [ -n "$left" ]; then
    echo "error: the tests left these in the temporary directory:" >&2
    echo "$left" >&2
    exit 1
fi
