import Foundation
import Graphics
import Raster
import Testing
@testable import Typography

/// One symbol-outlines instance for the suite (faces and compositions are cached and thread-safe).
private enum TestSymbols {
    private static let shared = Result { () throws -> SymbolOutlines in SymbolOutlines(fonts: try TestFonts.registry()) }
    static func outlines() throws -> SymbolOutlines { try shared.get() }
}

@Test func everyCatalogGlyphExistsInItsIconFont() throws {
    let symbols = try TestSymbols.outlines()
    for entry in SymbolCatalog.entries + [SymbolCatalog.placeholder] {
        for reference in entry.glyphReferences {
            let path = try symbols.normalisedGlyph(reference)
            #expect(!path.isEmpty, "\(entry.name): \(reference) has no outline")
        }
    }
}

@Test func everyCatalogNameRastersToVisibleInk() throws {
    let symbols = try TestSymbols.outlines()
    for name in SymbolCatalog.names {
        let glyph = try #require(try symbols.glyph(named: name, pointSize: 17, displayScale: 2))
        let mask = Rasterizer.mask(for: glyph.path, transform: AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 60))
        #expect(mask != nil, "\(name) draws nothing")
        #expect(glyph.bounds.width > 1 && glyph.bounds.height > 0.5, "\(name) is degenerate: \(glyph.bounds)")
    }
}

@Test func unknownNameGivesNoGlyph() throws {
    let symbols = try TestSymbols.outlines()
    #expect(try symbols.glyph(named: "sun.max.fil", font: .body) == nil)
}

@Test func symbolHeightScalesWithPointSize() throws {
    let symbols = try TestSymbols.outlines()
    let large = try #require(try symbols.glyph(named: "heart.fill", pointSize: 17))
    let small = try #require(try symbols.glyph(named: "heart.fill", pointSize: 11))
    #expect(abs(large.bounds.height / small.bounds.height - 17.0 / 11.0) < 1e-9)
    #expect(abs(large.advanceWidth / small.advanceWidth - 17.0 / 11.0) < 1e-9)
}

@Test func fullHeightSymbolIsCapHeightTimesOnePointThree() throws {
    let symbols = try TestSymbols.outlines()
    let circle = try #require(try symbols.glyph(named: "circle", pointSize: 17))
    let capHeight = 17 * SystemFontMetrics.capHeight
    // Material's circle is 426/426.7 of its grid's live area, so within 0.2 %.
    #expect(abs(circle.bounds.height / (capHeight * SymbolMetrics.heightPerCapHeight) - 1) < 0.002)
}

@Test func symbolCentreSitsOnCapHeightMiddle() throws {
    let symbols = try TestSymbols.outlines()
    let circle = try #require(try symbols.glyph(named: "circle", font: .body))
    #expect(abs(circle.bounds.midY + 17 * SystemFontMetrics.capHeight / 2) < 0.01)
}

@Test func advanceIsInkPlusSidePadding() throws {
    let symbols = try TestSymbols.outlines()
    let glyph = try #require(try symbols.glyph(named: "star.fill", pointSize: 20))
    let padding = SymbolMetrics.sidePadding * 20 * SystemFontMetrics.capHeight * SymbolMetrics.heightPerCapHeight
    #expect(abs(glyph.bounds.minX - padding) < 1e-6)
    #expect(abs(glyph.advanceWidth - glyph.bounds.width - 2 * padding) < 1e-6)
}

@Test func largeImageScaleGrowsTheSymbol() throws {
    let symbols = try TestSymbols.outlines()
    let medium = try #require(try symbols.glyph(named: "bell", pointSize: 17))
    let large = try #require(try symbols.glyph(named: "bell", pointSize: 17, imageScale: .large))
    #expect(abs(large.bounds.height / medium.bounds.height - SymbolScale.large.factor) < 1e-9)
}

@Test func boldTextThickensTheSymbol() throws {
    let symbols = try TestSymbols.outlines()
    let regular = try #require(try symbols.glyph(named: "circle", font: .system(size: 17)))
    let bold = try #require(try symbols.glyph(named: "circle", font: .system(size: 17, weight: .bold)))
    #expect(bold.bounds.width > regular.bounds.width + 0.2)
    #expect(bold.path.signedArea(tolerance: 0.01) > regular.path.signedArea(tolerance: 0.01) * 1.1)
}

@Test func cutoutRemovesAreaFromTheBatteryBar() throws {
    let symbols = try TestSymbols.outlines()
    let plain = try #require(try symbols.glyph(named: "battery.100", pointSize: 17))
    let charging = try #require(try symbols.glyph(named: "battery.100.bolt", pointSize: 17))
    #expect(charging.path.signedArea(tolerance: 0.01) < plain.path.signedArea(tolerance: 0.01) - 2)
}

@Test func identicalPairsDrawTheSamePath() throws {
    let symbols = try TestSymbols.outlines()
    let outline = try #require(try symbols.glyph(named: "pawprint", pointSize: 17))
    let filled = try #require(try symbols.glyph(named: "pawprint.fill", pointSize: 17))
    #expect(outline.path == filled.path)
}

@Test func hierarchicalDrawsTheSecondaryLevelAtHalfOpacity() throws {
    let symbols = try TestSymbols.outlines()
    let glyph = try #require(try symbols.glyph(named: "cloud.sun.fill", pointSize: 17))
    let fills = glyph.fills(mode: .hierarchical, foreground: .black)
    #expect(fills.map(\.color.alpha) == [0.5, 1])
}

@Test func multicolorPaintsTheSunYellowAndTheCloudInTheForeground() throws {
    let symbols = try TestSymbols.outlines()
    let glyph = try #require(try symbols.glyph(named: "cloud.sun.fill", pointSize: 17))
    let fills = glyph.fills(mode: .multicolor, foreground: .white)
    #expect(fills.map(\.color) == [SymbolPalette.yellow, .white])
}

@Test func multicolorWithoutDataIsOneForegroundFill() throws {
    let symbols = try TestSymbols.outlines()
    let glyph = try #require(try symbols.glyph(named: "house.fill", pointSize: 17))
    #expect(glyph.fills(mode: .multicolor, foreground: .black) == [SymbolFill(path: glyph.path, color: .black)])
}

@Test func placeholderDrawsSomethingForUnknownNames() throws {
    let symbols = try TestSymbols.outlines()
    let glyph = try symbols.placeholder(font: .body)
    #expect(!glyph.path.isEmpty && glyph.advanceWidth > 10)
}

@Test func iconFacesUseNegativeIdentifiers() throws {
    let symbols = try TestSymbols.outlines()
    for font in SymbolFont.allCases {
        #expect(try symbols.face(for: font).id.rawValue < 0)
    }
}

@Test func missingIconFontIsATypographyError() throws {
    // A fonts directory with every text face but no Material Icons.
    let source = try TestFonts.registry().fontsDirectory
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-missing-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for folder in try FileManager.default.contentsOfDirectory(atPath: source) where folder != "MaterialIcons" {
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent(folder).path,
                                                   withDestinationPath: source + "/" + folder)
    }
    let symbols = SymbolOutlines(fonts: try FontRegistry(fontsDirectory: directory.path))
    #expect(throws: TypographyError.self) { try symbols.glyph(named: "heart.fill", pointSize: 17) }
}

@Test func reversedPathHasOppositeSignedArea() {
    let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(square.reversed().signedArea(tolerance: 0.01) == -square.signedArea(tolerance: 0.01))
}
