#!/usr/bin/env bash
# Installs the Debian packages ghsearch builds against, when missing; with
# --test, also those the tests use. Idempotent; needs root (or sudo) only
# when something is missing.
#   bash scripts/install-deps.sh          to build and run
#   bash scripts/install-deps.sh --test   to run the tests too
set -euo pipefail
here="$(dirname "$0")"
lists=("$here/apt-packages.txt")
[ "${1:-}" = "--test" ] && lists+=("$here/apt-packages-test.txt")
mapfile -t packages < <(cat "${lists[@]}" | grep -v '^#' | grep -v '^$')
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
command -v swift >/dev/null || { echo "Swift 6 is needed: https://www.swift.org/install/linux/" >&2; exit 1; }
