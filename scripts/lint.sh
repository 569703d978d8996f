#!/usr/bin/env bash
# House rules that the compiler cannot see (STYLE.md, DESIGN.md §2, §8):
#  1. imports follow the module graph of docs/architecture.md;
#  2. no force-unwrap, try! , as! or fatalError in Sources/ (input must never reach a trap);
#  3. source files stay under 800 lines (warn above 400);
#  4. no pointer types in public API outside the C wrapper files (*+Unsafe.swift, C shims);
#  5. the modules the CLI links import PortableFoundation (FoundationEssentials where the toolchain has it) or
#     Glibc, never plain Foundation, which brings ICU: a quarter of the CLI's start-up (docs/architecture.md
#     "Foundation"); only PortableFoundation's own file names Foundation, as its #else fallback;
#  6. unsafe pointer code only in *+Unsafe.swift files of Raster, PNGCodec, Typography, FileAccess and WidgetPreviews
#     (and Typography's FreeType/ and HarfBuzz/ wrappers of the C libraries), each stating and asserting its
#     invariant (docs/architecture.md "Safety");
#  7. comments say what the code does: no issue numbers ("issue 17", "Issue 8's proof") in Sources/ (git log
#     keeps the history);
#  8. each target's dependencies in Package.swift are exactly what its files import (scripts/lint-dependencies.py);
#  9. file-system calls (FileManager, mkdir, symlink, unlink, rmdir, rename) only in FileAccess;
# 10. the declaration modules (WidgetApp, WidgetIntents, WidgetPreviews and the shims SwiftUI, WidgetKit, AppIntents,
#     Intents, ActivityKit) import no renderer module (STYLE.md rule 12: WidgetHosting joins them to it);
# 11. the shims re-export no engine module;
# 12. the module names `previews` keeps from extensions are Package.swift's own targets.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
fail() { echo "lint: $*"; status=1; }

# 1. Allowed imports per module (besides Foundation, PortableFoundation, Dispatch, Glibc, Synchronization):
#    exactly the "may import" column of docs/architecture.md.
declare -A allowed=(
  [PortableFoundation]=""
  [FileAccess]=""
  [Graphics]=""
  [Raster]="Graphics"
  [PNGCodec]="CPNG FileAccess"
  [Typography]="Graphics CFreeType CHarfBuzz CFriBidi FileAccess"
  [Layout]="Graphics"
  [JSON]=""
  [XcodeProject]=""
  [AssetCatalog]="Graphics FileAccess JSON Views"
  [AssetSymbolGenerator]="AssetCatalog FileAccess"
  [VectorImage]="Graphics FileAccess"
  [IntentDefinition]="FileAccess"
  [IntentDefinitionGenerator]="IntentDefinition FileAccess"
  [PlatformConditions]=""
  [PlatformConditionsSyntax]="PlatformConditions SwiftSyntax SwiftParser"
  [PlatformConditionsTool]="PlatformConditions PlatformConditionsSyntax FileAccess"
  [Views]="Graphics Layout"
  [Widgets]="Views Graphics Layout"
  [Drawing]="Graphics Raster Typography"
  [Render]="FileAccess Graphics Raster Typography PNGCodec Layout Views Widgets Drawing AssetCatalog VectorImage"
  [WidgetDocument]="Views Widgets Graphics Layout FileAccess JSON"
  [Snapshot]="PNGCodec FileAccess"
  [WidgetRender]="Graphics Layout Drawing Render Views Widgets WidgetDocument"
  [WidgetSnapshotTesting]="Snapshot FileAccess Render PNGCodec Graphics Raster Views Widgets SnapshotTesting WidgetApp WidgetIntents WidgetPreviews WidgetHosting AssetCatalog WallClock PreviewRun"
  [WidgetExamples]="Views Widgets Graphics Layout"
  [WidgetIntents]="Views Widgets"
  [WidgetPreviews]="WidgetApp Views Widgets Graphics"
  [WidgetApp]="WidgetIntents Views Widgets Graphics Layout"
  [WidgetHosting]="WidgetApp WidgetPreviews WidgetIntents PreviewRun Render Views Widgets Graphics"
  [SwiftUI]="Views Widgets WidgetPreviews Graphics Layout WidgetIntents WidgetRenderCombine WidgetRenderUIKit FileAccess WidgetRenderFoundation WidgetApp"
  [WidgetPreviewMacros]="SwiftSyntax SwiftSyntaxMacros SwiftCompilerPlugin"
  [WidgetKit]="SwiftUI WidgetApp WidgetPreviews Widgets"
  [AppIntents]="WidgetIntents"
  [Intents]="WidgetIntents"
  [ActivityKit]="WidgetApp"
  [WidgetRenderUIKit]="Views Graphics PNGCodec AssetCatalog"
  [WidgetRenderFoundation]=""
  [WidgetRenderOS]=""
  [WidgetRenderOSLog]="WidgetRenderOS"
  [WidgetRenderCombine]="Views"
  [_Testing_UIKit]=""
  [PreviewRun]="Graphics Views Widgets Render PortableFoundation"
  [WallClock]="CWallClock"
  [WidgetPreviewRunner]="PreviewRun WallClock WidgetHosting WidgetPreviews WidgetApp Render PNGCodec FileAccess AssetCatalog Views Widgets JSON"
  [widgetrender]="*"
)
for dir in Sources/*/ Sources/Platform/*/; do
  module=$(basename "$dir")
  case "$module" in CPNG|CFreeType|CHarfBuzz|CFriBidi|WidgetRenderOSSubmodules|WidgetRenderUIKitSubmodules|CWallClock|Platform) continue ;; esac
  if [ -z "${allowed[$module]+x}" ]; then fail "module $module is not in the module table (scripts/lint.sh, docs/architecture.md)"; continue; fi
  [ "${allowed[$module]}" = "*" ] && continue
  while IFS= read -r line; do
    file=${line%%:*}; imp=$(echo "$line" | sed -E 's/.*import[[:space:]]+([A-Za-z_]+).*/\1/')
    case "$imp" in Foundation|FoundationEssentials|FoundationNetworking|PortableFoundation|Dispatch|Glibc|Synchronization|XCTest|Testing) continue ;; esac
    if ! [[ " ${allowed[$module]} " == *" $imp "* ]]; then fail "$file imports $imp, which $module may not import"; fi
  done < <(grep -rHE '^(@_exported[[:space:]]+|@preconcurrency[[:space:]]+|@_implementationOnly[[:space:]]+)?((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]+[A-Za-z_]+' "$dir" --include='*.swift')
