#!/usr/bin/env bash
# Installs the Debian packages ghsearch builds and tests against, when missing.
# Idempotent; needs root (or sudo) only when something is missing.
set -euo pipefail
mapfile -t packages < <(grep -v "^#" "$(dirname "$0")/apt-packages.txt")
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
