#!/usr/bin/env bash
# Start-up of the shipped binary (static Swift runtime, as scripts/release.sh
# builds it) against curl, each comparison in one run:
#   1. `--version`, `--help` and a usage error (`--limt 3`, exit 64) against
#      `curl --version`, one hyperfine run (medians, ratio to curl). Goal ≤ 1.2.
#   2. The interactive mode's first frame with results (`ghsearch u30` on a
#      pseudo-terminal, loopback fake GitHub) against curl fetching the same
#      page, alternating run by run (bench/first-frame.py). Goal ≤ 1.3.
#   3. The page faults of both to that point (bench/faults.py): a count
#      that, unlike the times, does not move with the machine's load.
# Usage: bash bench/startup.sh [runs=50]
# As root, the measurements (not the build) run under `chrt -f 10`: on a
# machine shared with other builds both contenders and the fake server then
# run ahead of those builds, which otherwise make the ratios noise (the
# README's figures were measured so). GHSEARCH_BENCH_RT=0 turns that off.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-50}
command -v hyperfine >/dev/null || { echo "installing hyperfine" >&2; apt-get install -y -qq hyperfine >/dev/null; }
bin=$(bash scripts/build-release.sh ghsearch fake-github)
# shellcheck source=bench/fake-github.sh
. bench/fake-github.sh
bench_work_dir
bench_home
bench_realtime

"${rt[@]}" hyperfine --style none -N --warmup 10 --runs "$RUNS" -i --export-json "$work/startup.json" \
  -n curl "curl --version" \
  -n version "$bin/ghsearch --version" \
  -n help "$bin/ghsearch --help" \
  -n usage-error "$bin/ghsearch --limt 3" >/dev/null 2>&1

"${rt[@]}" "$bin/fake-github" --no-builtin-users --user u30:30 --quota 100000000 >"$work/server.out" 2>/dev/null &
server_pid=$!
for _ in $(seq 100); do grep -q listening "$work/server.out" 2>/dev/null && break; sleep 0.05; done
api=$(sed -n 's/^listening on //p' "$work/server.out")
# Both contenders start straight from first-frame.py, in the same clean
# environment (not ghsearch behind an `env -i`, whose own exec was charged to it).
"${rt[@]}" env -i TERM=xterm-256color LANG=C.UTF-8 HOME="$work" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" \
  XDG_STATE_HOME="$work/state" PATH=/usr/bin:/bin /usr/bin/python3 bench/first-frame.py "$RUNS" "30 Repositories" \
  -- "$bin/ghsearch" --api-url "$api" --no-cache --no-gh-token u30 \
  -- curl -s -o /dev/null "$api/users/u30/repos?per_page=100" >"$work/first-frame.txt"
# Page faults to the same first frame (curl: its whole fetch), a count the
# machine's load does not change (bench/faults.py).
env -i TERM=xterm-256color LANG=C.UTF-8 HOME="$work" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" \
  XDG_STATE_HOME="$work/state" PATH=/usr/bin:/bin /usr/bin/python3 bench/faults.py 10 "30 Repositories" \
  -- "$bin/ghsearch" --api-url "$api" --no-cache --no-gh-token u30 \
  -- curl -s -o /dev/null "$api/users/u30/repos?per_page=100" >"$work/faults.txt"

/usr/bin/python3 - "$work" <<'PY'
import json, sys, os
work = sys.argv[1]
runs = {r["command"]: r for r in json.load(open(os.path.join(work, "startup.json")))["results"]}
curl = runs["curl"]["median"]
print(f"start-up, median of {len(runs['curl']['times'])} (min–max), one hyperfine run; goal ≤ 1.2× curl --version")
for name, label in [("curl", "curl --version"), ("version", "ghsearch --version"), ("help", "ghsearch --help"),
                    ("usage-error", "ghsearch --limt 3 (exit 64)")]:
    r = runs[name]
    print(f"  {label:30} {r['median'] * 1e3:6.2f} ms ({r['min'] * 1e3:.2f}–{r['max'] * 1e3:.2f})  {r['median'] / curl:5.2f}×")
frame = {}
for line in open(os.path.join(work, "first-frame.txt")):
    name, *fields = line.split()
    frame[name] = dict(f.split("=") for f in fields)
g, c = float(frame["ghsearch"]["median"]), float(frame["curl"]["median"])
print("interactive first frame with results vs curl fetching the same page (30 repositories, loopback), goal ≤ 1.3×")
print(f"  {'curl -s URL':30} {c * 1e3:6.2f} ms ({float(frame['curl']['min']) * 1e3:.2f}–{float(frame['curl']['max']) * 1e3:.2f})")
print(f"  {'ghsearch u30 (first frame)':30} {g * 1e3:6.2f} ms ({float(frame['ghsearch']['min']) * 1e3:.2f}–{float(frame['ghsearch']['max']) * 1e3:.2f})  {g / c:5.2f}×")
faults = [dict(f.split("=") for f in line.split(":")[0].split()[1:]) for line in open(os.path.join(work, "faults.txt"))]
print(f"page faults to the first frame (curl: its whole fetch), median of 10: "
      f"ghsearch {faults[0]['median']}, curl {faults[1]['median']}")
PY
