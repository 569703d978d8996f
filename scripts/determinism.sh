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
# Then the wall clock: `widgetrender previews` of Examples/TemplateWidgetExtension (Xcode's template: entries
# from `Date()` and `.now`, a clock text, a relative text) runs before the galleries and again after them, at
# least CLOCK_SECONDS (default 61) later — a real wait, so the clock text would show another minute if the
# runner's frozen clock (docs/limits.md "Frozen clock") did not hold — and every PNG must have the same bytes.
# The fixture's snapshot tests (TemplateWidgetExtensionTests) run at both moments too when a test build is
# there (make test builds it; CI runs make test first). The runner package is built in
# $SCRATCH/previews-tests-runner, the one the CLI's previews tests build, so after make test it is warm.
#
# Then the release runner: the template's previews built with `--configuration release` (in
# $SCRATCH/previews-release-runner; built beside the release CLI, driven by the debug CLI) must have the debug
# runner's pixels, every preview found.
#
# SCRATCH names the build folder (default .build, the one make test and make run use).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

SCRATCH=${SCRATCH:-.build}
swift build --scratch-path "$SCRATCH" --product widgetrender
DEBUG=$SCRATCH/debug/widgetrender
RELEASE=$SCRATCH/release/widgetrender

OUT=$(mktemp -d "${TMPDIR:-/tmp}/widgetrender-determinism.XXXXXX")
release_runner_pid=
cleanup() {
    if [ -n "$release_runner_pid" ]; then kill "$release_runner_pid" 2>/dev/null || true; fi
    rm -rf "$OUT"
}
trap cleanup EXIT

# The release runner (compared last, below) builds beside the release CLI: the two release builds share no
# module, each spends long stretches in one single-threaded compile (swift-syntax, a whole-module engine
# module), and previews keeps a release runner's scratch folder apart from the debug one's
# (RunnerScratch.sharedName), so neither waits for the other. The debug CLI drives it: the pixels are the
# runner's own, and the runner's clock is frozen, so the moment it renders at does not matter.
RELEASE_RUNNER=$SCRATCH/previews-release-runner
case $RELEASE_RUNNER in /*) ;; *) RELEASE_RUNNER=$PWD/$RELEASE_RUNNER ;; esac
mkdir -p "$OUT/clock"
"$DEBUG" previews Examples/TemplateWidgetExtension --module-name TemplateWidgetExtension --build-path "$RELEASE_RUNNER" \
    --configuration release --output "$OUT/clock/release" >"$OUT/release-runner.log" 2>&1 &
release_runner_pid=$!

swift build -c release --scratch-path "$SCRATCH" --product widgetrender

# The clock: the first moment.
CLOCK_SECONDS=${CLOCK_SECONDS:-61}
TEMPLATE=Examples/TemplateWidgetExtension
TESTS=$SCRATCH/debug/WidgetRenderPackageTests.xctest
RUNNER=$SCRATCH/previews-tests-runner
case $RUNNER in /*) ;; *) RUNNER=$PWD/$RUNNER ;; esac
clock_moment() {  # $1: folder name; previews (and the fixture's tests) now
    "$RELEASE" previews "$TEMPLATE" --module-name TemplateWidgetExtension --build-path "$RUNNER" \
        --output "$OUT/clock/$1" >/dev/null
    if [ -x "$TESTS" ]; then
        WIDGETRENDER_RECORD=never swift test --skip-build --scratch-path "$SCRATCH" \
            --filter 'TemplateWidgetExtensionTests.TemplatePreviewTests' >"$OUT/clock/$1-tests.log" 2>&1 || {
            echo "determinism: the template's snapshot tests failed at the $1 moment:" >&2
            cat "$OUT/clock/$1-tests.log" >&2
            exit 1
        }
    fi
}
clock_started=$SECONDS
clock_moment first

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

# The clock: the second moment, at least CLOCK_SECONDS after the first.
waited=$((SECONDS - clock_started))
if [ "$waited" -lt "$CLOCK_SECONDS" ]; then sleep $((CLOCK_SECONDS - waited)); fi
clock_moment second
apart=$((SECONDS - clock_started))
clock_images=0
for first in "$OUT/clock/first"/*.png; do
    second=$OUT/clock/second/$(basename "$first")
    clock_images=$((clock_images + 1))
    if ! cmp -s "$first" "$second"; then
        echo "determinism: $TEMPLATE: $(basename "$first") changed between two runs ${apart} s apart (the wall clock reached the pixels)" >&2
        failed=$((failed + 1))
    fi
done
if [ "$clock_images" -lt 10 ] || [ "$(find "$OUT/clock/second" -name '*.png' | wc -l)" -ne "$clock_images" ]; then
    echo "determinism: $TEMPLATE: expected the same ten or more previews at both moments, got $clock_images and $(find "$OUT/clock/second" -name '*.png' | wc -l)" >&2
    failed=$((failed + 1))
fi
tests_note="its snapshot tests not run (no test build: make test first)"
[ -x "$TESTS" ] && tests_note="its snapshot tests passed at both moments"
echo "determinism: $TEMPLATE: $clock_images previews byte-identical ${apart} s apart; $tests_note"

# The release runner, started beside the release CLI's build: the same previews built with `--configuration release`
# (its own runner folder) must have
# the pixels of the debug runner's second moment, every preview found (RunnerBuild.keepsPreviews).
if ! wait "$release_runner_pid"; then
    release_runner_pid=
    echo "determinism: $TEMPLATE: the release runner failed:" >&2
    cat "$OUT/release-runner.log" >&2
    exit 1
fi
release_runner_pid=
release_images=0
for first in "$OUT/clock/second"/*.png; do
    other=$OUT/clock/release/$(basename "$first")
    release_images=$((release_images + 1))
    if [ ! -f "$other" ] || ! "$RELEASE" compare "$first" "$other" >/dev/null; then
        echo "determinism: $TEMPLATE: $(basename "$first") differs (or is missing) in the release runner's output" >&2
        failed=$((failed + 1))
    fi
done
echo "determinism: $TEMPLATE: $release_images previews, identical pixels from the debug and the release runner"

if [ "$compared" -lt 100 ]; then
    echo "determinism: only $compared images compared; expected every example's gallery" >&2
    exit 1
fi
if [ "$failed" -ne 0 ]; then
    echo "determinism: $failed of $compared images differ between the debug and release builds" >&2
    exit 1
fi
echo "determinism: $compared images, identical pixels in debug and release ($same_bytes with identical PNG bytes)"
