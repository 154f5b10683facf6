#!/usr/bin/env bash
# Makes the release artifacts in dist/ (or the directory given):
#   ghsearch-VERSION-linux-ARCH.tar.gz   bin/ghsearch, the man page (en, ko),
#                                        bash/zsh/fish completions, install.sh,
#                                        DEPENDS (the Debian packages it needs)
#   ghsearch_VERSION_DEBARCH.deb         the same files under /usr, built with
#                                        dpkg-deb; Depends: from dpkg-shlibdeps
# The binary has the Swift runtime linked in and is stripped: it runs on a
# Debian machine with no Swift installed, needing only the shared libraries
# the .deb depends on.
#   bash scripts/release.sh [OUTDIR]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out=$(mkdir -p "${1:-dist}" && cd "${1:-dist}" && pwd)
command -v dpkg-shlibdeps >/dev/null || { echo "dpkg-shlibdeps is needed: apt-get install dpkg-dev" >&2; exit 1; }

bin=$(bash scripts/build-release.sh ghsearch)/ghsearch
version=$("$bin" --version | cut -d' ' -f2)
arch=$(uname -m)
debarch=$(dpkg --print-architecture)
# Reproducible: every file dated by the last commit (or now, outside git).
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

# The files under a prefix, as install.sh and the .deb place them.
#   $1: the prefix directory; $2: where zsh completions go under it.
lay_out() {
  local prefix=$1 zsh=$2
  install -D -m 0755 "$bin" "$prefix/bin/ghsearch"
  strip --strip-all "$prefix/bin/ghsearch"
  local g="$prefix/bin/ghsearch"
  mkdir -p "$prefix/share/man/man1" "$prefix/share/man/ko/man1" "$prefix/share/bash-completion/completions" \
    "$prefix/$zsh" "$prefix/share/fish/vendor_completions.d"
  "$g" --man --lang en | gzip -9n >"$prefix/share/man/man1/ghsearch.1.gz"
  "$g" --man --lang ko | gzip -9n >"$prefix/share/man/ko/man1/ghsearch.1.gz"
  "$g" --completions bash >"$prefix/share/bash-completion/completions/ghsearch"
  "$g" --completions zsh >"$prefix/$zsh/_ghsearch"
  "$g" --completions fish >"$prefix/share/fish/vendor_completions.d/ghsearch.fish"
  chmod 0644 "$prefix"/share/man/*/ghsearch.1.gz "$prefix"/share/man/ko/man1/ghsearch.1.gz \
    "$prefix/share/bash-completion/completions/ghsearch" "$prefix/$zsh/_ghsearch" \
    "$prefix/share/fish/vendor_completions.d/ghsearch.fish"
}

# 1. The .deb: the same files under /usr; Depends: names exactly the
# shared libraries the binary still needs, with the versions its symbols need.
deb="$stage/deb"
lay_out "$deb/usr" share/zsh/vendor-completions
install -D -m 0644 README.md "$deb/usr/share/doc/ghsearch/README.md"
mkdir -p "$deb/DEBIAN" "$stage/shlibs/debian"
printf 'Source: ghsearch\n\nPackage: ghsearch\nArchitecture: any\n' >"$stage/shlibs/debian/control"
linked=$(cd "$stage/shlibs" && dpkg-shlibdeps -O -e "$deb/usr/bin/ghsearch" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$linked" ] || { echo "dpkg-shlibdeps found no dependencies" >&2; exit 1; }
# The libraries loaded with dlopen when first needed (libedit, libpng,
# libjpeg: see Sources/C*/include/*.h), which dpkg-shlibdeps cannot see:
# their packages' shlibs entries, as it would have written them.
loaded=()
for soname in $(sed -n 's/^#define GHS_[A-Z]*_SONAME "\(.*\)"$/\1/p' Sources/C*/include/*.h); do
  library=${soname%%.so.*} abi=${soname#*.so.}
  # (awk reads the files itself: `cat … | awk '… exit'` fails under pipefail when cat is cut off.)
  entry=$(awk -v l="$library" -v v="$abi" '$1 == l && $2 == v { $1 = ""; $2 = ""; sub(/^ +/, ""); print; exit }' \
    /var/lib/dpkg/info/*.shlibs)
  [ -n "$entry" ] || { echo "no package provides $soname (dlopen)" >&2; exit 1; }
  loaded+=("$entry")
done
depends=$( (echo "$linked" | tr ',' '\n'; printf '%s\n' "${loaded[@]}") | sed 's/^ *//' | sort -u -t' ' -k1,1 | paste -sd, | sed 's/,/, /g')
size=$(du -k -s "$deb/usr" | cut -f1)
cat >"$deb/DEBIAN/control" <<CONTROL
Package: ghsearch
Version: $version
Architecture: $debarch
Maintainer: ghsearch developers <ghsearch@users.noreply.github.com>
Installed-Size: $size
Depends: $depends
Section: utils
Priority: optional
Homepage: https://github.com/ghsearch/ghsearch
Description: search a GitHub user's repositories live, as you type
 ghsearch searches a GitHub user's or organisation's repositories as you
 type, in the terminal (throttled, deduplicated, switched to the latest
 request), prints one search for scripts (--once) and writes many users
 as JSON Lines within GitHub's rate limits (--batch).
CONTROL
find "$deb" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
dpkg-deb --root-owner-group -Zxz --build "$deb" "$out/ghsearch_${version}_${debarch}.deb" >/dev/null

# 2. The tarball: the tree under a prefix, plus install.sh to copy it.
name="ghsearch-$version-linux-$arch"
lay_out "$stage/$name" share/zsh/site-functions
install -m 0755 scripts/install.sh "$stage/$name/install.sh"
install -m 0644 README.md "$stage/$name/README.md"
# The Debian packages of the shared libraries it needs (the .deb's Depends,
# without versions): install.sh names those missing.
echo "$depends" | tr ',' '\n' | sed 's/^ *//; s/ .*//' >"$stage/$name/DEPENDS"
tar -C "$stage" --owner=0 --group=0 --numeric-owner --sort=name --mtime="@$SOURCE_DATE_EPOCH" \
  -czf "$out/$name.tar.gz" "$name"

echo "$out/$name.tar.gz"
echo "$out/ghsearch_${version}_${debarch}.deb"
echo "binary: $(stat -c %s "$deb/usr/bin/ghsearch") bytes (stripped); Depends: $depends" >&2
