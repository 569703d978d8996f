#!/usr/bin/env bash
# Apple's Emoji Rangers sample against our intent generation: runs the built IntentDefinitionGenerator on the
# sample's EmojiRangersWidget.intentdefinition and type-checks the generated file with the sample's own
# IntentHandler.swift (an INExtension conforming to the generated EmojiRangerSelectionIntentHandling) and the
# uses of EmojiRangerSelectionIntent its widget's IntentTimelineProvider makes, against the modules of this
# build. The sample is not part of the repository: set EMOJI_RANGERS to its folder (default
# /tmp/corpus/EmojiRangers); without it the check is skipped. Needs `swift build` first.
set -euo pipefail
cd "$(dirname "$0")/.."
sample=${EMOJI_RANGERS:-/tmp/corpus/EmojiRangers}
definition="$sample/EmojiRangerWidgetExtension/EmojiRangersWidget.intentdefinition"
handler="$sample/EmojiRangersIntents/IntentHandler.swift"
if [ ! -f "$definition" ] || [ ! -f "$handler" ]; then
  echo "check-emoji-rangers-intents: skipped (no Emoji Rangers sample at $sample)"; exit 0
fi
build=$(swift build --show-bin-path)
generator="$build/IntentDefinitionGenerator"
[ -x "$generator" ] || { echo "check-emoji-rangers-intents: build first (no $generator)"; exit 1; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
"$generator" "$work/GeneratedIntents.swift" Intents "$definition"
cp "$handler" "$work/IntentHandler.swift"
# What the sample's app target declares and the widget's provider does with the generated class.
cat > "$work/Uses.swift" <<'SWIFT'
import Intents
import WidgetKit

struct EmojiRanger {
    let name: String
    static let allHeros = [EmojiRanger(name: "Spouty"), EmojiRanger(name: "Egghead")]
}

func recommendedIntents() -> [IntentRecommendation<EmojiRangerSelectionIntent>] {
    EmojiRanger.allHeros.map { hero in
        let intent = EmojiRangerSelectionIntent()
        intent.heroName = hero.name
        return IntentRecommendation(intent: intent, description: hero.name)
    }
}

func hero(for configuration: EmojiRangerSelectionIntent) -> String { configuration.heroName ?? "Spouty" }
SWIFT
maps=()
while IFS= read -r map; do maps+=(-Xcc "-fmodule-map-file=$map"); done < <(find Sources -name module.modulemap | sort)
swiftc -typecheck -swift-version 5 -I "$build/Modules" "${maps[@]}" \
  "$work/GeneratedIntents.swift" "$work/IntentHandler.swift" "$work/Uses.swift"
grep -q 'public class EmojiRangerSelectionIntent: INIntent' "$work/GeneratedIntents.swift"
echo "check-emoji-rangers-intents: ok (EmojiRangerSelectionIntent and EmojiRangerSelectionIntentHandling type-check with the sample's IntentHandler.swift)"
