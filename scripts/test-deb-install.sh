#!/usr/bin/env bash
# Installs the .deb the way a user does, checks the installed program, and
# purges it: as root, on a machine without ghsearch installed (CI runs it
# from scripts/test-release.sh --install).
#   1. apt resolves every Depends: from the archive for a machine with
#      nothing installed (a simulation against an empty package database);
#   2. `apt-get install ./ghsearch_….deb` (pulling whatever Depends: lacks);
#   3. the installed program: --version from PATH, `man -w` (English and
#      Korean), a --once against the fake GitHub, the bash completion as
#      bash-completion loads it on demand, the fish completion;
#   4. `apt-get purge`: /usr is as it was before.
#   bash scripts/test-deb-install.sh DEB     (fake-github built: swift build)
set -euo pipefail
cd "$(dirname "$0")/.."
deb=$(realpath "$1")
[ "$(id -u)" -eq 0 ] || { echo "installing a .deb needs root" >&2; exit 1; }
# dpkg's state of ghsearch: "ii" installed, "rc" removed but configured, "un"
# or nothing when unknown.
state() { dpkg-query -W -f='${db:Status-Abbrev}' ghsearch 2>/dev/null | tr -d ' ' || true; }
case $(state) in
  "" | un) ;;
  *) echo "ghsearch is installed already ($(state)); this test installs and purges it" >&2; exit 1 ;;
esac
work=$(mktemp -d)
server_pid=""
cleanup() {
  [ -z "$server_pid" ] || kill "$server_pid" 2>/dev/null || true
  case $(state) in "" | un) ;; *) apt-get purge -y -qq ghsearch >/dev/null 2>&1 || true ;; esac
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "test-deb-install: $*" >&2; exit 1; }
apt=(env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 -y -qq)

# 1. With nothing installed, apt would fetch every dependency from the archive.
: >"$work/empty-status"
simulation=$(apt-get -s -o Dir::State::status="$work/empty-status" install "$deb" 2>&1) \
  || fail "apt cannot resolve the Depends for a bare machine: $simulation"
for package in $(dpkg-deb --field "$deb" Depends | tr ',' '\n' | sed 's/^ *//; s/ .*//'); do
  grep -q "^Inst $package " <<<"$simulation" || fail "apt would not install $package: $simulation"
done
grep -q "^Inst ghsearch " <<<"$simulation" || fail "$simulation"

# 2. The install, as the README says.
find /usr -xdev | sort >"$work/usr-before"
"${apt[@]}" install "$deb" >"$work/install.log" 2>&1 || fail "apt-get install: $(cat "$work/install.log")"
[ "$(state)" = ii ] || fail "not installed: $(state)"

# 3. The installed program.
[ "$(command -v ghsearch)" = /usr/bin/ghsearch ] || fail "ghsearch is not /usr/bin/ghsearch on PATH"
version=$(ghsearch --version)
[ "$version" = "ghsearch $(dpkg-deb --field "$deb" Version)" ] || fail "--version: $version"
[ "$(man -w ghsearch)" = /usr/share/man/man1/ghsearch.1.gz ] || fail "man -w ghsearch: $(man -w ghsearch 2>&1)"
[ "$(man -L ko -w ghsearch)" = /usr/share/man/ko/man1/ghsearch.1.gz ] || fail "man -L ko -w ghsearch: $(man -L ko -w ghsearch 2>&1)"
bin=$(swift build --show-bin-path)
[ -x "$bin/fake-github" ] || fail "no fake-github in $bin (swift build first)"
# shellcheck source=bench/fake-github.sh
source bench/fake-github.sh
api=""
run_fake_github
rows=$(HOME=$work XDG_CACHE_HOME=$work/cache ghsearch --once scotteg --api-url "$api" --no-cache) || fail "--once failed"
if [ "$(wc -l <<<"$rows")" -ne 34 ] || [[ $rows != cache-demo$'\t'https://github.com/scotteg/cache-demo* ]]; then
  fail "--once printed: ${rows:0:300}"
fi
# bash: bash-completion loads /usr/share/bash-completion/completions/ghsearch
# when ghsearch is first completed; then ghsearch --sor<Tab> offers --sort.
completed=$(bash --norc --noprofile -c '
  source /usr/share/bash-completion/bash_completion || exit 9
  __load_completion ghsearch || exit 8
  complete -p ghsearch
  COMP_WORDS=(ghsearch --sor) COMP_CWORD=1 COMP_LINE="ghsearch --sor" COMP_POINT=14
  _ghsearch ghsearch --sor ghsearch
  echo "${COMPREPLY[*]}"' 2>&1) || fail "bash completion not loaded ($?): $completed"
[ "$completed" = $'complete -F _ghsearch ghsearch\n--sort' ] || fail "bash completion: $completed"
completed=$(HOME=$work fish -c 'complete -C"ghsearch --sor"' 2>&1)
[[ $completed == --sort$'\t'* ]] || fail "fish completion: $completed"

# 4. Purge: every file it brought is gone, nothing else under /usr changed.
"${apt[@]}" purge ghsearch >"$work/purge.log" 2>&1 || fail "apt-get purge: $(cat "$work/purge.log")"
case $(state) in "" | un) ;; *) fail "dpkg's state after purge: $(state)" ;; esac
find /usr -xdev | sort >"$work/usr-after"
diff "$work/usr-before" "$work/usr-after" >"$work/usr-diff" || fail "/usr changed by install + purge: $(head -20 "$work/usr-diff")"
echo "apt-get install ./$(basename "$deb"), run, purge: OK"
