import Graphics
import Testing
@testable import Typography

@Test func interTextFaceReportsItsTableMetrics() throws {
    let fonts = try TestFonts.registry()
    let face = try fonts.face(fonts.resolve(.body).primary.id)
    #expect(face.metrics.familyName == "Inter")
    #expect(face.metrics.postScriptName == "Inter-Regular")
    #expect(face.metrics.unitsPerEm == 2816)
    #expect(face.metrics.ascender == 2728)
    #expect(face.metrics.descender == 680)
    #expect(face.metrics.lineGap == 0)
    #expect(face.metrics.capHeight == 2048)
    #expect(face.metrics.xHeight == 1536)
    #expect(face.metrics.weightClass == 400)
    #expect(face.metrics.hasCubicOutlines)
}

@Test func interDisplayFaceReportsItsTableMetrics() throws {
    let fonts = try TestFonts.registry()
    let face = try fonts.face(fonts.resolve(.largeTitle).primary.id)
    #expect(face.metrics.familyName == "Inter Display")
    #expect(face.metrics.unitsPerEm == 2048)
    #expect(face.metrics.ascender == 1974)
    #expect(face.metrics.descender == 502)
    #expect(face.metrics.capHeight == 1472)
    #expect(face.metrics.xHeight == 1056)
}

@Test func jetBrainsMonoFaceIsTrueTypeWithItsTableMetrics() throws {
    let fonts = try TestFonts.registry()
    let face = try fonts.face(fonts.resolve(.system(size: 13, design: .monospaced)).primary.id)
    #expect(face.metrics.familyName == "JetBrains Mono")
    #expect(face.metrics.unitsPerEm == 1000)
    #expect(face.metrics.ascender == 1020)
    #expect(face.metrics.descender == 300)
    #expect(face.metrics.capHeight == 730)
    #expect(face.metrics.xHeight == 550)
    #expect(!face.metrics.hasCubicOutlines)
}

@Test func serifAndRoundedDesignsUseTheirSubstituteFamilies() throws {
    let fonts = try TestFonts.registry()
    let serif = try fonts.face(fonts.resolve(.system(.body, design: .serif)).primary.id)
    let rounded = try fonts.face(fonts.resolve(.system(.body, design: .rounded)).primary.id)
    #expect(serif.metrics.familyName == "PT Serif")
    #expect(serif.metrics.unitsPerEm == 1000)
    #expect(rounded.metrics.familyName == "Quicksand")
    #expect(rounded.metrics.unitsPerEm == 1000)
}
