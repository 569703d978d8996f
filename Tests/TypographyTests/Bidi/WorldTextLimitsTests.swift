import Graphics
import Testing
@testable import Typography

private func engine() throws -> TextLayoutEngine { TextLayoutEngine(registry: try TestFonts.registry()) }

/// Inputs of other scripts are bounded: stacked combining marks and long joined sequences by the
/// per-character limit, explicit bidi nesting by UAX #9's own depth limit (125), all within the
/// 20 000-scalar paragraph limit.
@Suite struct WorldTextLimitsTests {
    @Test func aCharacterWithTooManyCombiningMarksIsAClearError() throws {
        let text = "a" + String(repeating: "\u{0301}", count: 500)
        #expect(throws: TypographyError.clusterTooLong(scalarCount: 501, limit: 128, prefix: "a\u{0301}\u{0301}")) {
            try engine().layout(text, font: .body, proposedWidth: nil)
        }
        let message = TypographyError.clusterTooLong(scalarCount: 501, limit: 128, prefix: "a").description
        #expect(message.contains("501") && message.contains("128"))
    }

    @Test func anEmojiSequenceLongerThanTheLimitIsAnError() throws {
        let text = Array(repeating: "👩", count: 70).joined(separator: "\u{200D}")  // 139 scalars, one cluster
        #expect(throws: TypographyError.self) { try engine().layout(text, font: .body, proposedWidth: nil) }
    }

    @Test func realisticStacksAndSequencesAreAccepted() throws {
        let zalgo = "e" + String(repeating: "\u{0300}\u{0316}", count: 20)
        let family = "👨🏻\u{200D}👩🏻\u{200D}👧🏻\u{200D}👦🏻"
        #expect(try engine().layout(zalgo + " " + family, font: .body, proposedWidth: nil).lines.count == 1)
    }

    @Test func deepBidiNestingIsBoundedByTheStandardAndFast() throws {
        // 9 000 right-to-left embeddings: UAX #9 ignores those past depth 125, so levels stay ≤ 125.
        let scalars = Array(repeating: UInt32(0x202B), count: 9_000) + [0x05D0, 0x61]
        let bidi = BidiParagraph.resolve(scalars, direction: .leftToRight)
        #expect(bidi.levels.max() ?? 0 <= 126)
        let text = String(repeating: "\u{202B}", count: 9_000) + "שלום abc"
        let clock = ContinuousClock()
        let elapsed = try clock.measure { _ = try engine().layout(text, font: .body, proposedWidth: 200) }
        #expect(elapsed < .seconds(2))
    }
}
