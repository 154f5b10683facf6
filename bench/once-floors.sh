#!/usr/bin/env bash
# `--once` for 3,000 repositories (30 pages of 100) against curl's floors:
# curl fetching the same pages over one reused connection, writing nowhere,
# as they come (identity) and gzipped (`--compressed`: curl inflates them
# with zlib). The contenders alternate, one run of each per round, so the
# machine's load moves them alike, and the builds named swap places every
# other round (bench/alternate.py), each run from a copy in the run's
# directory (bench/fake-github.sh); prints medians and the ratios to both
# floors from the same rounds.
# Usage: bash bench/once-floors.sh [GHSEARCH…]    (ROUNDS=30 by default)
#   Without arguments, the release build (scripts/build-release.sh); name
#   several binaries to compare them, e.g. one built before a change.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/fake-github.sh
serve_u3000 "$@"
builds=()
for i in "${!contenders[@]}"; do builds+=("${labels[$i]}" "${contenders[$i]}"); done
python3 - "$work/curlrc" "$api" "${ROUNDS:-30}" "${builds[@]}" <<'PY'
import statistics, subprocess, sys, time
sys.path.insert(0, "bench")
from alternate import round_order
curlrc, api, rounds, builds = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
contenders = [("curl identity", ["curl", "-s", "-K", curlrc]), ("curl gzip", ["curl", "-s", "--compressed", "-K", curlrc])]
labels = builds[0::2]
for label, binary in zip(labels, builds[1::2]):
    contenders.append((label, [binary, "--once", "u3000", "--api-url", api, "--no-cache", "--no-gh-token"]))
pairs = list(zip(labels, reversed(labels)))[:len(labels) // 2]  # every other round, the builds in reverse order
times = {name: [] for name, _ in contenders}
for round in range(rounds + 2):  # the first two warm up
    for name, command in round_order(contenders, pairs, round + 1):
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
