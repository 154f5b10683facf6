#!/usr/bin/env bash
# The physical floor: curl alone fetching every page (URLs known in advance)
# over one reused connection, writing nowhere, parsing nothing.
# Usage: curl-floor.sh URL_FILE   (one URL a line)
set -euo pipefail
mapfile -t urls <"$1"
curl -s "${urls[@]}" >/dev/null
