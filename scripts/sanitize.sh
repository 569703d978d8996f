#!/usr/bin/env bash
# Sanitizer runs for WidgetRender, used by `make sanitize`.
#
#   scripts/sanitize.sh address   the whole test suite (debug) under AddressSanitizer + LeakSanitizer,
#                                 scratch path .build-asan; goldens compared, never recorded
#   scripts/sanitize.sh thread    the CLI (release, -g) under ThreadSanitizer, scratch path .build-tsan:
#                                 `widgetrender gallery` of the default example and of every example,
#                                 on all cores and on 8 threads; then the determinism test (one thread vs
#                                 all threads sharing caches) and GalleryCommandTests unless THREAD_TESTS=0
#                                 (builds every test under TSan); Synchronization.Mutex is made visible
#                                 to TSan by a preloaded shim (Tests/Sanitizers/tsan-mutex.c)
#   scripts/sanitize.sh all       both (the default)
#
# A run fails on the first report: halt_on_error=1, and every report is also written under
# <scratch>/sanitizer-reports/ (log_path), which must be empty afterwards. The log files catch reports
# from the `widgetrender` processes the CLI and reliability tests spawn, whatever exit code a test expected.
# Suppressions (each explained in its file) live in Tests/Sanitizers/.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
SUPPRESSIONS=$PWD/Tests/Sanitizers

# Fails when a sanitizer wrote a report under FOLDER, printing the first of them.
check_reports() {
    local folder=$1 what=$2
    if compgen -G "$folder/*" >/dev/null; then
        echo "sanitize: $what: $(ls "$folder" | wc -l) sanitizer report(s) in $folder:" >&2
        for report in "$folder"/*; do echo "--- $report" >&2; head -60 "$report" >&2; done
        return 1
    fi
    echo "sanitize: $what: no sanitizer reports"
}

address() {
    local scratch=.build-asan reports
    reports=$PWD/$scratch/sanitizer-reports
    swift build --build-tests --sanitize=address --scratch-path "$scratch"
    rm -rf "$reports"; mkdir -p "$reports"
    local start=$SECONDS status=0 options="halt_on_error=1:log_path=$reports/asan"
    export LSAN_OPTIONS="suppressions=$SUPPRESSIONS/lsan.supp:print_suppressions=0" WIDGETRENDER_RECORD=never
    # Swift Testing (all but two tests) with LeakSanitizer; the `widgetrender` processes it spawns inherit it.
    ASAN_OPTIONS="$options:detect_leaks=1" \
        swift test --skip-build --sanitize=address --scratch-path "$scratch" --disable-xctest "$@" || status=$?
    echo "sanitize: address: Swift Testing exited $status after $((SECONDS - start)) s"
    # XCTest (AssertWidgetSnapshotXCTests) under ASan without LeakSanitizer: corelibs-xctest leaks the weak
    # side table of every XCTestCase it runs and everything reachable from it (Tests/Sanitizers/lsan.supp).
    ASAN_OPTIONS="$options:detect_leaks=0" \
        swift test --skip-build --sanitize=address --scratch-path "$scratch" --disable-swift-testing "$@" || status=$?
    unset LSAN_OPTIONS WIDGETRENDER_RECORD
    echo "sanitize: address: swift test (both libraries) status $status after $((SECONDS - start)) s"
    check_reports "$reports" "AddressSanitizer" || status=1
    return $status
}

thread() {
    local scratch=.build-tsan reports out
    reports=$PWD/$scratch/sanitizer-reports
    out=$PWD/$scratch/galleries
    swift build -c release -Xswiftc -g --sanitize=thread --scratch-path "$scratch" --product widgetrender
    local bin
    bin=$(swift build -c release --sanitize=thread --scratch-path "$scratch" --show-bin-path)/widgetrender
    rm -rf "$reports" "$out"; mkdir -p "$reports" "$out"
    # Synchronization.Mutex's contended hand-over happens in the kernel, unseen by TSan: the preloaded
    # shim annotates it (Tests/Sanitizers/tsan-mutex.c) instead of suppressing the reports it causes.
    clang -O2 -shared -fPIC -Wall -o "$PWD/$scratch/tsan-mutex.so" Tests/Sanitizers/tsan-mutex.c
    export LD_PRELOAD="$PWD/$scratch/tsan-mutex.so"
    export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:log_path=$reports/tsan:suppressions=$SUPPRESSIONS/tsan.supp"
    local start=$SECONDS status=0 example jobs
    echo "sanitize: thread: gallery of the default example ($(nproc) threads)"
    "$bin" gallery --output "$out/default" || status=1
    for example in $("$bin" list examples | awk '/^[a-z]/ { print $1 }'); do
        for jobs in "$(nproc)" 8; do
            echo "sanitize: thread: gallery --example $example --jobs $jobs"
            "$bin" gallery --example "$example" --jobs "$jobs" --output "$out/$example-$jobs" || status=1
        done
    done
    if [ "${THREAD_TESTS:-1}" = 1 ]; then
        swift build --build-tests --sanitize=thread --scratch-path "$scratch"
        WIDGETRENDER_RECORD=never swift test --skip-build --sanitize=thread --scratch-path "$scratch" \
            --filter 'DeterminismTests|GalleryCommandTests' || status=1
    fi
    unset TSAN_OPTIONS LD_PRELOAD
    echo "sanitize: thread: galleries exited with status $status after $((SECONDS - start)) s"
    check_reports "$reports" "ThreadSanitizer" || status=1
    return $status
}

case "${1:-all}" in
    address) shift; address "$@" ;;
    thread) thread ;;
    all) status=0; address || status=1; thread || status=1; exit $status ;;
    *) echo "usage: scripts/sanitize.sh [address [swift test options] | thread | all]" >&2; exit 64 ;;
esac
