import Graphics
import Testing
@testable import Typography

/// Colour emoji: emoji-presentation clusters are set in Noto Color Emoji, shaped by HarfBuzz into one glyph
/// per sequence; text-presentation clusters stay in the text faces.
@Suite struct ColorEmojiShapingTests {
    func layout(_ text: String, font: Font = .body) throws -> TextLayout {
        try TextLayoutEngine(registry: try TestFonts.registry()).layout(text, font: font, proposedWidth: nil)
    }

    /// The families of the layout's glyph runs and the glyph count of each.
    func runs(_ text: String) throws -> [(family: BundledFamily?, glyphs: Int)] {
        let registry = try TestFonts.registry()
        return try layout(text).glyphRuns.map { (registry.descriptors[$0.face.rawValue].family, $0.glyphs.count) }
    }

    @Test func anEmojiIsSetInTheColourEmojiFace() throws {
        let result = try runs("🔥")
        #expect(result.map(\.family) == [.notoColorEmoji])
        #expect(result.map(\.glyphs) == [1])
        #expect(try layout("🔥").missingCharacters.isEmpty)
    }

    @Test func aZWJFamilySequenceIsOneGlyph() throws {
        // 👩‍👩‍👧: WOMAN ZWJ WOMAN ZWJ GIRL, five scalars.
        let text = "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        #expect(try runs(text).map(\.glyphs) == [1])
        #expect(try runs(text).map(\.family) == [.notoColorEmoji])
    }

    @Test func anEmoji15Point1SequenceIsOneGlyph() throws {
        // 🐦‍🔥 PHOENIX: BIRD ZWJ FIRE, new in Emoji 15.1 (Noto Color Emoji 2.042 has it).
        #expect(try runs("\u{1F426}\u{200D}\u{1F525}").map(\.glyphs) == [1])
    }

    @Test func aFlagIsOneGlyph() throws {
        #expect(try runs("🇯🇵").map(\.glyphs) == [1])
        #expect(try runs("🇯🇵").map(\.family) == [.notoColorEmoji])
    }

    @Test func twoFlagsAreTwoGlyphs() throws {
        #expect(try runs("🇯🇵🇫🇷").map(\.glyphs) == [2])
    }

    @Test func aSkinToneModifierJoinsItsBase() throws {
        #expect(try runs("👍🏽").map(\.glyphs) == [1])
    }

    @Test func aKeycapSequenceIsOneGlyph() throws {
        #expect(try runs("1\u{FE0F}\u{20E3}").map(\.glyphs) == [1])
        #expect(try runs("1\u{FE0F}\u{20E3}").map(\.family) == [.notoColorEmoji])
    }

    @Test func theColourGlyphsDifferForDifferentSequences() throws {
        let family = try layout("\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}").glyphRuns[0].glyphs
        let woman = try layout("\u{1F469}").glyphRuns[0].glyphs
        #expect(family != woman)
    }

    @Test func textPresentationSelectorStaysInTheTextFace() throws {
        // ⌚ is Emoji_Presentation=Yes, but VS15 asks for text.
        let result = try runs("\u{231A}\u{FE0E}")
        #expect(!result.contains { $0.family == .notoColorEmoji })
        #expect(try layout("\u{231A}\u{FE0E}").missingCharacters.isEmpty)
    }

    @Test func aTextDefaultCharacterStaysTextAndTakesEmojiWithVS16() throws {
        #expect(try runs("\u{2764}").map(\.family) != [.notoColorEmoji])
        #expect(try runs("\u{2764}\u{FE0F}").map(\.family) == [.notoColorEmoji])
    }

    @Test func lettersAndDigitsAroundEmojiStayInInter() throws {
        let result = try runs("🔥 12 day streak")
        #expect(result.map(\.family) == [.notoColorEmoji, .inter])
    }

    @Test func theEmojiFaceLoadsOnlyWhenTextNeedsIt() throws {
        let registry = try FontRegistry.bundled()
        let engine = TextLayoutEngine(registry: registry)
        let emojiID = try #require(registry.descriptors.first { $0.family == .notoColorEmoji }?.id)
        _ = try engine.layout("12 day streak ✓ ©", font: .body, proposedWidth: nil)
        #expect(!registry.isLoaded(emojiID))
        _ = try engine.layout("🔥", font: .body, proposedWidth: nil)
        #expect(registry.isLoaded(emojiID))
    }

    @Test func italicEmojiAreNotSlanted() throws {
        let run = try #require(try layout("🔥", font: Font.body.italic()).glyphRuns.first)
        #expect(!run.syntheticOblique)
    }
}
