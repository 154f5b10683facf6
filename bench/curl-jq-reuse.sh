#!/usr/bin/env bash
# The smarter variant: page 1 tells rel="last"; every other page is fetched by
# one curl process (one reused connection), and one jq reads all pages.
# Usage: curl-jq-reuse.sh API_URL LOGIN
set -euo pipefail
first="$1/users/$2/repos?per_page=100"
headers=$(mktemp)
page1=$(mktemp)
trap 'rm -f "$headers" "$page1"' EXIT
curl -s -D "$headers" -o "$page1" "$first"
last=$(grep -i '^link:' "$headers" | grep -o '<[^>]*>; rel="last"' | sed 's/^<\([^>]*\)>.*/\1/' || true)
rest=()
if [ -n "$last" ]; then
  count=$(printf '%s' "$last" | sed 's/.*[?&]page=\([0-9]*\).*/\1/')
  for page in $(seq 2 "$count"); do rest+=("$(printf '%s' "$last" | sed "s/\([?&]page=\)[0-9]*/\1$page/")"); done
fi
{ cat "$page1"; if [ ${#rest[@]} -gt 0 ]; then curl -s "${rest[@]}"; fi; } | jq -r '.[] | [.name,.html_url] | @tsv'
