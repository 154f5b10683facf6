#!/usr/bin/env bash
# Builds the release binaries the way they ship — optimised, the Swift
# runtime linked in (--static-swift-stdlib), no $ORIGIN run path — and
# prints the directory they are in. Every script that wants a release build
# (run.sh, release.sh, the benchmarks) goes through here, so they share one
# build instead of rebuilding each other's.
#   bash scripts/build-release.sh [product…]      (default: ghsearch)
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-c release --static-swift-stdlib --disable-local-rpath)
products=("$@")
[ ${#products[@]} -gt 0 ] || products=(ghsearch)
for product in "${products[@]}"; do
  swift build "${flags[@]}" --product "$product" >&2
done
swift build "${flags[@]}" --show-bin-path
