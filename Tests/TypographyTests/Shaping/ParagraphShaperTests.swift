import Graphics
import Testing
@testable import Typography

/// Shapes one string in one font at scale 1.
private func shape(_ string: String, _ font: Font) throws -> (ShapedParagraph, FontRegistry) {
    let fonts = try TestFonts.registry()
    let resolved = try fonts.resolve(font)
    return (try ParagraphShaper.shape([TextRun(string, font: font)], fonts: [resolved], scale: 1, registry: fonts), fonts)
}

/// The advances of the characters of `string` looked up one by one (no kerning), plus tracking, in points.
private func unkernedWidth(_ string: String, _ font: Font) throws -> Double {
    let fonts = try TestFonts.registry()
    let resolved = try fonts.resolve(font)
    let face = try fonts.face(resolved.primary.id)
    // Advances are widened by the face's width factor (WidthCalibration); tracking is not.
    let perUnit = resolved.pointSize * resolved.primary.sizeFactor * resolved.primary.widthFactor
        / Double(face.metrics.unitsPerEm)
    var total = 0.0
    for scalar in string.unicodeScalars {
        let glyph = try #require(face.glyph(for: scalar))
        total += Double(face.advance(of: glyph)) * perUnit + resolved.tracking
    }
    return total
}

@Test func kerningNarrowsAV() throws {
    let (paragraph, _) = try shape("AV", .body)
    let unkerned = try unkernedWidth("AV", .body)
    #expect(paragraph.width(of: 0..<2) < unkerned - 0.5)
}

@Test func kerningNarrowsTo() throws {
    let (paragraph, _) = try shape("To", .body)
    let unkerned = try unkernedWidth("To", .body)
    #expect(paragraph.width(of: 0..<2) < unkerned - 0.5)
}

@Test func unkernedPairKeepsTheAdvanceSum() throws {
    let (paragraph, _) = try shape("HH", .body)
    let unkerned = try unkernedWidth("HH", .body)
    #expect(abs(paragraph.width(of: 0..<2) - unkerned) < 1e-9)
}

@Test func monospacedDigitMakesDigitRunsEqualWidth() throws {
    let font = Font.body.monospacedDigit()
    let (ones, _) = try shape("1111", font)
    let (eights, _) = try shape("8888", font)
    #expect(abs(ones.width(of: 0..<4) - eights.width(of: 0..<4)) < 1e-9)
}

@Test func proportionalDigitsDifferInWidth() throws {
    let (ones, _) = try shape("1111", .body)
    let (eights, _) = try shape("8888", .body)
    #expect(eights.width(of: 0..<4) - ones.width(of: 0..<4) > 1)
}

@Test func fallbackFindsACheckMarkInDejaVuSans() throws {
    let (paragraph, fonts) = try shape("OK ✔", .body)
    #expect(paragraph.missingCharacters.isEmpty)
    let checkGlyph = try #require(paragraph.glyphRanges[3].first)
    let face = try fonts.face(paragraph.faces[paragraph.glyphs[checkGlyph].face].id)
    #expect(face.metrics.familyName == "DejaVu Sans")
    #expect(paragraph.glyphs[checkGlyph].glyph != 0)
}

@Test func fallbackFindsAStopwatchInNotoSansSymbols2() throws {
    let (paragraph, fonts) = try shape("⏱", .body)
    #expect(paragraph.missingCharacters.isEmpty)
    let face = try fonts.face(paragraph.faces[paragraph.glyphs[0].face].id)
    #expect(face.metrics.familyName == "Noto Sans Symbols2")
}

@Test func characterNoFontHasIsReported() throws {
    let (paragraph, _) = try shape("Mumbai कख", .body)
    #expect(paragraph.missingCharacters == ["क", "ख"])
}

/// Regression (docs/limits.md): each missing character is reported once, in order of first use,
/// kept in a set as well (an array scan per character made 20 000 distinct CJK characters take 2 s).
@Test func missingCharactersAreReportedOnceInOrder() throws {
    let distinct = (0..<2000).map { Character(Unicode.Scalar(UInt32(0x20000 + $0 * 7)) ?? "?") }  // CJK Ext. B: not bundled
    let (paragraph, _) = try shape("कख" + String(distinct) + "खक" + String(distinct), .body)
    #expect(paragraph.missingCharacters == ["क", "ख"] + distinct)
}

@Test func variationSelectorIsNotReportedMissing() throws {
    let (paragraph, _) = try shape("☀\u{FE0E}", .body)
    #expect(paragraph.missingCharacters.isEmpty)
}

@Test func trackingFollowsTheSFTableAtBodySize() throws {
    let resolved = try TestFonts.registry().resolve(.body)
    #expect(abs(resolved.tracking - (-0.026 * 17)) < 1e-12)
}

@Test func textLongerThanTheLimitIsATypedError() throws {
    let fonts = try TestFonts.registry()
    let long = String(repeating: "a", count: ParagraphShaper.maximumScalarCount + 1)
    #expect(throws: TypographyError.textTooLong(scalarCount: ParagraphShaper.maximumScalarCount + 1,
                                                limit: ParagraphShaper.maximumScalarCount)) {
        try ParagraphShaper.shape([TextRun(long)], fonts: [try fonts.resolve(.body)], scale: 1, registry: fonts)
    }
}