done

# 2. Traps reachable from input.
while IFS= read -r hit; do fail "trap in source: $hit"; done < <(
  grep -rnE 'try!|as!|fatalError\(|preconditionFailure\(' Sources --include='*.swift' | grep -vE '^\S+:\s*[0-9]+:\s*///' \
    | grep -v '^Sources/Views/Core/PrimitiveBody.swift:' \
    | grep -v '^Sources/WidgetIntents/Parameter/IntentParameter+Unset.swift:' )
  # the allowed traps: a primitive view's Never body; an intent parameter read before it has a value
  # (Apple's AppIntents stops there too; WidgetHost resolves parameters first and reports a missing one)
while IFS= read -r hit; do fail "force unwrap: $hit"; done < <(
  grep -rnE '[A-Za-z0-9_)\]]![.,)[:space:]]|[A-Za-z0-9_)\]]!$' Sources --include='*.swift' \
    | grep -vE '!=|//' )

# 3. File sizes.
while IFS= read -r f; do
  n=$(wc -l <"$f")
  if [ "$n" -gt 800 ]; then fail "$f has $n lines (split before ~800)";
  elif [ "$n" -gt 400 ]; then echo "lint: note: $f has $n lines (aim under ~400)"; fi
done < <(find Sources -name '*.swift')

# 4. Pointer types in public API.
while IFS= read -r hit; do fail "pointer type in public API: $hit"; done < <(
  grep -rnE '^\s*public .*Unsafe(Mutable)?(Raw)?(Buffer)?Pointer' Sources --include='*.swift' | grep -v '+Unsafe.swift' )

# 5. No Foundation (and so no ICU) in the CLI's modules: PortableFoundation instead (Graphics and Widgets use
#    Glibc's maths, Foundation only as the #else of #if canImport(Glibc)).
while IFS= read -r f; do
  grep -qE '^[[:space:]]*import[[:space:]]+Glibc' "$f" \
    || fail "$f imports Foundation; the CLI's modules import PortableFoundation (or Glibc), Foundation only as the #else of #if canImport(Glibc)"
