#!/usr/bin/env bash
# libFuzzer for WidgetRender: the JSON document decoder + renderer, the PNG decoder, the asset-catalog
# reader (Contents.json trees → colours, images, generated symbols), and the Xcode project reader
# (project.pbxproj bytes → the project model).
#
#   scripts/fuzz.sh build                 build the harnesses (.build-fuzz/bin/fuzz-{document,png,catalog,xcodeproject})
#   scripts/fuzz.sh run [TARGET] [SECS]   fuzz TARGET (document | png | catalog | xcodeproject | all; default all) for SECS seconds
#                                         each (default 600), new inputs kept in .build-fuzz/corpus/TARGET
#   scripts/fuzz.sh replay                run every committed seed and regression input once through the
#                                         instrumented harnesses (ASan + libFuzzer), no mutation
#   scripts/fuzz.sh merge TARGET [BYTES]  add to Tests/Fuzz/Corpus/TARGET the inputs of .build-fuzz/corpus/TARGET
#                                         (at most BYTES each, default 4096) that reach new edges
#
# The library modules are compiled with `-sanitize=fuzzer,address` by SwiftPM (release, scratch path
# .build-fuzz); each harness (Tests/Fuzz/Harnesses) is then linked against their object files with
# swiftc, so libFuzzer supplies `main`. The catalog harness also compiles
# Tests/ReliabilityTests/Support/FuzzCatalogArchive.swift (its input format and steps, which the replay test
# in `make test` shares). Crashes land in .build-fuzz/findings/TARGET (not artifacts/: SwiftPM
# empties <scratch>/artifacts, its binary-target folder, on every build); turn each into a
# regression input under Tests/Fuzz/Regressions/TARGET/ (replayed by `make fuzz-replay` and `make test`)
# and a test in the module where the bug was.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

SCRATCH=.build-fuzz
BIN=$SCRATCH/bin
FLAGS=(-Xswiftc -sanitize=fuzzer,address -Xswiftc -g)
MODULES=(PortableFoundation FileAccess JSON Graphics Raster PNGCodec AssetCatalog Typography Layout Views Widgets Drawing Render WidgetDocument XcodeProject)
# Per input: 4 GB RSS cap is libFuzzer's default; the render budget is 1 s, so 10 s is a hang.
LIMITS=(-timeout=10 -rss_limit_mb=2048 -max_len=65536)
# Catalog inputs are small trees: 4 KiB holds a few sets (the bigger seeds are cut there when loaded) and keeps
# an execution cheap — most of its time is ASan's allocator under JSONDecoder and the file-system calls.
CATALOG_LIMITS=(-timeout=10 -rss_limit_mb=2048 -max_len=4096)

