import Graphics
import Testing
@testable import Typography

/// The glyph of `character` (0, .notdef, when the face lacks it — which then fails the test's expectations).
private func glyph(_ character: Unicode.Scalar, _ face: FontFace) -> UInt32 {
    face.glyph(for: character) ?? 0
}

private func elementCounts(_ path: Path) -> (quads: Int, cubics: Int, closes: Int) {
    var quads = 0, cubics = 0, closes = 0
    for element in path.elements {
        switch element {
        case .quadCurve: quads += 1
        case .curve: cubics += 1
        case .closeSubpath: closes += 1
        default: break
        }
    }
    return (quads, cubics, closes)
}

@Test func cffOutlineBecomesCubicCurves() throws {
    let fonts = try TestFonts.registry()
    let face = try fonts.face(fonts.resolve(.body).primary.id)
    let path = try #require(face.outline(of: glyph("O", face)))
    let counts = elementCounts(path)
    #expect(counts.cubics >= 8)
    #expect(counts.quads == 0)
    #expect(counts.closes == 2)
}

@Test func trueTypeOutlineBecomesQuadraticCurves() throws {
    let fonts = try TestFonts.registry()
    let face = try fonts.face(fonts.resolve(.body.monospaced()).primary.id)
    let path = try #require(face.outline(of: glyph("O", face)))
    let counts = elementCounts(path)
    #expect(counts.quads >= 8)
    #expect(counts.cubics == 0)
    #expect(counts.closes == 2)
}

@Test func outlineIsInFontUnitsWithYUp() throws {
    let fonts = try TestFonts.registry()
    let face = try fonts.face(fonts.resolve(.body).primary.id)
    let bounds = try #require(face.outline(of: glyph("H", face))).bounds
    #expect(bounds.minY == 0)
    #expect(bounds.maxY == Double(face.metrics.capHeight))
}

@Test func pathAtPointSizeIsScaledAndFlippedToYDown() throws {
    let fonts = try TestFonts.registry()
    let face = try fonts.face(fonts.resolve(.body).primary.id)
    let bounds = try #require(face.path(of: glyph("H", face), pointSize: 28.16)).bounds
    #expect(abs(bounds.minY - -20.48) < 1e-9)
    #expect(abs(bounds.maxY) < 1e-9)
}

@Test func spaceHasAnEmptyOutline() throws {
    let fonts = try TestFonts.registry()
    let face = try fonts.face(fonts.resolve(.body).primary.id)
    #expect(face.outline(of: glyph(" ", face))?.isEmpty == true)
}

@Test func glyphIndexPastTheFaceHasNoOutline() throws {
    let fonts = try TestFonts.registry()
    let face = try fonts.face(fonts.resolve(.body).primary.id)
    #expect(face.outline(of: UInt32(face.metrics.glyphCount)) == nil)
}
