# Sourced by the batch and --once benchmarks and scripts/derive-link-order.sh.
# `start_fake_github ARGS…` builds ghsearch and fake-github as shipped
# (scripts/build-release.sh), sets `bin` to where they are, starts
# fake-github with ARGS in "$work" (which the caller made), waits until it
# listens, and sets `server_pid` and `api`; the caller's EXIT trap stops it.
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

# `serve_u3000 [GHSEARCH…]`: the --once floors' fake (one user of 3,000
# repositories, quota enough for any run), the cache and state kept in
# "$work", and "$work/curlrc" naming its 30 pages for curl; sets
# `contenders` to the binaries given, or to the release build's ghsearch.
serve_u3000() {
  if [ $# -gt 0 ]; then
    bin=$(bash scripts/build-release.sh fake-github)
    run_fake_github --no-builtin-users --user u3000:3000 --quota 100000000
    contenders=("$@")
  else
    start_fake_github --no-builtin-users --user u3000:3000 --quota 100000000
    contenders=("$bin/ghsearch")
  fi
  export XDG_CACHE_HOME="$work/cache" XDG_STATE_HOME="$work/state"
  for page in $(seq 1 30); do echo "url = \"$api/users/u3000/repos?per_page=100&page=$page\""; done >"$work/curlrc"
}
