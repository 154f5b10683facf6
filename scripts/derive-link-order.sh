#!/usr/bin/env bash
# Derives scripts/link-order.txt, the order in which the release link
# (scripts/build-release.sh) places code and lazy globals, from one first
# frame of `ghsearch u30` against the fake GitHub, the start-up that
# bench/startup.sh measures:
#   - the functions that ran, from callgrind (stopped at `30 Repositories`);
#   - the lazy globals that were used (metadata and conformance caches,
#     `once` tokens…): the .bss symbols that are no longer zero at the frame;
#   - the link map of the same build, for which section holds what.
# scripts/link-order.py turns them into the file. Run it again after
# changes to what start-up runs, and commit the result; an order that has
# gone stale still links (unknown names are ignored), it only saves less.
#   bash scripts/derive-link-order.sh
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "installing valgrind" >&2; apt-get install -y -qq valgrind >/dev/null; }
# shellcheck source=bench/fake-github.sh
. bench/fake-github.sh
bench_work_dir

# The release build as shipped, its link map written alongside.
bin=$(bash scripts/build-release.sh fake-github)
GHSEARCH_LINK_MAP="$work/ghsearch.map" bash scripts/build-release.sh ghsearch >/dev/null
[ -s "$work/ghsearch.map" ] || { echo "no link map: is the toolchain's ld.lld there?" >&2; exit 1; }
# (valgrind reads the debug information of a copy without it much faster.)
strip --strip-debug -o "$work/ghsearch" "$bin/ghsearch"

run_fake_github --no-builtin-users --user u30:30 --quota 100000000
clean=(env -i TERM=xterm-256color LANG=C.UTF-8 HOME="$work" XDG_CONFIG_HOME="$work/config"
  XDG_CACHE_HOME="$work/cache" XDG_STATE_HOME="$work/state" PATH=/usr/bin:/bin)
args=(--api-url "$api" --no-cache --no-gh-token u30)

# The lazy globals used by the first frame: the .bss at that moment.
"${clean[@]}" /usr/bin/python3 bench/faults.py 1 "30 Repositories" --dump-bss "$work/bss" -- "$bin/ghsearch" "${args[@]}" >/dev/null

# The functions that ran up to the first frame.
"${clean[@]}" /usr/bin/python3 bench/faults.py 1 "30 Repositories" --callgrind "$work/callgrind.out" \
  -- "$work/ghsearch" "${args[@]}" >/dev/null
dump=$(ls "$work"/callgrind.out.* | head -1)
python3 scripts/link-order.py "$work/ghsearch.map" "$dump" "$work/bss" "$(cat "$work/bss.addr")" >"$work/order.txt"
mv "$work/order.txt" scripts/link-order.txt
echo "scripts/link-order.txt: $(wc -l <scripts/link-order.txt) symbols; relink with scripts/build-release.sh" >&2
