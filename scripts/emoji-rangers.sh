#!/usr/bin/env bash
# Builds Apple's Emoji Rangers sample (WWDC23 edition, "Supporting Live Activities, interactivity, and
# animations") with `widgetrender previews` and writes its previews' PNGs, for looking at them against Apple's
# pictures of the sample. The sample is fetched code: it is extracted to a temporary folder, never committed.
# Usage: scripts/emoji-rangers.sh [SOURCE] [OUT] [WIDGETRENDER]
#   SOURCE: a git directory of the sample (default: the mirror fetched as
#           github:gromb57/ios-wwdc23__EmojiRangersSupportingLiveActivitiesInteractivityAndAnimations)
#           or a folder holding the extracted sample.
#   OUT:    where the PNGs go (default /tmp/emoji-rangers-out); the build and the log stay beside it.
# The widget extension target compiles the extension's folder and the app's shared files that are members of
# the target in Xcode (its Sources build phase in the .xcodeproj): they are linked into one folder, as Xcode
# compiles them; the sample's sources and catalog are otherwise used as Apple ships them.
# Outside CI: the build takes minutes.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source=${1:-/work/.mirror/gromb57+ios-wwdc23__EmojiRangersSupportingLiveActivitiesInteractivityAndAnimations/repo}
out=${2:-/tmp/emoji-rangers-out}
binary=${3:-$root/.build/debug/widgetrender}
target=EmojiRangerWidgetExtension

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -d "$source/objects" ] || [ -f "$source/HEAD" ]; then
    mkdir -p "$work/sample"
    git --git-dir="$source" archive HEAD | tar -x -C "$work/sample"
    echo "Emoji Rangers at $(git --git-dir="$source" rev-parse HEAD)"
else
    cp -R "$source" "$work/sample"
fi
sample=$work/sample
project=$(find "$sample" -maxdepth 2 -name project.pbxproj -path '*.xcodeproj/*' | head -1)
[ -n "$project" ] || { echo "no .xcodeproj in $source" >&2; exit 65; }

# The target's Swift sources: the file names of its Sources build phase (names are unique in the sample).
members=$(python3 - "$project" "$target" <<'EOF'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
target = sys.argv[2]
def block(object_id):
    match = re.search(r"\n\t\t" + object_id + r" /\*[^*]*\*/ = \{(.*?)\n\t\t\};", text, re.S)
    return match.group(1) if match else ""
native = re.search(r"\n\t\t(\w+) /\* " + re.escape(target) + r" \*/ = \{\s*isa = PBXNativeTarget;", text)
if not native:
    sys.exit(f"no target {target}")
phases = re.search(r"buildPhases = \((.*?)\);", block(native.group(1)), re.S).group(1)
for phase in re.findall(r"(\w+) /\* Sources \*/", phases):
    files = re.search(r"files = \((.*?)\);", block(phase), re.S).group(1)
    for name in re.findall(r"\w+ /\* (.+?) in Sources \*/", files):
        print(name)
EOF
)
staged=$work/$target
mkdir -p "$staged"
while IFS= read -r name; do
    [ -n "$name" ] || continue
    file=$(find "$sample" -name "$name" -not -path '*/.*' | sort | head -1)
    if [ -z "$file" ]; then echo "warning: $name (a member of $target) not found" >&2; continue; fi
    ln -s "$file" "$staged/$name"
done <<<"$members"
# The extension's catalog, as Xcode compiles it into the target.
for catalog in "$sample/$target"/*.xcassets; do [ -e "$catalog" ] && ln -s "$catalog" "$staged/$(basename "$catalog")"; done
echo "$target: $(ls "$staged" | wc -l) members"

mkdir -p "$out"
build=${EMOJI_RANGERS_BUILD:-$(dirname "$out")/emoji-rangers-build}
set +e
"$binary" previews "$staged" --module-name "$target" --build-path "$build" -o "$out" 2>&1 | tee "$out.log"
status=${PIPESTATUS[0]}
set -e
echo "widgetrender previews exited $status; PNGs in $out, log in $out.log"
exit "$status"
