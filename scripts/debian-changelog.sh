#!/usr/bin/env bash
# Prints the package's changelog in Debian's format (deb-changelog(5)), made
# from the git history: one entry per version the program has carried
# (Sources/GHSearchGitHub/Version.swift), newest first, listing the subjects of
# the commits made under it (merges left out), dated by its newest commit.
# Outside git, one entry for VERSION dated SOURCE_DATE_EPOCH.
#   bash scripts/debian-changelog.sh VERSION MAINTAINER
set -euo pipefail
cd "$(dirname "$0")/.."
version=$1 maintainer=$2
file=Sources/GHSearchGitHub/Version.swift
# Where the version was kept before the core was split into targets.
earlier_files=(Sources/GHSearchCore/Version.swift)

# A commit's date as deb-changelog wants it: "Wed, 02 Dec 2026 01:06:00 +0000".
rfc2822() { LC_ALL=C date -u -R -d "@$1"; }
# The subjects, one bullet each, wrapped at 78 columns (continuation indented).
bullets() {
  awk '{
    line = "  *"; width = 3
    for (i = 1; i <= NF; i++) {
      if (width > 4 && width + 1 + length($i) > 78) { print line; line = "   "; width = 3 }
      line = line " " $i; width += 1 + length($i)
    }
    print line
  }'
}
entry() {  # version, date (seconds), bullets on stdin
  printf 'ghsearch (%s) unstable; urgency=medium\n\n' "$1"
  bullets
  printf '\n -- %s  %s\n' "$maintainer" "$(rfc2822 "$2")"
}

if ! git rev-parse --verify -q HEAD >/dev/null 2>&1; then
  echo "Release $version." | entry "$version" "${SOURCE_DATE_EPOCH:?}"
  exit 0
fi
# The commits where the version changed, oldest first, with the version each set.
starts=() versions=() previous=""
while read -r commit; do
  v=$(for path in "$file" "${earlier_files[@]}"; do git show "$commit:$path" 2>/dev/null && break; done \
      | sed -n 's/.*static let string = "\(.*\)".*/\1/p')
  if [ -z "$v" ] || [ "$v" = "$previous" ]; then continue; fi
  starts+=("$commit") versions+=("$v") previous=$v
done < <(git log --reverse --format=%H -- "$file" "${earlier_files[@]}")
if [ ${#starts[@]} -eq 0 ] || [ "${versions[-1]}" != "$version" ]; then
  echo "the history's latest version (${versions[-1]:-none}) is not $version" >&2; exit 1
fi
# Newest first: a version's commits run from the one that set it to the one
# before the next version's (the first version's: all history before it too).
n=${#starts[@]}
for ((i = n - 1; i >= 0; i--)); do
  if [ "$i" -eq $((n - 1)) ]; then end=HEAD; else end="${starts[i + 1]}^"; fi
  if [ "$i" -gt 0 ]; then range="${starts[i]}^..$end"; else range=$end; fi
  git log --no-merges --format=%s "$range" | entry "${versions[i]}" "$(git log -1 --format=%ct "$end")"
  [ "$i" -eq 0 ] || echo
done
