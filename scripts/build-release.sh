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
# The Swift runtime's C++ library (libstdc++) linked in as well: loading it
# and binding its symbols was ~2 ms of every start (bench/startup.sh). The
# runtime's link line asks for `-lstdc++`; a directory that holds only the
# static archive, searched first, answers it. Without the archive (no
# libstdc++-dev), the shared library as before.
archive=$(clang -print-file-name=libstdc++.a 2>/dev/null || true)
if [ -f "$archive" ]; then
  mkdir -p .build/static-libstdc++
  ln -sf "$archive" .build/static-libstdc++/libstdc++.a
  flags+=(-Xlinker -L"$PWD/.build/static-libstdc++")
fi
products=("$@")
[ ${#products[@]} -gt 0 ] || products=(ghsearch)
for product in "${products[@]}"; do
  swift build "${flags[@]}" --product "$product" >&2
done
swift build "${flags[@]}" --show-bin-path
