#!/usr/bin/env bash
# Builds Apple's Emoji Rangers sample (WWDC23 edition, "Supporting Live Activities, interactivity, and
# animations") with `widgetrender previews` and writes its previews' PNGs, for looking at them against Apple's
# pictures of the sample. The sample is fetched code: it is extracted to a temporary folder, never committed.
# Usage: scripts/emoji-rangers.sh [SOURCE] [OUT] [WIDGETRENDER]
#   SOURCE: a git directory of the sample (default: the mirror fetched as
#           github:gromb57/ios-wwdc23__EmojiRangersSupportingLiveActivitiesInteractivityAndAnimations)
#           or a folder holding the extracted sample.
#   OUT:    where the PNGs go (default /tmp/emoji-rangers-out); the build and the log stay beside it.
# `previews` reads the sample's Xcode project (docs/xcode-projects.md): its widget-extension target, with the
# app's shared files that are members of it, its catalog and its .intentdefinition, as Xcode builds it.
# Outside CI: the build takes minutes.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source=${1:-/work/.mirror/gromb57+ios-wwdc23__EmojiRangersSupportingLiveActivitiesInteractivityAndAnimations/repo}
out=${2:-/tmp/emoji-rangers-out}
binary=${3:-$root/.build/debug/widgetrender}

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
project=$(find "$sample" -maxdepth 1 -name '*.xcodeproj' | head -1)
[ -n "$project" ] || { echo "no .xcodeproj in $source" >&2; exit 65; }

mkdir -p "$out"
build=${EMOJI_RANGERS_BUILD:-$(dirname "$out")/emoji-rangers-build}
set +e
"$binary" previews "$project" --build-path "$build" -o "$out" 2>&1 | tee "$out.log"
status=${PIPESTATUS[0]}
set -e
echo "widgetrender previews exited $status; PNGs in $out, log in $out.log"
exit "$status"