done < <(grep -rlE '^(@preconcurrency[[:space:]]+)?import[[:space:]]+(Foundation|FoundationEssentials)$' \
  Sources/{FileAccess,Graphics,Raster,PNGCodec,Typography,Layout,Views,Widgets,Drawing,Render,WidgetDocument,Snapshot,WidgetExamples,PreviewRun,widgetrender} --include='*.swift')

# 6. Unsafe code (docs/architecture.md "Safety"). Pointer types, raw allocation, withUnsafe… closures, and Raster's
#    spans (bounds-asserted in debug builds only) may appear only in *+Unsafe.swift files of Raster, PNGCodec and
#    Typography, in Typography's FreeType/ and HarfBuzz/ folders, the Swift wrappers of the C libraries (their
#    handles are OpaquePointers and their callbacks take pointers), and in *+Unsafe.swift files of FileAccess, the
#    system-call wrapper (read/write/readlink buffers, the C argv), and of WidgetPreviews (the runtime's
#    conformance records read by preview discovery). Doc comments do not count.
unsafe_api='Unsafe(Mutable)?(Raw)?(Buffer)?Pointer|\.allocate\(|allocate\((capacity|byteCount):|withUnsafe[A-Za-z]*|unsafeUninitializedCapacity|unsafeBitCast|Unmanaged|OpaquePointer|(Mutable)?SpanPointer|with(Mutable)?Span\(|PixelGrid'
while IFS= read -r hit; do fail "unsafe pointer code outside a +Unsafe file: $hit"; done < <(
  grep -rnE "$unsafe_api" Sources --include='*.swift' | grep -vE '^\S+:\s*[0-9]+:\s*//' \
    | grep -vE '^Sources/(Raster|PNGCodec|Typography|FileAccess|WidgetPreviews)/\S*\+Unsafe\.swift:' \
    | grep -vE '^Sources/Typography/(FreeType|HarfBuzz)/' )
while IFS= read -r f; do
  case "$f" in Sources/Raster/*|Sources/PNGCodec/*|Sources/Typography/*|Sources/FileAccess/*|Sources/WidgetPreviews/*) ;;
    *) fail "$f: +Unsafe files belong to Raster, PNGCodec, Typography, FileAccess or WidgetPreviews" ;; esac
  grep -qE '^[[:space:]]*//.*Invariants?\b' "$f" || fail "$f states no invariant (a comment line 'Invariant: …' near the top)"
  grep -qE '\b(assert|precondition)\(' "$f" || fail "$f asserts nothing (assert(…) or precondition(…) on its invariant)"
done < <(find Sources -name '*+Unsafe.swift')

# 7. No issue numbers in Sources/.
while IFS= read -r hit; do fail "issue number in source (say what the code does; git log keeps history): $hit"; done < <(
  grep -rnIiE '\bissues?[ -]?#?[0-9]+' Sources )

# 8. Declared dependencies = imports, for every target of Package.swift.
python3 scripts/lint-dependencies.py || status=1

# 9. File-system changes and look-ups only through FileAccess (its FileSystem, FolderWalk, OutputFile,
#    Confinement): no FileManager, mkdir(, symlink(, unlink(, rmdir(, rename( elsewhere in Sources. Exceptions:
#    PortableFoundation, which only re-exports Foundation, and SwiftUI/Platform/FileManager+AppGroup.swift,
#    which declares Apple's FileManager API (containerURL(forSecurityApplicationGroupIdentifier:)) and does its
#    own file-system work through FileAccess: there, FileManager's file methods are refused too.
while IFS= read -r hit; do fail "file-system call outside FileAccess: $hit"; done < <(
  grep -rnE '\bFileManager\b|\b(mkdir|symlink|unlink|rmdir|rename)\(' Sources --include='*.swift' \
    | grep -vE '^\S+:\s*[0-9]+:\s*//' \
    | grep -vE '^Sources/(FileAccess|PortableFoundation)/' \
    | grep -v '^Sources/Platform/SwiftUI/Platform/FileManager+AppGroup.swift:' ;
  grep -nE '\b(fileExists|createDirectory|removeItem|moveItem|copyItem|createSymbolicLink|contentsOfDirectory)\(' \
    Sources/Platform/SwiftUI/Platform/FileManager+AppGroup.swift | sed 's#^#Sources/Platform/SwiftUI/Platform/FileManager+AppGroup.swift:#' )

