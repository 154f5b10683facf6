#!/usr/bin/env bash
# What a shell alias does: one curl per page, following rel="next", through jq.
# Usage: curl-jq.sh API_URL LOGIN
set -euo pipefail
url="$1/users/$2/repos?per_page=100"
headers=$(mktemp)
trap 'rm -f "$headers"' EXIT
while [ -n "$url" ]; do
  curl -s -D "$headers" "$url" | jq -r '.[] | [.name,.html_url] | @tsv'
  url=$(grep -i '^link:' "$headers" | grep -o '<[^>]*>; rel="next"' | sed 's/^<\([^>]*\)>.*/\1/' || true)
done
