#!/usr/bin/env bash
# Instructions (callgrind's Ir, every thread, start-up included) for the
# same work as bench/once-floors.sh: `--once` for 3,000 repositories (30
# pages of 100, gzipped on the wire) against curl fetching the same pages
# over one connection, as they come and `--compressed` (zlib). Counts do
# not move with the machine's load, unlike the wall times; prints the
# ratios to both curl counts, and with DETAIL=1 the functions that cost most.
# Usage: bash bench/once-instructions.sh [GHSEARCH…]   (default: the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "needs valgrind" >&2; exit 1; }
source bench/fake-github.sh
serve_u3000 "$@"
count() {  # NAME COMMAND… — prints the instructions and keeps the profile
  local out="$work/$(echo "$1" | tr -c 'a-zA-Z0-9\n' _).out"
  shift
  valgrind --tool=callgrind --callgrind-out-file="$out" "$@" 2>&1 >/dev/null | awk '/Collected :/ { print $4 }'
}
identity=$(count identity curl -s -K "$work/curlrc")
gzip=$(count gzip curl -s --compressed -K "$work/curlrc")
echo "curl identity: $identity instructions"
echo "curl gzip: $gzip instructions"
for i in "${!contenders[@]}"; do
  binary=${contenders[$i]}
  n=$(count "$binary" "$binary" --once u3000 --api-url "$api" --no-cache --no-gh-token)
  awk -v name="${labels[$i]}" -v n="$n" -v i="$identity" -v g="$gzip" \
    'BEGIN { printf "%s: %d instructions = %.2fx curl identity, %.2fx curl gzip\n", name, n, n / i, n / g }'
  if [ "${DETAIL:-0}" = 1 ]; then
    callgrind_annotate "$work/$(echo "$binary" | tr -c 'a-zA-Z0-9\n' _).out" 2>/dev/null \
      | sed -n '/file:function/,$p' | sed -n 2,16p | cut -c1-160
  fi
done
