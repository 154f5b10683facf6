#!/usr/bin/env bash
# Makes the release artifacts in dist/ (or the directory given):
#   ghsearch-VERSION-linux-ARCH.tar.gz   bin/ghsearch, the man page (en, ko),
#                                        bash/zsh/fish completions, install.sh,
#                                        DEPENDS (the Debian packages it needs),
#                                        LICENSE, README.md
#   ghsearch_VERSION_DEBARCH.deb         the same files under /usr, built with
#                                        dpkg-deb; Depends: from dpkg-shlibdeps;
#                                        copyright (DEP-5) and changelog.gz
#   SHA256SUMS                           both files' SHA-256 (sha256sum -c)
# Reproducible: the same commit gives the same bytes (every date is
# SOURCE_DATE_EPOCH, the last commit's; files sorted, owned by root; no
# build path in the binary: scripts/build-release.sh).
# The binary has the Swift runtime linked in and is stripped: it runs on a
# Debian machine with no Swift installed, needing only the shared libraries
# the .deb depends on.
#   bash scripts/release.sh [OUTDIR]
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mkdir -p "${1:-dist}" && cd "${1:-dist}" && pwd)
command -v dpkg-shlibdeps >/dev/null || { echo "dpkg-shlibdeps is needed: apt-get install dpkg-dev" >&2; exit 1; }

bin=$(bash scripts/build-release.sh ghsearch)/ghsearch
version=$("$bin" --version | cut -d' ' -f2)
arch=$(uname -m)
debarch=$(dpkg --print-architecture)
# Reproducible: every date (files, archives, man pages, changelog) is the
# last commit's (or now, outside git).
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}
maintainer="ghsearch developers <ghsearch@users.noreply.github.com>"

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

# The files under a prefix, as install.sh and the .deb place them.
#   $1: the prefix directory; $2: where zsh completions go under it.
lay_out() {
  local prefix=$1 zsh=$2
  install -D -m 0755 "$bin" "$prefix/bin/ghsearch"
  strip --strip-all --remove-section=.comment "$prefix/bin/ghsearch"
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
# The manual and the other pages the README links to, beside it.
install -D -m 0644 -t "$deb/usr/share/doc/ghsearch/docs" docs/*.md
bash scripts/debian-copyright.sh >"$deb/usr/share/doc/ghsearch/copyright"
bash scripts/debian-changelog.sh "$version" "$maintainer" | gzip -9n >"$deb/usr/share/doc/ghsearch/changelog.gz"
chmod 0644 "$deb/usr/share/doc/ghsearch/copyright" "$deb/usr/share/doc/ghsearch/changelog.gz"
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
# Installed-Size as dpkg-gencontrol counts it (KiB per file, rounded up; one
# per directory), not du's, which depends on the file system it runs on.
size=$(find "$deb/usr" -printf '%y %s\n' | awk '$1 == "f" { k += int(($2 + 1023) / 1024); next } { k += 1 } END { print k }')
cat >"$deb/DEBIAN/control" <<CONTROL
Package: ghsearch
Version: $version
Architecture: $debarch
Maintainer: $maintainer
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
# Each file's MD5, as dh_md5sums writes them (dpkg --verify reads them).
(cd "$deb" && find usr -type f | LC_ALL=C sort | xargs -d '\n' md5sum) >"$deb/DEBIAN/md5sums"
chmod 0644 "$deb/DEBIAN/md5sums" "$deb/DEBIAN/control"
find "$deb" -type d -exec chmod 0755 {} +   # whatever the umask
find "$deb" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
# (dpkg-deb dates the archive's members by SOURCE_DATE_EPOCH and sorts them;
# one compression thread, so the bytes do not depend on the machine's cores.)
dpkg-deb --root-owner-group -Zxz --threads-max=1 --build "$deb" "$out/ghsearch_${version}_${debarch}.deb" >/dev/null

# 2. The tarball: the tree under a prefix, plus install.sh to copy it.
name="ghsearch-$version-linux-$arch"
lay_out "$stage/$name" share/zsh/site-functions
install -m 0755 scripts/install.sh "$stage/$name/install.sh"
install -m 0644 README.md "$stage/$name/README.md"
install -D -m 0644 -t "$stage/$name/docs" docs/*.md
install -m 0644 LICENSE "$stage/$name/LICENSE"
# The Debian packages of the shared libraries it needs (the .deb's Depends,
# without versions): install.sh names those missing.
echo "$depends" | tr ',' '\n' | sed 's/^ *//; s/ .*//' >"$stage/$name/DEPENDS"
chmod 0644 "$stage/$name/DEPENDS"
# gzip -9n: the best compression, and no file name or time in its header.
find "$stage/$name" -type d -exec chmod 0755 {} +
tar -C "$stage" --owner=0 --group=0 --numeric-owner --sort=name --mtime="@$SOURCE_DATE_EPOCH" \
  --format=gnu -cf - "$name" | gzip -9n >"$out/$name.tar.gz"

# 3. The checksums, for `sha256sum -c SHA256SUMS` beside the downloads.
(cd "$out" && sha256sum "$name.tar.gz" "ghsearch_${version}_${debarch}.deb" >SHA256SUMS)

echo "$out/$name.tar.gz"
echo "$out/ghsearch_${version}_${debarch}.deb"
echo "$out/SHA256SUMS"
echo "binary: $(stat -c %s "$deb/usr/bin/ghsearch") bytes (stripped); Depends: $depends" >&2
