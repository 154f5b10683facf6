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
# Reproducible wherever the checkout is: the checkout's path, which the
# compilers would write into the binary (#file in C assertions, debug info
# before it is stripped), written as "." instead.
flags+=(-Xswiftc -file-prefix-map -Xswiftc "$PWD=." -Xcc -ffile-prefix-map="$PWD=.")
# Nor a hash of each module's LLVM IR (the .swift_modhash section, which
# lets a rebuild skip LLVM when the IR is unchanged): the IR holds the
# checkout's path in its debug info, so the hash differed between checkouts
# although the code did not.
flags+=(-Xswiftc -Xfrontend -Xswiftc -disable-incremental-llvm-codegen)
# Nor debug information: it is stripped before shipping anyway, and the
# linker's build id (a hash of the whole linked file) would carry the
# path-dependent parts of it (clang's module cache names) into the binary.
flags+=(-debug-info-format none)
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
# And GCC's unwinder (libgcc), which the runtime and libstdc++ call for
# backtraces and exceptions: libgcc_s.so.1 loaded and its initialiser's CPU
# probes run were a measurable part of every start (docs/BENCHMARKS.md).
flags+=(-Xswiftc -Xclang-linker -Xswiftc -static-libgcc)
# No symbol of ghsearch's own exported but the one the libraries it opens
# look up (Package.swift exports GnuTLS's skip hook by name): the static
# runtime's link arguments ask for --export-dynamic, which put ~7,800 of
# ghsearch's Swift symbols in the dynamic symbol table; the loader searched
# them first for every symbol libcurl's libraries bind, and the runtime's
# start-up walks them once (dladdr, looking for its own path).
flags+=(-Xlinker --no-export-dynamic)
# Linked by lld (the toolchain's, next to swiftc) rather than gold, for two
# things gold cannot do (docs/RELEASE.md, "Round 4: code layout"):
# - the code and the lazy globals that the first frame touches placed
#   together, in the order scripts/link-order.txt gives (made by
#   scripts/derive-link-order.sh): fewer pages to fault in at every start.
#   A name the file gives that no longer exists is ignored, so a stale order
#   costs only the gain, never the build.
# - relative relocations packed (DT_RELR, glibc ≥ 2.36): the table the
#   loader reads shrinks from ~1 MB to 8 KB.
# The order file's contents are in the flag's path, so a new order relinks.
# GHSEARCH_LINK_MAP=FILE also writes the link map there (derive-link-order.sh).
if [ -x "$(dirname "$(command -v swiftc)")/ld.lld" ]; then
  order=$(sha256sum scripts/link-order.txt | cut -c1-16)
  mkdir -p .build/link-order
  [ -f ".build/link-order/$order.txt" ] || cp scripts/link-order.txt ".build/link-order/$order.txt"
  flags+=(-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
    -Xlinker --symbol-ordering-file="$PWD/.build/link-order/$order.txt" -Xlinker --no-warn-symbol-ordering)
  if [ -n "${GHSEARCH_LINK_MAP:-}" ]; then
    flags+=(-Xlinker -Map="$GHSEARCH_LINK_MAP" -Xlinker --no-demangle)
  fi
fi
products=("$@")
[ ${#products[@]} -gt 0 ] || products=(ghsearch)
for product in "${products[@]}"; do
  swift build "${flags[@]}" --product "$product" >&2
done
swift build "${flags[@]}" --show-bin-path
