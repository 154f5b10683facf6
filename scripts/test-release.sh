#!/usr/bin/env bash
# The release test: builds the artifacts (scripts/release.sh, a static
# release build) and runs ReleaseTests against them: the tarball installed
# into a scratch prefix and the .deb unpacked, each binary run with no Swift
# runtime reachable. Separate from scripts/test.sh because the release build
# takes minutes; CI (.ci/run) runs both.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --test
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
bash scripts/release.sh "$out" >/dev/null
swift build --build-tests >/dev/null
GHSEARCH_RELEASE_DIR="$out" swift test --skip-build --no-parallel --filter ReleaseTests
