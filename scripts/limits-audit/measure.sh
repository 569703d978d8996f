#!/usr/bin/env bash
# The limits audit of docs/limits.md ("The worst accepted inputs: time and memory"), reproducible:
# generates the worst-case documents and images (generate.py), builds the release CLI, renders each
# input RUNS times under /usr/bin/time -v and prints one markdown row per input with the run of least
# CPU time (user + system): CPU s, wall s, peak RSS MB (maximum resident set size) and the verdict
# ("rendered", or "refused: <reason>"). Least CPU of several runs, because a busy neighbour on the
# other hardware thread slows a run by up to 2×.
#
# usage: scripts/limits-audit/measure.sh [--scratch-path DIR] [--runs N] [--dir FOLDER]
#   --scratch-path  SwiftPM scratch path of the release build (default .build; env LIMITS_AUDIT_SCRATCH)
#   --runs          runs per input (default 3; env LIMITS_AUDIT_RUNS)
#   --dir           where the inputs and output PNGs go (default <scratch path>/limits-audit)
set -uo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

scratch=${LIMITS_AUDIT_SCRATCH:-.build}
runs=${LIMITS_AUDIT_RUNS:-3}
folder=""
while [ $# -gt 0 ]; do
  case $1 in
    --scratch-path) scratch=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --dir) folder=$2; shift 2 ;;
    *) echo "usage: $0 [--scratch-path DIR] [--runs N] [--dir FOLDER]" >&2; exit 64 ;;
  esac
done
folder=${folder:-$scratch/limits-audit}
case $runs in ''|*[!0-9]*|0) echo "limits-audit: --runs must be a positive whole number" >&2; exit 64 ;; esac
if [ ! -x /usr/bin/time ]; then
  echo "limits-audit: /usr/bin/time is missing (apt-get install time)" >&2; exit 69
fi

python3 scripts/limits-audit/generate.py "$folder" >&2 || exit 1
swift build -c release --product widgetrender --scratch-path "$scratch" >&2 || exit 1
binary=$scratch/release/widgetrender
mkdir -p "$folder/out"
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# row DOCUMENT DESCRIPTION CLI-OPTIONS...: renders $folder/DOCUMENT.json RUNS times; prints the best run.
row() {
  local doc=$1 description=$2; shift 2
  local best="" best_cpu="" status message
  for _ in $(seq "$runs"); do
    /usr/bin/time -v "$binary" render "$folder/$doc.json" -o "$folder/out/$doc.png" "$@" >/dev/null 2>"$log"
    status=$?
    # CPU = user + system; wall "m:ss.ss" in seconds; RSS in MB.
    local figures
    figures=$(awk -F': ' '
      /User time \(seconds\)/ { cpu += $2 }
      /System time \(seconds\)/ { cpu += $2 }
      /Elapsed \(wall clock\)/ { n = split($2, p, ":"); wall = 0; for (i = 1; i <= n; i++) wall = wall * 60 + p[i] }
      /Maximum resident set size/ { rss = $2 / 1024 }
      END { printf "%.2f %.2f %d", cpu, wall, rss }' "$log")
    local cpu=${figures%% *}
    if [ -z "$best" ] || awk -v a="$cpu" -v b="$best_cpu" 'BEGIN { exit !(a < b) }'; then
      best_cpu=$cpu; best="$figures"
      # The first line widgetrender printed (not time's report), without the file and family prefix.
      message=$(grep -v -e '^[[:space:]]' -e '^Command exited' -e '^wrote' "$log" | head -1 \
        | sed -e 's/^widgetrender: //' -e 's/^[^:]*: the widget is too costly to render: //' | cut -c1-140)
      if [ "$status" = 0 ]; then
        if grep -q 'warning' "$log"; then message="rendered, with warnings: $message"; else message="rendered"; fi
      else
        message="refused: $message"
      fi
    fi
  done
  local options
  options=$(echo "$*" | sed -e 's/--family //' -e 's/ --scale / @/')
  read -r cpu wall rss <<< "$best"
  printf '| %s (%s) | %s | %s | %s | %s |\n' "$description" "$options" "$cpu" "$wall" "$rss" "$message"
}

X="--family systemExtraLarge --scale 3.7"
S="--family systemSmall"
echo "| input (family, scale) | CPU s | wall s | peak RSS MB | verdict |"
echo "|---|---|---|---|---|"
echo "| **views and document** | | | | |"
row t-many-views "4095 \`Text\`s of 22–24 characters (4096 views)" $X
row views-shapes "2047 continuous rounded rectangles, each padded and filled" $S
row json-values "760 views × 62 \`padding\` modifiers (≈ 99 000 JSON values)" $X
row nodes-pad "1450 views × 64 \`padding\` modifiers (≈ 94 000 layout nodes)" $X
row deep6 "6 nested views × 64 modifiers (≈ 800 resolve levels)" $X
echo "| **text** | | | | |"
row t5-prose "5 \`Text\`s of 19 999 characters of prose (the text budget)" $X
row t5-prose "the same" $S
row t5-unbroken "5 \`Text\`s of 19 999 characters without a space" $X
row t5-markdown "5 \`Text\`s of 19 999 characters in Markdown italics" $X
row t5-cjk "5 \`Text\`s of 19 999 distinct CJK characters no bundled font has" $X
row t5-scripts "5 \`Text\`s of 19 999 characters switching script every character" $X
row t5-rotated "5 rotated \`Text\`s of 19 999 characters (drawn as outlines)" $X
row t1-scaled "one \`Text\` of 9 999 characters with \`minimumScaleFactor\` and tightening" $S
row t5-scaled-2000 "5 such \`Text\`s of 1 999 characters" $S
row t5-scaled-2000 "the same" $X
row text-fifty "49 \`Text\`s of 20 000 characters (the 1 MiB file)" $X
echo "| **glyphs** | | | | |"
row distinct-line-130 "≈ 800 distinct glyphs at 130 pt on one line" $X
row glyphs-1000 "62 distinct glyphs at 1000 pt" $X
row glyphs-2000 "62 distinct glyphs at 2000 pt" $X
row glyphs-4096 "62 distinct glyphs at 4096 pt" $X
row symbols-many "4000 SF Symbols" $X
echo "| **paint and raster** | | | | |"
row gradients "15 full-canvas angular gradients of 256 stops" $X
row image-one "a 2048 × 2048 noise PNG (16 MB file, the 4 Mi-pixel limit) drawn full-canvas once" $X
row images8 "the same image drawn full-canvas 8 times" $X
row images8r "the same image drawn full-canvas 8 times, rotated 7°" $X
row images4s "four such images (the decoded-pixel budget), one drawn full-canvas" $X
row many-images "60 distinct 2048 × 2048 images in 5-point frames" $S
row radials "23 full-canvas radial gradients of 256 stops" $X
row linears "31 full-canvas linear gradients of 256 stops" $X
row solids "90 full-canvas translucent rectangles" $X
row dashes-ring "a circle cut into ≈ 77 000 dashes" $X
row dr32 "32 concentric circles cut into dashes (just under 1 Mi path elements; 33 are refused)" $X
row layers "5 nested \`compositingGroup\`s (≈ 82 of 96 MiB offscreen)" $X
row blur-one "one full-canvas blur of radius 100" --family systemExtraLarge --scale 3.25
row blur-two "two full-canvas blurs of radius 100" --family systemLarge
