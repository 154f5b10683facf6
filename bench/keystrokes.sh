#!/usr/bin/env bash
# Fresh filter keystrokes in the shipped program over a pseudo-terminal
# (bench/keystrokes.py): a user of ROWS repositories (default 100,000)
# loaded from the loopback fake GitHub, then distinct words typed after
# the name letter by letter, each key timed from its write to the end of
# the frame it causes; the anchor, alternating key by key in the same run,
# is Down (a frame without filtering). Goal: fresh keystroke p95 ≤ 8 ms
# at 100,000 rows.
# Usage: bash bench/keystrokes.sh [keys=400] [rows=100000] [anchor=alternate|after]
#   GHSEARCH_BENCH_BIN=DIR: ghsearch and fake-github from DIR, not built;
#   ghsearch runs from a copy in the run's directory (bench_copy).
# (`after`: the Downs come after all fresh keys, so no row is chosen while
# they are typed; alternating, each key after the first follows the row
# the Down before it chose: see bench/keystrokes.py.)
# As root, the measurement (not the build) runs under `chrt -f 10`, as in
# bench/startup.sh; GHSEARCH_BENCH_RT=0 turns that off.
# KEYSTROKES_TRACE=FILE: each key's line, write time (CLOCK_MONOTONIC, ns),
# milliseconds to its frame, and the program's page faults and context
# switches over the key, in FILE (to line up with perf record -k
# CLOCK_MONOTONIC). GHSEARCH_BENCH_BIN=DIR: DIR/ghsearch and DIR/fake-github
# (a build copied aside) instead of building.
set -euo pipefail
cd "$(dirname "$0")/.."
KEYS=${1:-400}
ROWS=${2:-100000}
ANCHOR=${3:-alternate}
# shellcheck source=bench/fake-github.sh
. bench/fake-github.sh
bench_work_dir
bench_home
if [ -n "${GHSEARCH_BENCH_BIN:-}" ]; then bin=$GHSEARCH_BENCH_BIN; else bin=$(bash scripts/build-release.sh ghsearch fake-github); fi
ghsearch=$(bench_copy after "$bin/ghsearch")
bench_realtime
run_fake_github --no-builtin-users --user "u$ROWS:$ROWS" --quota 100000000
# The server under chrt too, below the program (it is idle once the pages
# are loaded): on a loaded machine its pages were late enough for the
# program's first request to time out.
if [ ${#rt[@]} -gt 0 ]; then chrt -a -f -p 5 "$server_pid"; fi
title="all loaded"
"${rt[@]}" env -i TERM=xterm-256color LANG=C.UTF-8 HOME="$work" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" \
  XDG_STATE_HOME="$work/state" PATH=/usr/bin:/bin KEYSTROKES_DEBUG="${KEYSTROKES_DEBUG:-}" KEYSTROKES_TRACE="${KEYSTROKES_TRACE:-}" KEYSTROKES_ANCHOR="$ANCHOR" /usr/bin/python3 bench/keystrokes.py "$KEYS" "$title" \
  -- "$ghsearch" "u$ROWS" --api-url "$api" --no-cache --no-gh-token --max-repos "$ROWS" >"$work/keys.txt"
/usr/bin/python3 - "$work/keys.txt" "$ROWS" "$(uptime | sed 's/.*load average: //')" "$ANCHOR" <<'PY'
import sys
row = {}
for line in open(sys.argv[1]):
    name, *fields = line.split()
    row[name] = {k: float(v) for k, v in (f.split("=") for f in fields)}
print(f"keystroke -> frame over a pty, {int(sys.argv[2]):,} rows loaded (load average {sys.argv[3]}), anchor {sys.argv[4]}")
for label, name in (("fresh filter key (a line never typed)", "fresh"), ("anchor: Down (a frame, no filtering)", "down")):
    r = row[name]
    print(f"  {label:40} median {r['median']:6.2f} ms  p95 {r['p95']:6.2f} ms  max {r['max']:6.2f} ms"
          f"  ({int(r['count'])} keys, {int(r['missed'])} without a frame)")
f, d = row["fresh"], row["down"]
print(f"  fresh / Down: median {f['median'] / d['median']:.2f}×, p95 {f['p95'] / d['p95']:.2f}×; fresh p95 / 8 ms goal = {f['p95'] / 8:.2f}")
PY
