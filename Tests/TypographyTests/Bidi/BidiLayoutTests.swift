import Graphics
import Testing
@testable import Typography

private func engine() throws -> TextLayoutEngine { TextLayoutEngine(registry: try TestFonts.registry()) }

/// The x positions of all glyphs of a layout, in drawing order.
private func glyphXs(_ layout: TextLayout) -> [Double] { layout.glyphRuns.flatMap { $0.positions.map(\.x) } }

/// Bidi in text layout: runs shaped by level and drawn in visual order, script fallback faces, alignment
/// in a right-to-left layout direction.
@Suite struct BidiLayoutTests {
    @Test func hebrewIsDrawnRightToLeftInVisualOrder() throws {
        // "שלום": the first letter (shin) is drawn rightmost, so glyph positions, drawn left to right,
        // are the letters in reverse: the last glyph drawn is the shin.
        let layout = try engine().layout("שלום", font: .body, proposedWidth: nil)
        let registry = try TestFonts.registry()
        let run = try #require(layout.glyphRuns.first)
        let face = try registry.face(run.face)
        #expect(run.glyphs.last == face.glyph(for: "ש"))
        #expect(run.glyphs.first == face.glyph(for: "ם"))
        let xs = glyphXs(layout)
        #expect(xs == xs.sorted())
    }

    @Test func hebrewUsesTheHebrewFaceNotDejaVu() throws {
        let layout = try engine().layout("שלום", font: .body, proposedWidth: nil)
        let registry = try TestFonts.registry()
        let run = try #require(layout.glyphRuns.first)
        #expect(registry.descriptors[Int(run.face.rawValue)].family == .notoSansHebrew)
        #expect(layout.missingCharacters.isEmpty)
    }

    @Test func arabicLettersJoin() throws {
        // Joined "سلام" is shaped with contextual forms: not the glyphs of the letters set apart.
        let joined = try engine().layout("سلام", font: .body, proposedWidth: nil)
        let apart = try engine().layout("س ل ا م", font: .body, proposedWidth: nil)
        let joinedGlyphs = Set(joined.glyphRuns.flatMap(\.glyphs))
        let isolatedGlyphs = Set(apart.glyphRuns.flatMap(\.glyphs))
        #expect(!joinedGlyphs.isSubset(of: isolatedGlyphs))
        #expect(joined.missingCharacters.isEmpty)
    }

    @Test func englishInsideArabicKeepsItsOrderAndTheParagraphIsRightToLeft() throws {
        // "أهلا abc": RTL paragraph (first strong is Arabic): "abc" is drawn left of the Arabic word, a b c
        // in order.
        let layout = try engine().layout("أهلا abc", font: .body, proposedWidth: nil)
        let registry = try TestFonts.registry()
        let latin = try #require(layout.glyphRuns.first)
        let face = try registry.face(latin.face)
        #expect(Array(latin.glyphs.prefix(3)) == ["a", "b", "c"].compactMap { face.glyph(for: $0) })
        #expect(glyphXs(layout) == glyphXs(layout).sorted())
    }

    @Test func leftToRightTextHasNoBidiWork() throws {
        let layout = try engine().layout("Hello world", font: .body, proposedWidth: nil)
        #expect(glyphXs(layout) == glyphXs(layout).sorted())
    }

    @Test func leadingAlignmentIsTheRightEdgeInRightToLeft() throws {
        let style = ParagraphStyle(alignment: .leading, layoutDirection: .rightToLeft)
        let layout = try engine().layout("one two three four five six", font: .body, style: style,
                                         proposedWidth: 120, displayScale: 3)
        #expect(layout.lines.count > 1)
        for line in layout.lines { #expect(abs(line.x + line.width - layout.size.width) < 1e-9, "\(line.text)") }
        let trailing = try engine().layout("one two three four five six", font: .body,
                                           style: ParagraphStyle(alignment: .trailing, layoutDirection: .rightToLeft),
                                           proposedWidth: 120, displayScale: 3)
        for line in trailing.lines { #expect(line.x == 0, "\(line.text)") }
    }

    @Test func neutralTextTakesTheLayoutDirectionAsItsBase() throws {
        // "123 - 456" has no strong character: right to left, the numbers are ordered right to left.
        let rtl = try engine().layout("12 - 34", font: .body, style: ParagraphStyle(layoutDirection: .rightToLeft),
                                      proposedWidth: nil)
        let ltr = try engine().layout("12 - 34", font: .body, proposedWidth: nil)
        let registry = try TestFonts.registry()
        let face = try registry.face(try #require(ltr.glyphRuns.first).face)
        let one = try #require(face.glyph(for: "1")), three = try #require(face.glyph(for: "3"))
        let rtlGlyphs = rtl.glyphRuns.flatMap(\.glyphs)
        let ltrGlyphs = ltr.glyphRuns.flatMap(\.glyphs)
        #expect(ltrGlyphs.firstIndex(of: one) ?? 0 < ltrGlyphs.firstIndex(of: three) ?? 0)
        #expect(rtlGlyphs.firstIndex(of: three) ?? 0 < rtlGlyphs.firstIndex(of: one) ?? 0)
    }

    @Test func layoutIsTheSameEveryTime() throws {
        let text = "Next: اجتماع الفريق at 10:30 — שלום (123)"
        let first = try engine().layout(text, font: .body, proposedWidth: 150, displayScale: 3)
        for _ in 0..<3 {
            #expect(try engine().layout(text, font: .body, proposedWidth: 150, displayScale: 3) == first)
        }
    }
}
