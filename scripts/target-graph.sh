#!/usr/bin/env bash
# Prints the package's target graph, leaves first: each Swift target with
# its lines of Swift and the targets it depends on (from Package.swift, via
# `swift package describe`). Fails if the graph has a cycle. The graph each
# target's imports must keep to is checked by ImportGraphTests.
#   bash scripts/target-graph.sh
set -euo pipefail
cd "$(dirname "$0")/.."
description=$(swift package describe --type json)
edges=$(jq -r '.targets[] | select(.type != "test") | .name as $n
    | ((.target_dependencies // []) | if length == 0 then [$n] else . end) | .[] | "\(.) \($n)"' <<<"$description")
order=$(tsort <<<"$edges" 2>/tmp/target-graph.$$) || true
if [ -s /tmp/target-graph.$$ ]; then
    cat /tmp/target-graph.$$ >&2; rm -f /tmp/target-graph.$$
    echo "the target graph has a cycle" >&2; exit 1
fi
rm -f /tmp/target-graph.$$
while read -r target; do
    path=$(jq -r --arg t "$target" '.targets[] | select(.name == $t) | .path' <<<"$description")
    lines=$(find "$path" -name '*.swift' -print0 | xargs -0 -r cat | wc -l)
    [ "$lines" -eq 0 ] && continue
    deps=$(jq -r --arg t "$target" '.targets[] | select(.name == $t) | (.target_dependencies // []) | join(", ")' <<<"$description")
    printf '%-20s %6s lines  → %s\n' "$target" "$lines" "${deps:-(none)}"
done <<<"$order"
