# WidgetRender — build, test, benchmark.
# Every target that compiles depends on `deps`, which installs the C libraries with apt-get when
# pkg-config cannot find them (and does nothing otherwise).

SWIFT      ?= swift
export PATH := /opt/swift/usr/bin:$(PATH)
APT_PKGS   := libpng-dev libfreetype-dev libharfbuzz-dev zlib1g-dev pkg-config
PC_MODULES := libpng freetype2 harfbuzz zlib
RELEASE    := -c release
BIN        := .build/release

.PHONY: all deps build test bench goldens run lint clean help

all: build

help:
	@echo "make deps     install the system C libraries if pkg-config cannot find them"
	@echo "make build    release build of the library, the CLI and the benchmark"
	@echo "make test     run every test (debug build)"
	@echo "make run      render the built-in example widget to PNG"
	@echo "make bench    release benchmark; figures on stdout and in .build/bench.json"
	@echo "make goldens  re-record golden images (then review every changed PNG)"
	@echo "make lint     house rules: module graph, no force-unwrap/try!/fatalError, file sizes, swift-format"
	@echo "make clean    remove build outputs"

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
	$(SWIFT) build --build-tests
	WIDGETRENDER_RECORD=$${WIDGETRENDER_RECORD:-$$( [ -n "$$CI" ] && echo never || echo missing )} \
		$(SWIFT) test --skip-build

run: deps
	$(SWIFT) build $(RELEASE) --product widgetrender
	$(BIN)/widgetrender $(ARGS)

bench: deps
	$(SWIFT) build $(RELEASE) --product widgetrender
	$(SWIFT) build $(RELEASE) --product widgetrender-bench
	$(BIN)/widgetrender-bench $(FILTER) --json .build/bench.json

goldens: deps
	-WIDGETRENDER_RECORD=all $(SWIFT) test
	@echo
	@echo "Goldens re-recorded. Review every changed image before committing:"
	@git status --short Goldens
	@echo "Open each PNG and write in the commit message why the new one is right."

lint:
	@scripts/lint.sh

clean:
	rm -rf .build
