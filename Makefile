# WidgetRender — build, test, benchmark.
# Every target that compiles depends on `deps`, which installs the C libraries with apt-get when
# pkg-config cannot find them (and does nothing otherwise).

SWIFT      ?= swift
export PATH := /opt/swift/usr/bin:$(PATH)
APT_PKGS   := libpng-dev libfreetype-dev libharfbuzz-dev libfribidi-dev zlib1g-dev pkg-config
PC_MODULES := libpng freetype2 harfbuzz fribidi zlib
RELEASE    := -c release
BIN        := .build/release
FUZZ_SECONDS ?= 600

.PHONY: all deps build test bench goldens run lint clean help warnings
.PHONY: fuzz fuzz-replay sanitize determinism
.PHONY: limits-audit bench-peers

# make bench-peers: Skia and Cairo in a virtual environment of their own (not needed by make test or CI).
PEERS_VENV := .build/peers-venv
PEERS_PY   := $(PEERS_VENV)/bin/python
PEERS_PKGS := skia-python==144.1 pycairo==1.29.2
PEERS_APT  := libcairo2-dev pkg-config python3-venv
ROUNDS     ?= 2

all: build

help:
	@echo "make deps     install the system C libraries if pkg-config cannot find them"
	@echo "make build    release build of the library, the CLI and the benchmark"
	@echo "make test     run every test (debug build; fails first if our code has a compiler warning)"
	@echo "make warnings debug build with tests; fails listing any compiler warning in Sources/, Tests/, Plugins/,"
	@echo "             Examples/, Benchmarks/, also on a warm build (scripts/check-warnings.sh reads the .dia files)"
	@echo "make run      render the built-in example widget to PNG"
	@echo "make bench    release benchmark; figures on stdout and in .build/bench.json"
	@echo "make bench-peers  Skia and Cairo (installed into $(PEERS_VENV)) draw ../shared/bench/scenes.json by native"
	@echo "             replay in the same run as ours (release), alternating peers/ours ROUNDS (default 2) times;"
	@echo "             prints each scene's raster ms and ours ÷ best peer (Benchmarks/Peers/bench_peers.py)"
	@echo "make goldens  re-record golden images (then review every changed PNG)"
	@echo "make lint     house rules: module graph, no force-unwrap/try!/fatalError, file sizes, swift-format"
	@echo "make clean    remove build outputs"
	@echo "make determinism  debug (1 thread) and release (all cores) builds render every example's gallery; pixels must match (CI runs it);"
	@echo "             and the frozen clock: previews of Examples/TemplateWidgetExtension (and its snapshot tests, once built)"
	@echo "             at two moments >= 61 s apart (CLOCK_SECONDS), every PNG byte-identical"
	@echo "make fuzz     libFuzzer on the document decoder+renderer, the PNG decoder, the asset-catalog and Xcode project readers"
	@echo "             (catalog: Contents.json trees, Tests/Fuzz/Corpus/catalog), FUZZ_SECONDS (default 600) each;"
	@echo "             new inputs in .build-fuzz/corpus, crashes in .build-fuzz/findings (scripts/fuzz.sh run TARGET for one)"
	@echo "make fuzz-replay  committed fuzz corpus + Tests/Fuzz/Regressions once through the instrumented harnesses"
	@echo "             (building them takes minutes; CI replays the same inputs in make test: FuzzCorpusReplayTests)"
	@echo "make sanitize every test under AddressSanitizer (.build-asan); the parallel gallery of every example and the"
	@echo "             multi-thread determinism tests under ThreadSanitizer (.build-tsan); fails on any report"
	@echo "             (scripts/sanitize.sh, Tests/Sanitizers; about 30 min on 2 cores)"
	@echo "make limits-audit  worst accepted inputs of docs/limits.md: generate them, release CLI, markdown rows"
	@echo "             (best CPU of 3 runs, wall, peak RSS, verdict; scripts/limits-audit; a few minutes)"

deps:
	@if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists $(PC_MODULES); then :; else \
		echo "deps: installing $(APT_PKGS)"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $(APT_PKGS); \
	fi

build: deps
	$(SWIFT) build $(RELEASE)

test: deps
	SWIFT=$(SWIFT) scripts/check-warnings.sh
	WIDGETRENDER_RECORD=$${WIDGETRENDER_RECORD:-$$( [ -n "$$CI" ] && echo never || echo missing )} \
		$(SWIFT) test --skip-build

run: deps
	$(SWIFT) build $(RELEASE) --product widgetrender
	$(BIN)/widgetrender $(ARGS)

bench: deps
	$(SWIFT) build $(RELEASE) --product widgetrender
	$(SWIFT) build $(RELEASE) --product widgetrender-bench
	$(BIN)/widgetrender-bench $(FILTER) --json .build/bench.json

# pycairo has no wheel for Linux: pip builds it against libcairo2-dev (apt, like `deps`); skia-python is a wheel.
$(PEERS_PY):
	@if pkg-config --exists cairo 2>/dev/null && python3 -c 'import venv, ensurepip' 2>/dev/null; then :; else \
		echo "bench-peers: installing $(PEERS_APT)"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $(PEERS_APT); \
	fi
	rm -rf $(PEERS_VENV)
	python3 -m venv $(PEERS_VENV)
	$(PEERS_VENV)/bin/pip install -q $(PEERS_PKGS) || { rm -rf $(PEERS_VENV); exit 1; }

bench-peers: deps $(PEERS_PY)
	$(SWIFT) build $(RELEASE) --product widgetrender-bench
	$(PEERS_PY) Benchmarks/Peers/bench_peers.py --ours $(BIN)/widgetrender-bench --rounds $(ROUNDS)

goldens: deps
	-WIDGETRENDER_RECORD=all $(SWIFT) test
	@echo
	@echo "Goldens re-recorded. Review every changed image before committing:"
	@git status --short Goldens
	@echo "Open each PNG and write in the commit message why the new one is right."

lint:
	@scripts/lint.sh

warnings: deps
	SWIFT=$(SWIFT) scripts/check-warnings.sh

determinism: deps
	scripts/determinism.sh

fuzz: deps
	scripts/fuzz.sh run all $(FUZZ_SECONDS)

fuzz-replay: deps
	scripts/fuzz.sh replay

sanitize: deps
	scripts/sanitize.sh all

limits-audit: deps
	scripts/limits-audit/measure.sh

clean:
	rm -rf .build
