#!/usr/bin/env bash
# `--once` for 3,000 repositories (30 pages of 100) against curl's floors:
# curl fetching the same pages over one reused connection, writing nowhere,
# as they come (identity) and gzipped (`--compressed`: curl inflates them
# with zlib). The contenders alternate, one run of each per round, so the
# machine's load moves them alike; prints medians and the ratios to both
# floors from the same rounds.
# Usage: bash bench/once-floors.sh [GHSEARCH…]    (ROUNDS=30 by default)
#   Without arguments, the release build (scripts/build-release.sh); name
#   several binaries to compare them, e.g. one built before a change.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
server_pid=""
trap '[ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null; rm -rf "$work"' EXIT
source bench/fake-github.sh
serve_u3000 "$@"
set -- "${contenders[@]}"
python3 - "$work/curlrc" "$api" "${ROUNDS:-30}" "$@" <<'PY'
import statistics, subprocess, sys, time
curlrc, api, rounds, binaries = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
contenders = {"curl identity": ["curl", "-s", "-K", curlrc], "curl gzip": ["curl", "-s", "--compressed", "-K", curlrc]}
for binary in binaries:
    contenders[binary] = [binary, "--once", "u3000", "--api-url", api, "--no-cache", "--no-gh-token"]
times = {name: [] for name in contenders}
for round in range(rounds + 2):  # the first two warm up
    for name, command in contenders.items():
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
        if round >= 2:
            times[name].append((time.perf_counter() - start) * 1000)
median = {name: statistics.median(values) for name, values in times.items()}
identity, gzip = median["curl identity"], median["curl gzip"]
for name, values in times.items():
    print(f"{name}: median {median[name]:.1f} ms (min {min(values):.1f}, max {max(values):.1f})"
          f" = {median[name] / identity:.2f}x the identity floor, {median[name] / gzip:.2f}x the gzip floor")
PY
