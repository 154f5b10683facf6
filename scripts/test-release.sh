#!/usr/bin/env bash
# The release test: builds the artifacts (scripts/release.sh, a static
# release build) twice from the same commit and runs ReleaseTests against
# them: the tarball installed into a scratch prefix and the .deb unpacked,
# each binary run with no Swift runtime reachable; lintian and mandoc on the
# package; both runs' bytes compared. Separate from scripts/test.sh because
# the release build takes minutes; CI (.ci/run) runs both.
#   bash scripts/test-release.sh [--install]
# --install (root; CI): then installs the .deb with apt-get, runs it and
# purges it (scripts/test-deb-install.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
install=false
case ${1:-} in
  --install) install=true ;;
  "") ;;
  *) echo "usage: bash scripts/test-release.sh [--install]" >&2; exit 64 ;;
esac
bash scripts/install-deps.sh --test
out=$(mktemp -d) again=$(mktemp -d)
trap 'rm -rf "$out" "$again"' EXIT
bash scripts/release.sh "$out" >/dev/null
# The second run reuses the first one's build (a second release build would
# cost minutes of CI): it shows the packing reproducible; ReleaseTests shows
# the binary free of build paths, docs/RELEASE.md how it was compared across
# checkouts.
bash scripts/release.sh "$again" >/dev/null 2>&1
swift build --build-tests >/dev/null
GHSEARCH_RELEASE_DIR="$out" GHSEARCH_RELEASE_AGAIN_DIR="$again" swift test --skip-build --no-parallel --filter ReleaseTests
if $install; then
  bash scripts/test-deb-install.sh "$out"/ghsearch_*.deb
fi
