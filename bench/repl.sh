#!/usr/bin/env bash
# Keystroke-to-frame latency of the interactive mode's local filter over
# 5,000 repositories, and bytes written per frame (issue: interactive REPL).
# Usage: bash bench/repl.sh [repositories]
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "building (swiftc -O: GHSearchCore + the terminal layer's frame diff + bench/repl)…" >&2
swiftc -O -wmo -swift-version 6 -module-name repl -o "$work/repl" \
  $(find Sources/GHSearchCore -name '*.swift') \
  Sources/GHSearchTerminal/FrameDiff.swift Sources/GHSearchTerminal/TerminalControl.swift \
  bench/repl/main.swift
"$work/repl" "${1:-5000}"
