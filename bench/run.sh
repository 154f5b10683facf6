#!/usr/bin/env bash
# The benchmark of issue #6, in one run on the same data: ghsearch against
# the tools a user would pick instead. Prints a table of ratios (medians over
# repeated runs, with min and max). Takes about 4 minutes on 2 shared cores.
# Usage: bash bench/run.sh            (from anywhere; needs curl, jq, /usr/bin/python3)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
server_pid=""
slow_pid=""
cleanup() {
  for pid in $server_pid $slow_pid; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

need() { command -v "$1" >/dev/null 2>&1 || { echo "installing $2" >&2; apt-get install -y -qq "$2" >/dev/null; }; }
need hyperfine hyperfine
need valgrind valgrind
need jq jq
[ -x /usr/bin/time ] || { echo "installing time" >&2; apt-get install -y -qq time >/dev/null; }

echo "building (release, as shipped: scripts/build-release.sh)…" >&2
bin=$(bash scripts/build-release.sh ghsearch fake-github micro-benchmark)
ghsearch="$bin/ghsearch"
# The system's Python, not a version manager's shim (pyenv adds 70–90 ms a start).
python=/usr/bin/python3
cp "$bin/micro-benchmark" "$work/micro"

"$bin/fake-github" --no-builtin-users --user u30:30 --user u300:300 --user u3000:3000 \
  --quota 100000000 --log >"$work/server.out" 2>"$work/server.log" &
server_pid=$!
for _ in $(seq 100); do grep -q listening "$work/server.out" 2>/dev/null && break; sleep 0.1; done
api=$(sed -n 's/^listening on //p' "$work/server.out")
[ -n "$api" ] || { echo "fake-github did not start" >&2; exit 1; }
export XDG_CACHE_HOME="$work/cache" XDG_STATE_HOME="$work/state"

# The pages as curl receives them (uncompressed), for sizes and micro benchmarks.
for user in u30 u300 u3000; do
  mkdir -p "$work/pages/$user"
  count=$(( (${user#u} + 99) / 100 ))
  urls=()
  for page in $(seq 1 "$count"); do urls+=("$api/users/$user/repos?per_page=100&page=$page"); done
  printf '%s\n' "${urls[@]}" >"$work/urls.$user"
  for page in $(seq 1 "$count"); do curl -s -o "$work/pages/$user/$page.json" "${urls[$((page - 1))]}"; done
  cat "$work/pages/$user"/*.json | wc -c >"$work/bytes.$user"
done

echo "1. --once against curl | jq and Python…" >&2
for user in u30 u300 u3000; do
  case $user in u3000) runs=10 ;; *) runs=20 ;; esac
  hyperfine --style none --warmup 2 --runs "$runs" --export-json "$work/once.$user.json" \
    -n ghsearch "$ghsearch --once $user --api-url $api --no-cache >/dev/null" \
    -n ghsearch-jobs1 "$ghsearch --once $user --api-url $api --no-cache --jobs 1 >/dev/null" \
    -n curl-jq "bash bench/curl-jq.sh $api $user >/dev/null" \
    -n curl-jq-reuse "bash bench/curl-jq-reuse.sh $api $user >/dev/null" \
    -n python "$python bench/repos.py $api $user >/dev/null" \
    -n curl-floor "bash bench/curl-floor.sh $work/urls.$user >/dev/null" >/dev/null
done

echo "2. decode throughput…" >&2
"$work/micro" decode "$work/pages/u3000/1.json" 200 >"$work/decode.swift"
"$python" bench/decode.py "$work/pages/u3000/1.json" 200 >"$work/decode.python"

echo "3. --once with 20 ms server latency (the start-up comes before the request)…" >&2
"$bin/fake-github" --no-builtin-users --user u30:30 --quota 100000000 --latency-ms 20 >"$work/slow.out" 2>/dev/null &
slow_pid=$!
for _ in $(seq 100); do grep -q listening "$work/slow.out" 2>/dev/null && break; sleep 0.1; done
slow=$(sed -n 's/^listening on //p' "$work/slow.out")
hyperfine --style none --warmup 2 --runs 20 --export-json "$work/once.u30-latency.json" \
  -n ghsearch "$ghsearch --once u30 --api-url $slow --no-cache >/dev/null" \
  -n curl-jq "bash bench/curl-jq.sh $slow u30 >/dev/null" \
  -n python "$python bench/repos.py $slow u30 >/dev/null" >/dev/null
kill "$slow_pid" 2>/dev/null || true

echo "4. peak memory…" >&2
for i in 1 2 3 4 5; do
  /usr/bin/time -f %M -o "$work/rss.$i" "$ghsearch" --once u3000 --api-url "$api" --no-cache >/dev/null
  /usr/bin/time -f %M -o "$work/rss-jq.$i" bash bench/curl-jq-reuse.sh "$api" u3000 >/dev/null
done
cat "$work"/rss.[0-9] >"$work/rss"
cat "$work"/rss-jq.[0-9] >"$work/rss-jq"

echo "5. connections…" >&2
connections() {  # command…: distinct connections the server saw during it
  local before
  before=$(wc -l <"$work/server.log")
  "$@" >/dev/null
  tail -n +"$((before + 1))" "$work/server.log" | grep -o 'connection [0-9]*' | sort -u | wc -l
}
{
  echo "ghsearch $(connections "$ghsearch" --once u3000 --api-url "$api" --no-cache)"
  echo "ghsearch-jobs1 $(connections "$ghsearch" --once u3000 --api-url "$api" --no-cache --jobs 1)"
  echo "curl-jq $(connections bash bench/curl-jq.sh "$api" u3000)"
  echo "python $(connections "$python" bench/repos.py "$api" u3000)"
} >"$work/connections"

echo "6. instruction counts (callgrind)…" >&2
instructions() {  # micro arguments…: instructions collected
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/micro" "$@" 2>&1 >/dev/null \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
{
  page="$work/pages/u3000/1.json"
  echo "decode $(( ($(instructions decode "$page" 11) - $(instructions decode "$page" 1)) / 10 ))"
  echo "render-tsv $(( ($(instructions render-tsv 11 "$work"/pages/u3000/*.json) - $(instructions render-tsv 1 "$work"/pages/u3000/*.json)) / 10 ))"
  echo "render-tty $(( ($(instructions render-tty 6 "$work"/pages/u3000/*.json) - $(instructions render-tty 1 "$work"/pages/u3000/*.json)) / 5 ))"
} >"$work/instructions"

"$python" bench/report.py "$work"

# The interactive mode's keystroke-to-frame cost, the batch mode against a
# serial curl loop, and REST against GraphQL complete the picture;
# `--once-only` skips them.
if [ "${1:-}" != "--once-only" ]; then
  echo >&2
  echo "7. interactive mode: local filter over 5,000 repositories (bench/repl.sh)…" >&2
  bash bench/repl.sh 5000
  echo >&2
  echo "8. batch mode: 500 users, 20 ms latency, vs a serial curl loop (bench/batch.sh)…" >&2
  bash bench/batch.sh 500 1
  echo >&2
  echo "9. batch mode: 5,000 users through REST and through GraphQL (bench/batch-graphql.sh)…" >&2
  bash bench/batch-graphql.sh 5000
fi
echo >&2
echo "9. start-up and the interactive first frame vs curl (bench/startup.sh)…" >&2
bash bench/startup.sh
