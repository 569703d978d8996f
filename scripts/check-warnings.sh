#!/usr/bin/env bash
# Zero compiler warnings from our code (Sources/, Tests/, Plugins/, Examples/, Benchmarks/): builds the
# debug products and tests (`swift build --build-tests`, as `make test` does) and fails, listing them, if
# any of our files has a warning — also on a warm build that recompiles nothing and prints none, because
# the warnings are read back from the compiler's serialized diagnostics (.dia, one per compiled file,
# rewritten when the file is compiled again; scripts/dia-warnings.py), besides the build's own output.
# Warnings of dependencies (swift-syntax, swift-argument-parser, swift-snapshot-testing) do not count.
#
#   scripts/check-warnings.sh            build, then check
#   scripts/check-warnings.sh --no-build check the last build's diagnostics only
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
root=$(pwd -P)
log=.build/check-warnings.log
mkdir -p .build

if [ "${1:-}" != "--no-build" ]; then
  "$SWIFT" build --build-tests 2>&1 | tee "$log"
  build=${PIPESTATUS[0]}
  [ "$build" = 0 ] || exit "$build"
else
  : > "$log"
fi

# The .dia reader must work with this toolchain's format: one file with a known warning must give it.
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
mkdir -p "$probe/Sources"
printf 'func probe() { var unused = 1; _ = unused }\n' > "$probe/Sources/Probe.swift"
"${SWIFTC:-swiftc}" -typecheck -Xfrontend -serialize-diagnostics-path -Xfrontend "$probe/probe.dia" \
  "$probe/Sources/Probe.swift" 2>/dev/null
if ! python3 scripts/dia-warnings.py "$probe" "$probe" | grep -q "Probe.swift:1:20: warning: variable 'unused' was never mutated"; then
  echo "check-warnings: scripts/dia-warnings.py cannot read this compiler's .dia files; fix the reader"
  exit 1
fi

bin=$("$SWIFT" build --show-bin-path 2>/dev/null) || bin=.build/debug
root_re=$(printf '%s' "$root" | sed 's/[][\.*^$+?(){}|]/\\&/g')
ours="^($root_re/|\./)?(Sources|Tests|Plugins|Examples|Benchmarks)/[^:]*:[0-9]+:[0-9]+: warning: "
found=$( {
  grep -E "$ours" "$log" | sed -E "s#^(\./)?(Sources|Tests|Plugins|Examples|Benchmarks)/#$root/\2/#"
  python3 scripts/dia-warnings.py "$root" "$bin" .build/plugins
} | sed -E 's/ \[#[A-Za-z]+\]$//' | sort -u)

if [ -n "$found" ]; then
  echo
  echo "check-warnings: $(printf '%s\n' "$found" | wc -l) compiler warning(s) in our code; fix each cause:"
  printf '%s\n' "$found" | sed "s#^$root/##"
  exit 1
fi
echo "check-warnings: no compiler warnings in Sources/, Tests/, Plugins/, Examples/, Benchmarks/"
