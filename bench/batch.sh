#!/usr/bin/env bash
# Benchmark of `ghsearch --batch` against the loopback fake GitHub with 20 ms
# latency: wall time against a serial curl loop over the same first-page URLs
# (same run, same server), requests sent per user, and quota spent by a
# second run over the same users (goal: 0, every page a 304).
#
# Usage: bash bench/batch.sh [users=500] [jobs=1]
set -euo pipefail
cd "$(dirname "$0")/.."
USERS=${1:-500}
JOBS=${2:-1}
source bench/fake-github.sh
bench_work_dir

# Users with 0..119 repositories (1 or 2 pages of 100).
user_args=()
: > "$work/users.txt"
for i in $(seq 1 "$USERS"); do
  user_args+=(--user "bench$i:$(( (i * 37) % 120 ))")
  echo "bench$i" >> "$work/users.txt"
done

start_fake_github --no-builtin-users --latency-ms 20 --quota 100000 --log "${user_args[@]}"

now() { date +%s.%N; }
requests() { grep -c ' /use' "$work/server.log" || true; }

export XDG_CACHE_HOME="$work/cache"

# 1. ghsearch --batch, cold cache.
before=$(requests)
t0=$(now)
"$bin/ghsearch" --batch "$work/users.txt" --api-url "$api" --jobs "$JOBS" --quiet -o "$work/out1.jsonl"
t1=$(now)
after=$(requests)
batch_requests=$((after - before))

# 2. A serial curl loop over the same first-page URLs (no pagination, no parsing).
t2=$(now)
while read -r user; do
  curl -s --compressed -H 'Accept: application/vnd.github+json' "$api/users/$user/repos?per_page=100" > /dev/null
done < "$work/users.txt"
t3=$(now)

# 3. The same batch again: conditional requests only.
before=$(requests)
t4=$(now)
"$bin/ghsearch" --batch "$work/users.txt" --api-url "$api" --jobs "$JOBS" -o "$work/out2.jsonl" 2> "$work/second.err"
t5=$(now)
after=$(requests)
second_requests=$((after - before))
not_modified=$(tail -n "$second_requests" "$work/server.log" | grep -c '→ 304' || true)
spent=$(tail -n "$second_requests" "$work/server.log" | grep -vc '→ 304' || true)

batch_s=$(echo "$t1 - $t0" | bc -l)
curl_s=$(echo "$t3 - $t2" | bc -l)
printf 'users:                          %d (jobs %d, 20 ms latency)\n' "$USERS" "$JOBS"
printf 'ghsearch --batch (cold cache):  %.2f s, %d requests (%.2f per user, all pages)\n' "$batch_s" "$batch_requests" "$(echo "$batch_requests / $USERS" | bc -l)"
printf 'serial curl loop (first pages): %.2f s, %d requests\n' "$curl_s" "$USERS"
printf 'ratio batch / curl:             %.2f\n' "$(echo "$batch_s / $curl_s" | bc -l)"
printf 'second run:                     %.2f s, %d requests, %d answered 304, quota spent %d\n' "$(echo "$t5 - $t4" | bc -l)" "$second_requests" "$not_modified" "$spent"
# Lines come in order of completion: with --jobs > 1 the order may differ.
cmp -s <(sort "$work/out1.jsonl") <(sort "$work/out2.jsonl") && echo "second run output:              same lines" || echo "second run output:              DIFFERENT"
