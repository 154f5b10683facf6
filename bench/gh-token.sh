#!/usr/bin/env bash
# The default path's token lookup against --no-gh-token: `--once u30`
# (30 repositories, loopback fake GitHub, no cache) with no
# GH_TOKEN/GITHUB_TOKEN and a `gh` on PATH, the contenders alternating run
# by run (each round in another order, so none always follows the same
# one), two rounds of warm-up first.
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
# name PATH-DIRECTORY GH-CONFIG [extra argument]
contenders=(anchor "$work/bin" nowhere --no-gh-token
            nowhere "$work/bin" nowhere ""
            file "$work/bin" file ""
            other-host "$work/bin" other-host ""
            keyring-no "$work/bin-no" keyring-no ""
            keyring "$work/bin" keyring "")
work="$work" "${rt[@]}" /usr/bin/python3 - "$RUNS" "${#once[@]}" "${once[@]}" "${contenders[@]}" <<'PY'
import os, statistics, subprocess, sys, time
runs, count = int(sys.argv[1]), int(sys.argv[2])
once, rest = sys.argv[3:3 + count], sys.argv[3 + count:]
contenders = []
for i in range(0, len(rest), 4):
    name, path, config, extra = rest[i:i + 4]
    environment = dict(os.environ, PATH=path + ":/usr/bin:/bin", GH_CONFIG_DIR=os.environ["work"] + "/gh-" + config)
    contenders.append((name, once + ([extra] if extra else []), environment))
times = {name: [] for name, _, _ in contenders}
for number in range(runs + 2):  # the first two warm up
    shift = number % len(contenders)
    for name, command, environment in contenders[shift:] + contenders[:shift]:
        start = time.perf_counter()
        subprocess.run(command, env=environment, stdout=subprocess.DEVNULL, check=True)
        if number >= 2:
            times[name].append(time.perf_counter() - start)
anchor = statistics.median(times["anchor"])
print(f"--once u30 (30 repositories, loopback, no cache), median of {runs} alternating rounds (min–max); goal ≤ 1.1× --no-gh-token")
for name, values in times.items():
    median = statistics.median(values)
    print(f"  {name:11} {median * 1e3:7.2f} ms ({min(values) * 1e3:.2f}–{max(values) * 1e3:.2f})  {median / anchor:5.2f}×")
PY
