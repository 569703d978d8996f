#!/usr/bin/env bash
# Builds each fetched app's widget extension with `widgetrender previews` (imports unchanged) and prints one
# line per app from the port report: errors that are WidgetRender's (Apple API it lacks) against the app's,
# then WidgetRender's missing symbols with how many errors and apps each stops, across the corpus.
# Usage: scripts/port-corpus.sh FOLDER [WIDGETRENDER]
#   FOLDER holds one fetched app per subfolder (never committed). An app's extension is the folder Xcode
#   keeps for the target: from the file declaring a `WidgetBundle` (else the first declaring a `: Widget`;
#   an iOS one before one under a mac, watch, vision or tv folder), up to the nearest folder holding an
#   Info.plist (else that file's own folder).
#   PORT_CORPUS_INPUT=project builds the app's Xcode project instead, when it holds exactly one (previews
#   App.xcodeproj: the widget target's members wherever they lie, docs/xcode-projects.md); the default,
#   folder, builds the extension's folder alone (what the table "before" in docs/porting.md measured).
#   PORT_CORPUS_BUILD (default /tmp/widgetrender-port-corpus) holds the one runner build every app shares
#   (WidgetRender compiles once), each app's renders and its full log (APP.log: the compiler's messages and
#   the whole port report), for reading the errors the table counts.
# Outside CI: each build takes minutes.
set -euo pipefail
corpus=${1:?usage: scripts/port-corpus.sh FOLDER [WIDGETRENDER]}
binary=${2:-$(cd "$(dirname "$0")/.." && pwd)/.build/debug/widgetrender}
build=${PORT_CORPUS_BUILD:-/tmp/widgetrender-port-corpus}
input=${PORT_CORPUS_INPUT:-folder}
mkdir -p "$build"
symbols=$(mktemp)
trap 'rm -f "$symbols"' EXIT

# The first of the paths on standard input, hidden folders left out; one outside a mac, watch, vision or tv
# folder first.
ios_first() {
    grep -v '/\.' | sort | awk '{ if (tolower($0) ~ /(mac|watch|vision|tv)[^\/]*\//) later[++n] = $0; else print }
                            END { for (i = 1; i <= n; i++) print later[i] }' | head -1
}

# The extension folder of one app (empty when none is found).
extension_of() {
    local app=$1 file dir
    file=$(grep -rlE --include='*.swift' ':[[:space:]]*WidgetBundle\b' "$app" 2>/dev/null | ios_first || true)
    [ -n "$file" ] || file=$(grep -rlE --include='*.swift' '(: *Widget *\{|: *Widget,)' "$app" 2>/dev/null | ios_first || true)
    [ -n "$file" ] || return 0
    dir=$(dirname "$file")
    while [ "$dir" != "$app" ] && [ "$dir" != / ]; do
        if [ -e "$dir/Info.plist" ]; then printf '%s\n' "$dir"; return 0; fi
        dir=$(dirname "$dir")
    done
    dirname "$file"
}

printf '%-24s %-34s %7s %6s %7s %6s  %s\n' app extension errors ours theirs other "theirs by group"
for app in "$corpus"/*/; do
    app=${app%/}
    name=$(basename "$app")
    ext=$(extension_of "$app")
    if [ -z "$ext" ]; then printf '%-24s %s\n' "$name" "no widget extension found"; continue; fi
    log="$build/$name.log"
    target=$ext
    if [ "$input" = project ]; then
        projects=$(find "$app" -maxdepth 3 -name '*.xcodeproj' -not -path '*/.*' -not -path '*/Pods/*' | sort)
        [ "$(grep -c . <<<"$projects")" = 1 ] && [ -n "$projects" ] && { target=$projects; ext=$projects; }
    fi
    status=0
    "$binary" previews "$target" --build-path "$build/runner" -o "$build/$name-out" >"$log" 2>&1 || status=$?
    line=$(grep -m1 '^port report:' "$log" || true)
    if [ "$status" = 0 ]; then
        printf '%-24s %-34s %s\n' "$name" "${ext#"$app"/}" "built: $(grep -m1 -oE '[0-9]+ of [0-9]+ renders' "$log" || true)"
        continue
    fi
    if [ -z "$line" ]; then
        # No compiler errors to sort: the build stopped before Swift (an asset catalog the symbol
        # plugin refuses, a package graph SwiftPM refuses): the first error says which.
        first=$(grep -m1 -E '^error: |^widgetrender: (error|the )' "$log" | sed -E "s#$app/##g" | cut -c1-150 || true)
        printf '%-24s %-34s %s\n' "$name" "${ext#"$app"/}" "stopped (exit $status): ${first:-see $log}"
        continue
    fi
    # port report: N errors: A WidgetRender's (…), B your app's to port, C other
    errors=$(sed -E 's/^port report: ([0-9]+) errors?.*/\1/' <<<"$line")
    ours=$(sed -E 's/.*: ([0-9]+) WidgetRender.s.*/\1/' <<<"$line")
    theirs=$(sed -E 's/.*, ([0-9]+) your app.s.*/\1/' <<<"$line")
    other=$(sed -E 's/.*, ([0-9]+) other$/\1/' <<<"$line")
    # The app's groups, e.g. "module 3, outside 12": each group header is "  TITLE (N):".
    groups=$(sed -n '/^port report:/,$p' "$log" | sed -nE \
        -e 's/^  modules not in the build.*\(([0-9]+)\):$/module \1/p' \
        -e 's/^  names declared outside.*\(([0-9]+)\):$/outside \1/p' \
        -e 's/^  frameworks a renderer cannot provide \(([0-9]+)\):$/framework \1/p' \
        -e 's/^  names declared nowhere.*\(([0-9]+)\):$/unknown \1/p' | paste -sd, - | sed 's/,/, /g')
    printf '%-24s %-34s %7s %6s %7s %6s  %s\n' "$name" "${ext#"$app"/}" "$errors" "$ours" "$theirs" "$other" "$groups"
    # WidgetRender's symbols: the lines of the "Apple API" group, "    SYMBOL: FILE:L:C[ and K more]".
    sed -n '/^  Apple API WidgetRender does not provide yet/,/^    fix:/p' "$log" | sed -nE \
        's/^    (.*): (.*):[0-9]+:[0-9]+( and ([0-9]+) more)?$/\1\t\4/p' \
        | while IFS=$'\t' read -r symbol more; do printf '%s\t%s\t%s\n' "$symbol" "$((1 + ${more:-0}))" "$name"; done \
        >>"$symbols"
done

if [ -s "$symbols" ]; then
    echo
    echo "WidgetRender's missing symbols across the corpus (errors, apps, which):"
    sort -t$'\t' -k1,1 "$symbols" | awk -F'\t' '
        { errors[$1] += $2; if (!seen[$1 SUBSEP $3]++) { apps[$1]++; which[$1] = which[$1] (which[$1] ? ", " : "") $3 } }
        END { for (s in errors) printf "%6d %4d  %-48s %s\n", errors[s], apps[s], s, which[s] }' | sort -k2,2nr -k1,1nr -k3
fi
