#!/usr/bin/env bash
# Instructions to draw one frame of the results table (bench/frame/main.swift,
# the `frame-benchmark` product, release): the screen's lines for a 120×40
# terminal and the update written, for the 30 repositories of u30's page as
# the fake serves it (the page bench/revisit.sh's revisit draws), counted by
# callgrind on the calls of `drawFrame` alone (`--toggle-collect`): exact,
# whatever the load.
#   - first: a list's first frame (the rows' widths measured, every row
#     written): the process's first such frame alone (with what the runtime
#     makes the first time), and the mean of the next 20;
#   - move: the selection moved a row (the table drawn again), mean of 20;
#   - filter: a new filter each frame (matches highlighted), mean of 20.
# Also the frames' bytes and their hash: equal before and after a change
# that only makes the drawing cheaper.
# Usage: bash bench/frame.sh
#   GHSEARCH_BENCH_BEFORE=DIR: also DIR/frame-benchmark (a build from before
#   a change), on the same page.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(bash scripts/build-release.sh fake-github frame-benchmark)
work=$(mktemp -d)
server_pid=""
trap '[ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null; rm -rf "$work"' EXIT
# shellcheck source=bench/fake-github.sh
source bench/fake-github.sh
run_fake_github --no-builtin-users --user u30:30 --quota 100000000
curl -s -o "$work/u30.json" "$api/users/u30/repos?per_page=100"
cp "$bin/frame-benchmark" "$work/after"
contenders=(after)
if [ -n "${GHSEARCH_BENCH_BEFORE:-}" ]; then
  cp "$GHSEARCH_BENCH_BEFORE/frame-benchmark" "$work/before"
  contenders=(before after)
fi

instructions() {  # binary mode frames: instructions in drawFrame
  valgrind --tool=callgrind --toggle-collect='*drawFrame*' --callgrind-out-file="$work/cg.out" \
    "$work/$1" "$work/u30.json" "$2" "$3" >"$work/$1.$2.$3.txt" 2>/dev/null
  sed -n 's/^summary: //p; s/^totals: //p' "$work/cg.out" | head -1
}

echo "instructions per frame, u30's 30 rows, 120×40 (callgrind, drawFrame only)"
printf '  %-8s %-34s %12s %12s  %s\n' build frame instructions "per row" output
for c in "${contenders[@]}"; do
  one=$(instructions "$c" first 1)
  many=$(instructions "$c" first 21)
  printf '  %-8s %-34s %12d %12d  %s\n' "$c" "first (the process's first)" "$one" $((one / 30)) "$(cat "$work/$c.first.1.txt")"
  printf '  %-8s %-34s %12d %12d  %s\n' "$c" "first (mean of the next 20)" $(((many - one) / 20)) $(((many - one) / 20 / 30)) "$(cat "$work/$c.first.21.txt")"
  for mode in move filter; do
    one=$(instructions "$c" "$mode" 1)
    many=$(instructions "$c" "$mode" 21)
    printf '  %-8s %-34s %12d %12s  %s\n' "$c" "$mode (mean of 20 after the first)" $(((many - one) / 20)) "" "$(cat "$work/$c.$mode.21.txt")"
  done
done
