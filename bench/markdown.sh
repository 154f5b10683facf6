#!/usr/bin/env bash
# The README renderer's benchmark (issue #16): a 200 kB README built from the
# test corpus, parsed and laid out 30 times each, against cmark-gfm's own
# plain-text renderer as the baseline measured in the same run (wall and
# thread CPU time). The bar: the layout under 16 ms. The first run spends
# a few minutes compiling the release build.
# Usage: bash bench/markdown.sh [SIZE_KB] [ITERATIONS]     (default 200 30)
set -euo pipefail
cd "$(dirname "$0")/.."
echo "building (release, as shipped: the markdown-benchmark product, GHSearchCLI + GHSearchMarkdown + bench/markdown)…" >&2
bin="$(bash scripts/build-release.sh markdown-benchmark)"
"$bin/markdown-benchmark" "${1:-200}" "${2:-30}" Tests/GHSearchMarkdownTests/Fixtures/corpus
