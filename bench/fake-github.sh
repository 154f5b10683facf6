# shellcheck shell=bash
# Sourced by the benchmarks, scripts/derive-link-order.sh and
# scripts/test-deb-install.sh: the run's directory, the loopback fake
# GitHub, and the builds measured copied into the run's directory.

# `bench_work_dir`: makes "$work", the run's directory, removed on exit
# with the fake GitHub if one was started (`server_pid`).
bench_work_dir() {
  work=$(mktemp -d)
  server_pid=""
  trap '[ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null; rm -rf "$work"' EXIT
}

# `bench_home`: HOME and the XDG directories inside "$work", no token in
# the environment: no config, cache, state or token of the user's is read.
bench_home() {
  export HOME="$work" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" XDG_STATE_HOME="$work/state"
  unset GH_TOKEN GITHUB_TOKEN
}

# `bench_realtime`: sets `rt` to `chrt -f 10` where that is allowed (as
# root; GHSEARCH_BENCH_RT=0 turns it off), else to nothing. The callers run
# their measurements (not their builds) under it: on a machine shared with
# other builds, both contenders and the fake then run ahead of those builds.
# shellcheck disable=SC2034  # (rt: the caller's)
bench_realtime() {
  rt=()
  if [ "${GHSEARCH_BENCH_RT:-1}" != 0 ] && [ "$(id -u)" = 0 ] && chrt -f 10 true 2>/dev/null; then
    rt=(chrt -f 10)
    echo "measuring under chrt -f 10" >&2
  fi
}

# `bench_copy NAME BINARY`: copies BINARY into "$work/NAME/" and prints the
# copy's path. Every build a benchmark compares runs from such a copy, in
# the same kind of place: the same binary ran slower from .build/… than
# from a copy under /tmp (docs/BENCHMARKS.md, "A revisit's first frame").
bench_copy() {
  mkdir -p "$work/$1"
  cp "$2" "$work/$1/"
  echo "$work/$1/$(basename "$2")"
}

# `start_fake_github ARGS…` builds ghsearch and fake-github as shipped
# (scripts/build-release.sh), sets `bin` to where they are, starts
# fake-github with ARGS in "$work" (`bench_work_dir`, or the caller's own),
# waits until it listens, and sets `server_pid` and `api`; the EXIT trap
# stops it.
start_fake_github() {
  bin=$(bash scripts/build-release.sh ghsearch fake-github)
  run_fake_github "$@"
}

# `run_fake_github ARGS…`: the same with `bin` already set (a caller that
# builds in its own way: scripts/derive-link-order.sh).
run_fake_github() {
  "$bin/fake-github" "$@" > "$work/server.out" 2> "$work/server.log" &
  server_pid=$!
  for _ in $(seq 1 600); do grep -q listening "$work/server.out" 2>/dev/null && break; sleep 0.1; done
  api=$(awk '{print $3}' "$work/server.out")
  if [ -z "$api" ]; then echo "fake-github did not start: $(cat "$work/server.log")" >&2; exit 1; fi
}

# `serve_u3000 [GHSEARCH…]`: the --once floors' run directory and fake (one
# user of 3,000 repositories, quota enough for any run), the cache and
# state kept in "$work", and "$work/curlrc" naming its 30 pages for curl;
# sets `contenders` to copies (`bench_copy`) of the binaries given, or of
# the release build's ghsearch, and `labels` to what was given (or the
# release build's path), for the output.
serve_u3000() {
  bench_work_dir
  if [ $# -gt 0 ]; then
    bin=$(bash scripts/build-release.sh fake-github)
    run_fake_github --no-builtin-users --user u3000:3000 --quota 100000000
    labels=("$@")
  else
    start_fake_github --no-builtin-users --user u3000:3000 --quota 100000000
    labels=("$bin/ghsearch")
  fi
  contenders=()
  for i in "${!labels[@]}"; do contenders+=("$(bench_copy "build$i" "${labels[$i]}")"); done
  export XDG_CACHE_HOME="$work/cache" XDG_STATE_HOME="$work/state"
  for page in $(seq 1 30); do echo "url = \"$api/users/u3000/repos?per_page=100&page=$page\""; done >"$work/curlrc"
}