# 10. Declarations apart from hosts: the modules that declare an API (WidgetKit's, SwiftUI's, AppIntents') import
#     none of the renderer's modules, so `import SwiftUI` / `import WidgetKit` in a user's code reaches no renderer.
#     (UIKit's shim, WidgetRenderUIKit, which SwiftUI re-exports, decodes PNG bytes for UIImage(data:) as UIKit
#     does, through an `internal import PNGCodec`: a user's scope does not see PNGCodec; rule 11 checks that.)
renderer_modules='Render|Drawing|Raster|Typography|PNGCodec'
for dir in Sources/WidgetApp Sources/WidgetIntents Sources/WidgetPreviews \
           Sources/Platform/{SwiftUI,WidgetKit,AppIntents,Intents,ActivityKit}; do
  [ -d "$dir" ] || continue
  while IFS= read -r hit; do fail "$hit: a declaration module imports the renderer (WidgetHosting joins them)"; done < <(
    grep -rnE "^(@_exported[[:space:]]+|@preconcurrency[[:space:]]+|@_implementationOnly[[:space:]]+)?((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]+($renderer_modules)\b" "$dir" --include='*.swift')
done

# 11. What `import SwiftUI` shows a user: the declaration modules and the Apple-name shims re-export (`@_exported`)
#     none of the engine's modules (SwiftUINames.swift declares the SwiftUI names of Graphics' and Layout's values
#     as aliases), and a shim imports a renderer module only as `internal import` (out of its users' scope).
#     PlatformTests' SwiftUIScopeTests type-checks a user's file against the build to prove the result.
engine_modules='Graphics|Layout|Raster|Typography|PNGCodec|Drawing|Render|FileAccess|JSON|AssetCatalog|PortableFoundation|CPNG|CFreeType|CHarfBuzz|CFriBidi'
while IFS= read -r hit; do fail "$hit: re-exports an engine module into the users' scope (declare the Apple names it needs in the shim)"; done < <(
  grep -rnE "^@_exported[[:space:]]+((public|package)[[:space:]]+)?import[[:space:]]+($engine_modules)\b" \
    Sources/Views Sources/Widgets Sources/WidgetApp Sources/WidgetIntents Sources/WidgetPreviews Sources/Platform --include='*.swift')
while IFS= read -r hit; do fail "$hit: a shim imports a renderer module publicly (write 'internal import')"; done < <(
  grep -rnE "^(@preconcurrency[[:space:]]+)?(public[[:space:]]+)?import[[:space:]]+($renderer_modules)\b" Sources/Platform --include='*.swift')

# 12. The module names a previews input must not take (PreviewsInput+ModuleName.swift) are exactly Package.swift's
#     targets outside Tests/, Examples/ and Benchmarks/, plus the dependency packages' modules the list names.
while IFS= read -r problem; do fail "$problem"; done < <(python3 - <<'PY'
import re
manifest = open("Package.swift").read()
listed = set(re.findall(r'"([^"]+)"', open("Sources/widgetrender/Previews/PreviewsInput+ModuleName.swift").read().split("claimedModuleNames")[1].split("]")[0]))
external = {"ArgumentParser", "SnapshotTesting", "SwiftCompilerPlugin", "SwiftParser", "SwiftSyntax", "SwiftSyntaxMacros", "Combine", "UIKit", "os", "OSLog"}
declared = set()
for m in re.finditer(r'\.(target|executableTarget|plugin|macro|systemLibrary)\(\s*name:\s*"([^"]+)"(.*?)(?=\n\s*\.(?:target|executableTarget|plugin|macro|testTarget|systemLibrary|library|executable)\(|\Z)', manifest, re.S):
    path = re.search(r'path:\s*"([^"]+)"', m.group(3))
    if path and path.group(1).split("/")[0] in ("Tests", "Examples", "Benchmarks"):
        continue
    declared.add(m.group(2))
for name in sorted(declared - listed):
    print(f"Sources/widgetrender/Previews/PreviewsInput+ModuleName.swift: Package.swift's target {name} is missing from claimedModuleNames")
for name in sorted(listed - declared - external):
    print(f"Sources/widgetrender/Previews/PreviewsInput+ModuleName.swift: {name} is not a target the runner's graph reaches")
PY
)

if [ $status -eq 0 ]; then echo "lint: ok"; fi
exit $status
