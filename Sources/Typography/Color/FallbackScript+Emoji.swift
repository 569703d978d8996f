// Emoji presentation of a grapheme cluster: whether it is drawn as a colour emoji (the `.emoji` fallback
// face first) or as text (the text faces first).
//
// Rules, after UTS #51 "Unicode Emoji" §4 (presentation style) and the emoji-data properties Swift's
// standard library exposes (`Unicode.Scalar.Properties.isEmojiPresentation`, `isEmoji`; Emoji_Modifier is the
// fixed range U+1F3FB–U+1F3FF):
// 1. a cluster with VS15 (U+FE0E, text presentation selector) is text;
// 2. a cluster with VS16 (U+FE0F, emoji presentation selector) or a combining keycap (U+20E3) is emoji;
// 3. a cluster whose first scalar has Emoji_Presentation=Yes is emoji (😀, 🔥, ⌚, regional-indicator flags,
//    tag-sequence flags starting with 🏴, ZWJ sequences starting with an emoji-presentation person);
// 4. an Emoji base followed by a skin-tone modifier (U+1F3FB–U+1F3FF) is emoji (☝🏽);
// otherwise text (©, ™, ❤ without VS16, digits). A text cluster no text face covers may still fall back to
// the emoji face, after the text faces, as any other fallback.

extension FallbackScript {
    /// The fallback script of a whole grapheme cluster: `.emoji` for an emoji-presentation cluster, else
    /// the script of its first scalar (`of(_:)`).
    public static func of(cluster: Character) -> FallbackScript? {
        if isEmojiPresentation(cluster) { return .emoji }
        guard let first = cluster.unicodeScalars.first else { return nil }
        return of(first)
    }

    /// True when `cluster` is shown as a colour emoji (the rules above).
    public static func isEmojiPresentation(_ cluster: Character) -> Bool {
        let scalars = cluster.unicodeScalars
        guard let first = scalars.first else { return false }
        var hasModifier = false
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0E: return false
            case 0xFE0F, 0x20E3: return true
            // Emoji_Modifier is exactly U+1F3FB–U+1F3FF (the five skin tones, emoji-data.txt); a range test
            // keeps the stdlib's property lookup off every Latin character.
            case 0x1F3FB...0x1F3FF: hasModifier = true
            default: break
            }
        }
        // Below U+2000 only ©, ®, digits, # and * are emoji, all text by default (they need VS16 or a keycap).
        if first.value < 0x2000 { return false }
        if first.properties.isEmojiPresentation { return true }
        return hasModifier && first.properties.isEmoji
    }
}
