#!/usr/bin/env bash
# The default path's token lookup against --no-gh-token, one hyperfine run
# (contenders alternating is not hyperfine's way; its runs are back to back,
# each contender warmed up first): `--once u30` (30 repositories, loopback
# fake GitHub, no cache) with no GH_TOKEN/GITHUB_TOKEN and a `gh` on PATH.
# The stand-in gh sleeps 60 ms before it answers, as long as the real gh
# takes to start (60.7 ms measured), and prints a token; it is started only
# where ghsearch has to ask it. Goal: each default run ≤ 1.1× --no-gh-token.
#   anchor     --no-gh-token
#   nowhere    gh logged in nowhere (no hosts.yml): gh is not started
#   file       logged in, token in hosts.yml (--insecure-storage): read, gh not started
#   other-host logged in to github.com only: gh is not started for the fake's host
#   keyring-no logged in, keyring without a token: gh asked once, then remembered
#   keyring    logged in, token in the keyring: gh asked every run (the token is never stored)
# Usage: bash bench/gh-token.sh [runs=40]
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-40}
command -v hyperfine >/dev/null || { echo "installing hyperfine" >&2; apt-get install -y -qq hyperfine >/dev/null; }
# shellcheck source=bench/fake-github.sh
. bench/fake-github.sh
bench_work_dir
bench_home
bench_realtime
unset GH_ENTERPRISE_TOKEN GITHUB_ENTERPRISE_TOKEN GH_CONFIG_DIR

mkdir -p "$work/bin"
printf '#!/bin/sh\nsleep 0.06\necho gho_STANDIN0123456789\n' >"$work/bin/gh"
chmod +x "$work/bin/gh"
start_fake_github --no-builtin-users --user u30:30 --quota 100000000
host=$(echo "$api" | sed 's|^[a-z]*://||; s|[:/].*||')
config() { mkdir -p "$work/gh-$1"; printf '%b' "$2" >"$work/gh-$1/hosts.yml"; }
config file "$host:\n    user: mona\n    oauth_token: gho_FILE0123456789\n"
config other-host "github.com:\n    user: mona\n    oauth_token: gho_FILE0123456789\n"
config keyring "$host:\n    users:\n        mona:\n    user: mona\n"
mkdir -p "$work/gh-nowhere" "$work/bin-no"
printf '#!/bin/sh\nsleep 0.06\necho "no oauth token found for %s" >&2\nexit 1\n' "$host" >"$work/bin-no/gh"
chmod +x "$work/bin-no/gh"
cp -r "$work/gh-keyring" "$work/gh-keyring-no"
once=("$bin/ghsearch" --once u30 --api-url "$api" --no-cache)
run() { echo "env PATH=$1:/usr/bin:/bin GH_CONFIG_DIR=$work/gh-$2 ${once[*]}"; }
"${rt[@]}" hyperfine --style none -N --warmup 5 --runs "$RUNS" --export-json "$work/token.json" \
  -n anchor "env PATH=$work/bin:/usr/bin:/bin GH_CONFIG_DIR=$work/gh-nowhere ${once[*]} --no-gh-token" \
  -n nowhere "$(run "$work/bin" nowhere)" \
  -n file "$(run "$work/bin" file)" \
  -n other-host "$(run "$work/bin" other-host)" \
  -n keyring-no "$(run "$work/bin-no" keyring-no)" \
  -n keyring "$(run "$work/bin" keyring)" >/dev/null
/usr/bin/python3 - "$work/token.json" <<'PY'
import json, sys
runs = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
anchor = runs["anchor"]["median"]
print(f"--once u30 (30 repositories, loopback, no cache), median of {len(runs['anchor']['times'])} (min–max); goal ≤ 1.1× --no-gh-token")
for name in ["anchor", "nowhere", "file", "other-host", "keyring-no", "keyring"]:
    r = runs[name]
    print(f"  {name:11} {r['median'] * 1e3:7.2f} ms ({r['min'] * 1e3:.2f}–{r['max'] * 1e3:.2f})  {r['median'] / anchor:5.2f}×")
PY
