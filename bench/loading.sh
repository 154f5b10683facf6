#!/usr/bin/env bash
# Loading every page of a user's list in the interactive mode against
# `--once` fetching the same list (CPU time and peak memory of each process,
# bench/loading.py), at 3,000, 10,000, 30,000 and 100,000 repositories, on
# the loopback fake GitHub, with no cache and no token lookup. Goals: CPU
# ≤ 1.2× `--once` at 100,000, ≤ 0.5 s at 30,000, µs per row flat from 3k
# to 100k, peak RSS ≤ 1.5× `--once`'s.
# Usage: bash bench/loading.sh [runs=3] [rows…]
#   GHSEARCH_BENCH_BEFORE=DIR: also DIR/ghsearch's interactive mode (a build
#   from before a change), alternated with the others in the same runs.
#   GHSEARCH_BENCH_BIN=DIR: ghsearch and fake-github from DIR, not built.
# Each build runs from a copy in the run's directory (bench_copy).
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-3}
shift || true
if [ "$#" -eq 0 ]; then set -- 3000 10000 30000 100000; fi
# shellcheck source=bench/fake-github.sh
. bench/fake-github.sh
bench_work_dir
bench_home
if [ -n "${GHSEARCH_BENCH_BIN:-}" ]; then bin=$GHSEARCH_BENCH_BIN; else bin=$(bash scripts/build-release.sh ghsearch fake-github); fi
ghsearch=$(bench_copy after "$bin/ghsearch")
if [ -n "${GHSEARCH_BENCH_BEFORE:-}" ]; then before_ghsearch=$(bench_copy before "$GHSEARCH_BENCH_BEFORE/ghsearch"); fi
users=()
for rows in "$@"; do users+=(--user "u$rows:$rows"); done
run_fake_github --no-builtin-users "${users[@]}" --quota 100000000
echo "loading every page: interactive vs --once, CPU (user+system) and peak RSS, median of $RUNS alternating runs"
for rows in "$@"; do
  title="$rows Repositories"
  common=(--api-url "$api" --no-cache --no-gh-token)
  before=()
  if [ -n "${GHSEARCH_BENCH_BEFORE:-}" ]; then
    before=(-- "$before_ghsearch" "u$rows" "${common[@]}" --max-repos 100000)
  fi
  /usr/bin/python3 bench/loading.py "$RUNS" "$rows" "$title" \
    -- "$ghsearch" "u$rows" "${common[@]}" --max-repos 100000 \
    -- "$ghsearch" --once "u$rows" "${common[@]}" --json full_name \
    "${before[@]}"
done
