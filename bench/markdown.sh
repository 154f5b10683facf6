#!/usr/bin/env bash
# The README renderer's benchmark (issue #16): a 200 kB README built from the
# test corpus, parsed and laid out 30 times each, against cmark-gfm's own
# plain-text renderer as the baseline measured in the same run (wall and
# thread CPU time). The bar: the layout under 16 ms. Takes about two minutes
# (mostly compiling).
# Usage: bash bench/markdown.sh [SIZE_KB] [ITERATIONS]     (default 200 30)
set -euo pipefail
cd "$(dirname "$0")/.."
size=${1:-200}
iterations=${2:-30}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(-O -wmo -swift-version 6)

echo "building (swiftc -O: GHSearchCore, GHSearchMarkdown, bench/markdown)…" >&2
# shellcheck disable=SC2046
swiftc "${flags[@]}" -parse-as-library -module-name GHSearchCore -emit-module \
    -emit-module-path "$work/GHSearchCore.swiftmodule" -emit-library -static -o "$work/libGHSearchCore.a" \
    $(find Sources/GHSearchCore -name '*.swift' | sort)
# shellcheck disable=SC2046
swiftc "${flags[@]}" -parse-as-library -module-name GHSearchMarkdown -I "$work" -I Sources/CCmarkGFM -emit-module \
    -emit-module-path "$work/GHSearchMarkdown.swiftmodule" -emit-library -static -o "$work/libGHSearchMarkdown.a" \
    $(find Sources/GHSearchMarkdown -name '*.swift' | sort)
swiftc "${flags[@]}" -I "$work" -I Sources/CCmarkGFM -L "$work" -lGHSearchMarkdown -lGHSearchCore \
    -o "$work/markdown-bench" bench/markdown/main.swift

"$work/markdown-bench" "$size" "$iterations" Tests/GHSearchMarkdownTests/Fixtures/corpus
