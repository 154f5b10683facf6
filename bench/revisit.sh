#!/usr/bin/env bash
# The first frame of a revisit against its anchors, in one run of two
# passes, each alternating its contenders (bench/revisit.py), on the binary as it ships
# (scripts/build-release.sh):
#   - a user whose first page is in the response cache (`ghsearch u30`,
#     cached by a `--once u30` before): the frame drawn from the cache, to
#     its `checking for changes…` mark, against `curl --version`. Goal ≤ 1.0×
#     (no network wait at all). The fake holds its answers about u30 back
#     500 ms, so the frame measured can only be the cache's.
#   - a user never asked for (`ghsearch newN`, a new N each round, the
#     response cache on): the first frame with its 30 rows against
#     `curl -s` of the same page. Goal ≤ 1.2×.
#   - the interactive mode's floor: `ghsearch` with no name, to its first
#     frame (terminal and line editor set up, no data), against
#     `curl --version`: what no cache can make faster.
# All run the default path (no --no-gh-token; HOME is empty, so no gh
# config is found and gh is not started).
# Usage: bash bench/revisit.sh [runs=50]
#   GHSEARCH_BENCH_BEFORE=DIR: also DIR/ghsearch (a build from before a
#   change), its revisit, floor and new user alternated with the others.
# As root, the measurements (not the build) run under `chrt -f 10`, as in
# bench/startup.sh; GHSEARCH_BENCH_RT=0 turns that off.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-50}
bin=$(bash scripts/build-release.sh ghsearch fake-github)
# shellcheck source=bench/fake-github.sh
. bench/fake-github.sh
bench_work_dir
bench_home
bench_realtime

users=(--user u30:30)
for i in $(seq $((2 * (RUNS + 3)))); do users+=(--user "new$i:30"); done
"${rt[@]}" "$bin/fake-github" --no-builtin-users "${users[@]}" --quota 100000000 --login-latency-ms u30:500 \
  >"$work/server.out" 2>/dev/null &
server_pid=$!
for _ in $(seq 100); do grep -q listening "$work/server.out" 2>/dev/null && break; sleep 0.05; done
api=$(sed -n 's/^listening on //p' "$work/server.out")
XDG_CACHE_HOME="$work/cache" "$bin/ghsearch" --once u30 --api-url "$api" >/dev/null
ghsearch=$(bench_copy after "$bin/ghsearch")
before=()
if [ -n "${GHSEARCH_BENCH_BEFORE:-}" ]; then
  # A response cache of its own (set in the forked child, bench/pty_watch.py):
  # the two builds may write files of different versions, each removing the other's.
  before=(-- XDG_CACHE_HOME="$work/cache-before" "$(bench_copy before "$GHSEARCH_BENCH_BEFORE/ghsearch")" --api-url "$api")
  XDG_CACHE_HOME="$work/cache-before" "$GHSEARCH_BENCH_BEFORE/ghsearch" --once u30 --api-url "$api" >/dev/null
fi

"${rt[@]}" env -i TERM=xterm-256color LANG=C.UTF-8 HOME="$work" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" \
  XDG_STATE_HOME="$work/state" PATH=/usr/bin:/bin /usr/bin/python3 bench/revisit.py "$RUNS" "$api" u30 \
  -- "$ghsearch" --api-url "$api" "${before[@]}" >"$work/revisit.txt"

/usr/bin/python3 - "$work/revisit.txt" "$RUNS" <<'PY'
import sys
frame = {}
for line in open(sys.argv[1]):
    name, *fields = line.split()
    frame[name] = {k: float(v) * 1e3 for k, v in (f.split("=") for f in fields)}
def row(label, name, anchor=None):
    if name not in frame:
        return
    f = frame[name]
    ratio = f"  {f['median'] / frame[anchor]['median']:5.2f}×" if anchor else ""
    print(f"  {label:44} {f['median']:6.2f} ms ({f['min']:.2f}–{f['max']:.2f}){ratio}")
print(f"first frames, median of {sys.argv[2]} rounds (min–max), the contenders alternating")
print("a revisit (first page cached) vs curl --version, goal ≤ 1.0×")
row("curl --version", "curl-version")
row("ghsearch u30, cached (the marked frame)", "revisit", "curl-version")
row("ghsearch, no name (the floor: an empty frame)", "idle", "curl-version")
row("before: ghsearch u30, cached", "revisit-before", "curl-version")
row("before: ghsearch, no name", "idle-before", "curl-version")
print("a new user vs curl fetching the same page (30 repositories, loopback), goal ≤ 1.2×")
row("curl -s URL", "curl-fetch")
row("ghsearch newN (the frame with the rows)", "new-user", "curl-fetch")
row("before: ghsearch newN", "new-user-before", "curl-fetch")
PY
