#!/usr/bin/env bash
# The writes of an interactive load of every page (bench/loading-writes.py,
# under strace): to the terminal (frames and prompt rows), wake-ups of the
# editor's thread, libedit's own, for a user of ROWS repositories on the
# loopback fake GitHub, as bench/loading.sh starts it.
# Usage: bash bench/loading-writes.sh [rows=100000]
#   GHSEARCH_BENCH_BEFORE=DIR: DIR/ghsearch (a build from before a change) too.
#   GHSEARCH_BENCH_BIN=DIR: ghsearch and fake-github from DIR, not built.
set -euo pipefail
cd "$(dirname "$0")/.."
ROWS=${1:-100000}
# shellcheck source=bench/fake-github.sh
. bench/fake-github.sh
bench_work_dir
bench_home
if [ -n "${GHSEARCH_BENCH_BIN:-}" ]; then bin=$GHSEARCH_BENCH_BIN; else bin=$(bash scripts/build-release.sh ghsearch fake-github); fi
commands=()
if [ -n "${GHSEARCH_BENCH_BEFORE:-}" ]; then commands+=(-- "$(bench_copy before "$GHSEARCH_BENCH_BEFORE/ghsearch")"); fi
commands+=(-- "$(bench_copy after "$bin/ghsearch")")
run_fake_github --no-builtin-users --user "u$ROWS:$ROWS" --quota 100000000
args=("u$ROWS" --api-url "$api" --no-cache --no-gh-token --max-repos 100000)
argv=()
for command in "${commands[@]}"; do
  if [ "$command" = -- ]; then argv+=(--); else argv+=("$command" "${args[@]}"); fi
done
echo "writes of an interactive load of $ROWS repositories (strace -f -e trace=write)"
/usr/bin/python3 bench/loading-writes.py "$ROWS Repositories" "$work" "${argv[@]}"
