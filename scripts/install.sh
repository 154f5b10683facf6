#!/usr/bin/env bash
# Installs ghsearch without root: the binary, its man page and its bash,
# zsh and fish completions, under PREFIX (default ~/.local).
#   From a release tarball:   ./install.sh [PREFIX]
#   From a source checkout:   bash scripts/install.sh [PREFIX]   (builds it first; needs Swift)
set -euo pipefail
prefix=${1:-$HOME/.local}
here=$(cd "$(dirname "$0")" && pwd)

if [ -x "$here/bin/ghsearch" ]; then
  tree=$here                      # an unpacked tarball
else
  root=$(cd "$here/.." && pwd)    # scripts/ of a checkout: make the tarball's tree
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
  bash "$root/scripts/install-deps.sh"
  tarball=$(bash "$root/scripts/release.sh" "$out" | grep '\.tar\.gz$')
  tar -C "$out" -xzf "$tarball"
  tree=$(find "$out" -mindepth 1 -maxdepth 1 -type d -name 'ghsearch-*')
fi

copy() {  # relative path under the tree and the prefix, mode
  install -D -m "$2" "$tree/$1" "$prefix/$1"
  echo "  $prefix/$1"
}
echo "Installing into $prefix:"
copy bin/ghsearch 0755
copy share/man/man1/ghsearch.1.gz 0644
copy share/man/ko/man1/ghsearch.1.gz 0644
copy share/bash-completion/completions/ghsearch 0644
copy share/zsh/site-functions/_ghsearch 0644
copy share/fish/vendor_completions.d/ghsearch.fish 0644

# The shared libraries it needs, by their Debian packages (the tarball's DEPENDS).
if [ -f "$tree/DEPENDS" ] && command -v dpkg-query >/dev/null; then
  missing=()
  while read -r package; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done <"$tree/DEPENDS"
  [ ${#missing[@]} -eq 0 ] || echo "ghsearch needs these libraries too: sudo apt install ${missing[*]}"
fi
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "Add $prefix/bin to PATH (e.g. in ~/.profile) to run ghsearch." ;;
esac
echo "zsh: add $prefix/share/zsh/site-functions to fpath before compinit to complete ghsearch."
