#!/usr/bin/env bash
# Builds each fetched app's widget extension with `widgetrender previews` (imports unchanged) and prints one
# line per app from the port report: errors that are WidgetRender's (Apple API it lacks) against the app's.
# Usage: scripts/port-corpus.sh FOLDER [WIDGETRENDER]
#   FOLDER holds one fetched app per subfolder (never committed). An app's extension is the folder of its
#   first Swift file declaring a `WidgetBundle` or a `: Widget` (the folder Xcode's template names …Widget…).
# Outside CI: each build takes minutes.
set -euo pipefail
corpus=${1:?usage: scripts/port-corpus.sh FOLDER [WIDGETRENDER]}
binary=${2:-$(cd "$(dirname "$0")/.." && pwd)/.build/debug/widgetrender}
build=${PORT_CORPUS_BUILD:-/tmp/widgetrender-port-corpus}
printf '%-28s %-40s %8s %8s %8s %8s\n' app extension errors ours theirs other
for app in "$corpus"/*/; do
    app=${app%/}
    file=$(grep -rlE --include='*.swift' '(: *WidgetBundle|: *Widget *\{|: *Widget,)' "$app" 2>/dev/null | grep -v '/\.' | head -1 || true)
    if [ -z "$file" ]; then printf '%-28s %s\n' "$(basename "$app")" "no widget extension found"; continue; fi
    ext=$(dirname "$file")
    log=$(mktemp)
    "$binary" previews "$ext" --build-path "$build/$(basename "$app")" -o "$build/$(basename "$app")-out" >"$log" 2>&1 || true
    line=$(grep -m1 '^port report:' "$log" || true)
    if [ -z "$line" ]; then
        status=$(grep -q 'wrote\|previews rendered\|render' "$log" && echo built || echo "no report")
        printf '%-28s %-40s %s\n' "$(basename "$app")" "${ext#"$app"/}" "$status"
    else
        # port report: N errors: A WidgetRender's (…), B your app's to port, C other
        errors=$(sed -E 's/^port report: ([0-9]+) errors?.*/\1/' <<<"$line")
        ours=$(sed -E 's/.*: ([0-9]+) WidgetRender.s.*/\1/' <<<"$line")
        theirs=$(sed -E 's/.*, ([0-9]+) your app.s.*/\1/' <<<"$line")
        other=$(sed -E 's/.*, ([0-9]+) other$/\1/' <<<"$line")
        printf '%-28s %-40s %8s %8s %8s %8s\n' "$(basename "$app")" "${ext#"$app"/}" "$errors" "$ours" "$theirs" "$other"
    fi
    rm -f "$log"
done
