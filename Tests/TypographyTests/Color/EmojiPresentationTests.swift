import Testing
@testable import Typography

/// Which grapheme clusters are drawn as colour emoji (UTS #51 presentation, FallbackScript+Emoji.swift).
@Suite struct EmojiPresentationTests {
    @Test(arguments: ["😀", "🔥", "⌚", "🇯🇵", "👍🏽", "☝🏽", "❤️", "1️⃣", "#️⃣", "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}",
                      "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"])
    func emojiPresentationClusters(_ text: String) throws {
        let cluster = try #require(text.first)
        #expect(FallbackScript.isEmojiPresentation(cluster))
        #expect(FallbackScript.of(cluster: cluster) == .emoji)
    }

    @Test(arguments: ["A", "1", "#", "©", "™", "❤", "☝", "⌚\u{FE0E}", "😀\u{FE0E}", "→", "✓", "א", "東"])
    func textPresentationClusters(_ text: String) throws {
        let cluster = try #require(text.first)
        #expect(!FallbackScript.isEmojiPresentation(cluster))
        #expect(FallbackScript.of(cluster: cluster) != .emoji)
    }

    @Test func scriptClustersKeepTheirScript() {
        #expect(FallbackScript.of(cluster: "א") == .hebrew)
        #expect(FallbackScript.of(cluster: "東") == .cjk)
    }
}
