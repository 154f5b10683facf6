#!/usr/bin/env bash
# `--once` for 3,000 repositories (30 pages of 100) against curl's floors,
# alternating in one hyperfine run: curl fetching the same pages over one
# reused connection, writing nowhere, as they come (identity) and gzipped
# (`--compressed`: curl inflates them with zlib). The ratios to both floors
# come from that one run.
# Usage: bash bench/once-floors.sh [GHSEARCH…]
#   (default: the release build; name several binaries to compare them,
#   e.g. one built before a change and one after)
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
server_pid=""
trap '[ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null; rm -rf "$work"' EXIT
command -v hyperfine >/dev/null || { echo "installing hyperfine" >&2; apt-get install -y -qq hyperfine >/dev/null; }
source bench/fake-github.sh
start_fake_github --no-builtin-users --user u3000:3000 --quota 100000000
export XDG_CACHE_HOME="$work/cache" XDG_STATE_HOME="$work/state"
binaries=("$@")
[ ${#binaries[@]} -gt 0 ] || binaries=("$bin/ghsearch")
for page in $(seq 1 30); do echo "$api/users/u3000/repos?per_page=100&page=$page"; done >"$work/urls"
mapfile -t urls <"$work/urls"
printf '%s\n' "${urls[@]/#/url = }" >"$work/curlrc"
commands=()
for binary in "${binaries[@]}"; do
  commands+=(-n "$binary" "$binary --once u3000 --api-url $api --no-cache --no-gh-token >/dev/null")
done
hyperfine --style basic --warmup 3 --runs "${RUNS:-30}" --export-json "$work/once.json" "${commands[@]}" \
  -n curl-identity "curl -s -K $work/curlrc >/dev/null" \
  -n curl-gzip "curl -s --compressed -K $work/curlrc >/dev/null" >&2
python3 - "$work/once.json" <<'PY'
import json, statistics, sys
results = {r["command"]: statistics.median(r["times"]) * 1000 for r in json.load(open(sys.argv[1]))["results"]}
identity, gzip = results.pop("curl-identity"), results.pop("curl-gzip")
print(f"curl floor, identity: {identity:.1f} ms (median)")
print(f"curl floor, gzip:     {gzip:.1f} ms (median)")
for name, ms in results.items():
    print(f"{name}: {ms:.1f} ms = {ms / identity:.2f}x identity floor, {ms / gzip:.2f}x gzip floor")
PY
