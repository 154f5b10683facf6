#!/usr/bin/env bash
# Prints /usr/share/doc/ghsearch/copyright in Debian's machine-readable
# format (DEP-5, copyright-format 1.0), made from LICENSE: its copyright
# line and its text. The binary also carries the Swift runtime, libstdc++
# and libgcc, linked in; the Comment says under which terms.
#   bash scripts/debian-copyright.sh
set -euo pipefail
cd "$(dirname "$0")/.."
copyright=$(sed -n 's/^Copyright (c) //p' LICENSE)
[ -n "$copyright" ] || { echo "LICENSE has no 'Copyright (c)' line" >&2; exit 1; }
grep -q '^MIT License$' LICENSE || { echo "LICENSE is not the MIT License" >&2; exit 1; }
cat <<HEADER
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: ghsearch
Source: https://github.com/ghsearch/ghsearch
Comment: The program links in, statically, the Swift runtime and standard
 libraries (Swift, FoundationEssentials, Dispatch, Synchronization) of the
 swift.org toolchain, under the Apache License 2.0 with the Runtime Library
 Exception (/usr/share/common-licenses/Apache-2.0), and libstdc++ and
 libgcc of GCC, under the GPL version 3 with the GCC Runtime Library
 Exception (/usr/share/common-licenses/GPL-3). Both exceptions let a
 compiled program carry them under its own terms.

Files: *
Copyright: $copyright
License: MIT
HEADER
# The text after the title and the copyright line, each line indented by one
# space, an empty line written " .".
sed -n '/^Permission is hereby granted/,$p' LICENSE | sed 's/^$/./; s/^/ /'
