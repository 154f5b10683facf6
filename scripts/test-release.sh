#!/usr/bin/env bash
# The release test: builds the artifacts (scripts/release.sh, a static
# release build) twice from the same sources, in two directories, and runs
# ReleaseTests against
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
out=$(mktemp -d) again=$(mktemp -d) second=$(mktemp -d)
trap 'rm -rf "$out" "$again" "$second"' EXIT
bash scripts/release.sh "$out" >/dev/null
# The second run builds everything again from scratch, in a copy of the
# sources at another, longer path (what a second checkout would differ in):
# ReleaseTests compares its artifacts with the first run's byte for byte.
# The copy holds what the build sees (tracked and untracked files, not the
# ignored ones); git (the date, the changelog) reads this repository.
copy="$second/a/second/checkout/at/a/longer/path"
mkdir -p "$copy"
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
  [ -e "$file" ] && printf '%s\0' "$file"
done | tar --null -T - -cf - | tar -C "$copy" -xf -
(cd "$copy" && GIT_DIR="$OLDPWD/.git" bash scripts/release.sh "$again" >/dev/null 2>"$second/release.log") \
  || { cat "$second/release.log" >&2; exit 1; }
swift build --build-tests >/dev/null
GHSEARCH_RELEASE_DIR="$out" GHSEARCH_RELEASE_AGAIN_DIR="$again" swift test --skip-build --no-parallel --filter ReleaseTests
if $install; then
  bash scripts/test-deb-install.sh "$out"/ghsearch_*.deb
fi
