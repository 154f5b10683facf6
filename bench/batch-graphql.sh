#!/usr/bin/env bash
# Benchmark of `ghsearch --batch` through REST and through GraphQL, in one
# run, against the loopback fake GitHub with 20 ms latency: wall time and
# the quota each spent (REST requests, GraphQL points, read from the fake's
# GET /rate_limit), and whether both wrote the same lines.
#
# Users: most with 0-9 repositories (one page), every 50th with 150 (two);
# 20 names nobody has.
#
# Usage: bash bench/batch-graphql.sh [users=5000]
set -euo pipefail
cd "$(dirname "$0")/.."
USERS=${1:-5000}
source bench/fake-github.sh
bench_work_dir

user_args=()
: > "$work/users.txt"
for i in $(seq 1 "$USERS"); do
  if (( i % 50 == 0 )); then count=150; else count=$(( (i * 37) % 10 )); fi
  user_args+=(--user "bench$i:$count")
  echo "bench$i" >> "$work/users.txt"
done
for i in $(seq 1 20); do echo "nobody-$i" >> "$work/users.txt"; done

start_fake_github --no-builtin-users --latency-ms 20 --quota 1000000 "${user_args[@]}"

now() { date +%s.%N; }
# Requests (core) or points (graphql) the token has spent.
used() { curl -s -H "Authorization: Bearer $1" "$api/rate_limit" | python3 -c "import json,sys; print(json.load(sys.stdin)['resources']['$2']['used'])"; }

run() {  # name api jobs token resource
  local name=$1 which=$2 jobs=$3 token=$4 resource=$5
  local before t0 t1 after
  before=$(used "$token" "$resource")
  t0=$(now)
  GH_TOKEN=$token "$bin/ghsearch" --batch "$work/users.txt" --api-url "$api" --api "$which" --jobs "$jobs" \
    --no-cache --quiet -o "$work/$name.jsonl" || true
  t1=$(now)
  after=$(used "$token" "$resource")
  printf '%-28s %8.2f s   %6d %s\n' "$name" "$(echo "$t1 - $t0" | bc -l)" "$((after - before))" \
    "$([ "$resource" = core ] && echo requests || echo 'GraphQL points')"
  echo "$(echo "$t1 - $t0" | bc -l) $((after - before))" > "$work/$name.result"
}

# Warm the fake's page cache so REST is not charged for the server writing its pages.
GH_TOKEN=warm "$bin/ghsearch" --batch "$work/users.txt" --api-url "$api" --api rest --jobs 8 --no-cache --quiet > /dev/null || true

printf 'users: %d (+20 unknown), 20 ms latency per answer\n' "$USERS"
run rest-jobs1 rest 1 rest1 core
run rest-jobs4 rest 4 rest4 core
run graphql-jobs1 graphql 1 graphql1 graphql
run graphql-jobs4 graphql 4 graphql4 graphql

read -r rest_s rest_q < "$work/rest-jobs1.result"
read -r rest4_s _ < "$work/rest-jobs4.result"
read -r gql_s gql_q < "$work/graphql-jobs1.result"
read -r gql4_s _ < "$work/graphql-jobs4.result"
printf 'quota: REST / GraphQL = %.0f×\n' "$(echo "$rest_q / $gql_q" | bc -l)"
printf 'wall time, --jobs 1: REST / GraphQL = %.1f×\n' "$(echo "$rest_s / $gql_s" | bc -l)"
printf 'wall time, --jobs 4: REST / GraphQL = %.1f×\n' "$(echo "$rest4_s / $gql4_s" | bc -l)"
same=yes
for name in rest-jobs4 graphql-jobs1 graphql-jobs4; do
  cmp -s <(sort "$work/rest-jobs1.jsonl") <(sort "$work/$name.jsonl") || same=no
done
echo "same lines in every run: $same"