build() {
    swift build -c release --scratch-path "$SCRATCH" --target WidgetDocument "${FLAGS[@]}"
    swift build -c release --scratch-path "$SCRATCH" --target Render "${FLAGS[@]}"
    swift build -c release --scratch-path "$SCRATCH" --target XcodeProject "${FLAGS[@]}"
    # Raster's pixel loops without libFuzzer's coverage callbacks (ASan still on): a __sanitizer_cov_trace_cmp
    # call on every comparison of every pixel was half of the document target's time (perf), and
    # pixel values steer no parsing or layout decision worth coverage feedback.
    swift build -c release --scratch-path "$SCRATCH-nocov" --target Raster -Xswiftc -sanitize=address -Xswiftc -g
    local objects=() module
    for module in "${MODULES[@]}"; do
        if [ "$module" = Raster ]; then objects+=("$SCRATCH-nocov"/release/Raster.build/*.o); continue; fi
        objects+=("$SCRATCH"/release/"$module".build/*.o)
    done
    local cflags=()
    for flag in $(pkg-config --cflags freetype2 harfbuzz libpng fribidi); do cflags+=(-Xcc "$flag"); done
    mkdir -p "$BIN"
    local name
    for name in Document PNG Catalog XcodeProject; do
        local lower sources=("Tests/Fuzz/Harnesses/Fuzz$name.swift")
        lower=$(echo "$name" | tr '[:upper:]' '[:lower:]')
        if [ "$name" = Catalog ]; then sources+=(Tests/ReliabilityTests/Support/FuzzCatalogArchive.swift); fi
        echo "fuzz: linking $BIN/fuzz-$lower"
        swiftc -O -g -sanitize=fuzzer,address -parse-as-library -module-name "Fuzz$name" \
            -I "$SCRATCH/release/Modules" -I Sources/CPNG -I Sources/CFreeType -I Sources/CHarfBuzz -I Sources/CFriBidi "${cflags[@]}" \
            "${sources[@]}" "${objects[@]}" -lpng -lfreetype -lharfbuzz -lfribidi -lz \
            -o "$BIN/fuzz-$lower" 2>&1 | { grep -v "Cannot export local symbol" || true; }
    done
}

# The harness's options for TARGET.
options() {
    case "$1" in
        document) echo "-dict=Tests/Fuzz/document.dict ${LIMITS[*]}" ;;
        png) echo "-dict=Tests/Fuzz/png.dict ${LIMITS[*]}" ;;
        catalog) echo "-dict=Tests/Fuzz/catalog.dict ${CATALOG_LIMITS[*]}" ;;
        xcodeproject) echo "${LIMITS[*]}" ;;
        *) echo "fuzz: unknown target $1 (document, png, catalog or xcodeproject)" >&2; exit 64 ;;
    esac
}

run() {
    local target=$1 seconds=$2
    local corpus=$SCRATCH/corpus/$target artifacts=$SCRATCH/findings/$target
    mkdir -p "$corpus" "$artifacts"
    echo "fuzz: $target for $seconds s (corpus $corpus, seeds Tests/Fuzz/Corpus/$target)"
    # shellcheck disable=SC2046
    local status=0
    # nice: the machine's cores are shared; libFuzzer runs one input at a time on one core.
    # The catalog target allocates for every JSON value: two frames per allocation stack and a 64 MB quarantine
    # (ASan's defaults: 30 and 256 MB) cost about a quarter less CPU per execution; rerun a finding without them
    # for full stacks.
    local asan=detect_leaks=1
    if [ "$target" = catalog ]; then asan=detect_leaks=1:malloc_context_size=2:quarantine_size_mb=64; fi
    WIDGETRENDER_FUZZ_ASSETS="$PWD/Tests/Fuzz/Assets" ASAN_OPTIONS=$asan \
        nice -n 10 "$BIN/fuzz-$target" $(options "$target") -max_total_time="$seconds" -print_final_stats=1 \
        -artifact_prefix="$artifacts/" "$corpus" "Tests/Fuzz/Corpus/$target" || status=$?
    if [ $status -ne 0 ]; then
        echo "fuzz: $target stopped with status $status; findings in $artifacts/:" >&2
        ls -l "$artifacts" >&2
    fi
    return $status
}

replay() {
    local target status=0
    for target in document png catalog xcodeproject; do
        local inputs=("Tests/Fuzz/Corpus/$target"/*)
        if compgen -G "Tests/Fuzz/Regressions/$target/*" >/dev/null; then inputs+=("Tests/Fuzz/Regressions/$target"/*); fi
        echo "fuzz: replaying ${#inputs[@]} $target inputs"
        # shellcheck disable=SC2046
        WIDGETRENDER_FUZZ_ASSETS="$PWD/Tests/Fuzz/Assets" "$BIN/fuzz-$target" $(options "$target") -runs=1 \
            "${inputs[@]}" >"$SCRATCH/replay-$target.log" 2>&1 || { status=1; tail -40 "$SCRATCH/replay-$target.log"; }
    done
    return $status
}

command=${1:-run}
case "$command" in
    build) build ;;
    run)
        target=${2:-all}; seconds=${3:-600}
        build
        if [ "$target" = all ]; then
            status=0
            run document "$seconds" || status=1
            run png "$seconds" || status=1
            run catalog "$seconds" || status=1
            run xcodeproject "$seconds" || status=1
            exit $status
        else run "$target" "$seconds"; fi ;;
    replay) build; replay ;;
    merge)
        target=${2:?merge needs a target}; limit=${3:-4096}
        options "$target" >/dev/null
        # Candidates: the run's inputs of at most LIMIT bytes (big mutants of the big seeds add few edges
        # for their size). Set-cover merge on edges only (-use_counters=0, no hit-count buckets) keeps the
        # committed corpus small: ~290 files and ~1.3 MB for documents after 40 min of fuzzing.
        candidates=$SCRATCH/merge-candidates/$target
        rm -rf "$candidates"; mkdir -p "$candidates" "Tests/Fuzz/Corpus/$target"
        find "$SCRATCH/corpus/$target" -type f -size -"$((limit + 1))"c -exec cp {} "$candidates/" \;
        # shellcheck disable=SC2046
        WIDGETRENDER_FUZZ_ASSETS="$PWD/Tests/Fuzz/Assets" "$BIN/fuzz-$target" $(options "$target") \
            -set_cover_merge=1 -use_counters=0 "Tests/Fuzz/Corpus/$target" "$candidates"
        echo "fuzz: Tests/Fuzz/Corpus/$target now holds $(find "Tests/Fuzz/Corpus/$target" -type f | wc -l) files," \
            "$(du -sh "Tests/Fuzz/Corpus/$target" | cut -f1)" ;;
    *) echo "usage: scripts/fuzz.sh build | run [document|png|catalog|xcodeproject|all] [seconds] | replay | merge TARGET [bytes]" >&2; exit 64 ;;
esac
