#!/usr/bin/env bash
# Determinism across builds and thread counts (README "Determinism").
#
#   scripts/determinism.sh            (make determinism; CI runs it after make test)
#
# Builds the CLI twice — debug (-Onone, the build `make test` uses) and release (-O, the build users
# run) — then renders the full gallery (every family × mode × scheme, plus the contact sheet) of every
# built-in example and every example document under docs/examples: the debug binary on one thread, the
# release binary on every core. Each pair of PNGs must have identical decoded pixels
# (`widgetrender compare`, tolerance 0); identical PNG bytes are counted and reported too (they are
# expected, since both builds encode with the same code, but the guarantee is about pixels).
# In-process determinism (one thread vs all threads sharing caches) is Tests/ReliabilityTests.
#
# SCRATCH names the build folder (default .build, the one make test and make run use).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

SCRATCH=${SCRATCH:-.build}
swift build --scratch-path "$SCRATCH" --product widgetrender
swift build -c release --scratch-path "$SCRATCH" --product widgetrender
DEBUG=$SCRATCH/debug/widgetrender
RELEASE=$SCRATCH/release/widgetrender

OUT=$(mktemp -d "${TMPDIR:-/tmp}/widgetrender-determinism.XXXXXX")
trap 'rm -rf "$OUT"' EXIT

# The widgets: built-in examples by name, then the example documents.
widgets=()
while read -r name _; do
    [ -n "$name" ] && widgets+=("--example=$name")
done < <("$RELEASE" list examples | grep -E '^[a-z]')
for document in docs/examples/*.json; do widgets+=("$document"); done

compared=0 same_bytes=0 failed=0
for widget in "${widgets[@]}"; do
    case $widget in
        --example=*) label=${widget#--example=} ;;
        *) label=document-$(basename "$widget" .json) ;;
    esac
    "$DEBUG" gallery "$widget" --jobs 1 --output "$OUT/debug/$label" >/dev/null
    "$RELEASE" gallery "$widget" --output "$OUT/release/$label" >/dev/null
    count=0
    for expected in "$OUT/debug/$label"/*.png; do
        actual=$OUT/release/$label/$(basename "$expected")
        count=$((count + 1))
        if [ ! -f "$actual" ]; then
            echo "determinism: $label: release build did not write $(basename "$expected")" >&2
            failed=$((failed + 1))
        elif ! "$RELEASE" compare "$expected" "$actual" >/dev/null; then
            echo "determinism: $label/$(basename "$expected"): debug and release pixels differ:" >&2
            "$RELEASE" compare "$expected" "$actual" >&2 || true
            failed=$((failed + 1))
        elif cmp -s "$expected" "$actual"; then
            same_bytes=$((same_bytes + 1))
        fi
    done
    released=$(find "$OUT/release/$label" -name '*.png' | wc -l)
    if [ "$released" -ne "$count" ]; then
        echo "determinism: $label: debug wrote $count images, release $released" >&2
        failed=$((failed + 1))
    fi
    compared=$((compared + count))
    echo "determinism: $label: $count images, debug (1 thread) = release (all threads)"
done

if [ "$compared" -lt 100 ]; then
    echo "determinism: only $compared images compared; expected every example's gallery" >&2
    exit 1
fi
if [ "$failed" -ne 0 ]; then
    echo "determinism: $failed of $compared images differ between the debug and release builds" >&2
    exit 1
fi
echo "determinism: $compared images, identical pixels in debug and release ($same_bytes with identical PNG bytes)"
