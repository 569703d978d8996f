import Graphics
import PortableFoundation
import Testing
@testable import AssetCatalog

/// Custom symbols: a `.symbolset` read as a template-rendered image set, its SF Symbols template parsed
/// into glyph groups, and the pick of weight and scale.
struct AssetSymbolTests {
    static let template = "\(XcodeCatalogFixtureTests.path)/custom.diamond.symbolset/custom.diamond.svg"

    @Test func symbolSetIsATemplateImage() throws {
        let catalog = try AssetCatalog(contentsOf: XcodeCatalogFixtureTests.path)
        let set = try #require(catalog.image(named: "custom.diamond"))
        #expect(set.isSymbol && set.renderingIntent == .template)
        #expect(set.files.map(\.path) == [Self.template])
    }

    @Test func templateGlyphGroupsAndGuidesAreRead() throws {
        let symbol = try AssetSymbol(contentsOf: Self.template)
        #expect(symbol.templatePointSize == 100)
        #expect(abs(symbol.capHeight - 70.459) < 1e-9)
        #expect(symbol.variants.map(\.weight) == [.ultraLight, .regular, .black])
        #expect(symbol.variants.allSatisfy { $0.scale == .small && $0.advance == 76 })
        // The ink starts 3 units after the left margin and sits on the baseline, cap height tall.
        let bounds = try #require(symbol.variants.first).path.bounds
        #expect(abs(bounds.minX - 3) < 1e-9 && abs(bounds.maxY) < 1e-9 && abs(bounds.height - 70.459) < 1e-9)
    }

    @Test func nearestWeightAndScaleArePicked() throws {
        let symbol = try AssetSymbol(contentsOf: Self.template)
        #expect(symbol.variant(weight: .thin, scale: .medium)?.weight == .ultraLight)
        #expect(symbol.variant(weight: .medium, scale: .small)?.weight == .regular)
        #expect(symbol.variant(weight: .semibold, scale: .large)?.weight == .regular)
        #expect(symbol.variant(weight: .bold, scale: .large)?.weight == .black)   // 700: 200 from black, 300 from regular
        #expect(symbol.variant(weight: .heavy, scale: .medium)?.scale == .small)  // only the small masters are drawn
    }

    @Test func notATemplateIsAnError() throws {
        let root = try CatalogFixture.make(["x.symbolset/Contents.json": #"{ "symbols" : [ { "filename" : "x.svg", "idiom" : "universal" } ] }"#,
                                            "x.symbolset/x.svg": #"<svg viewBox="0 0 10 10"><path d="M0 0H10V10Z"/></svg>"#])
        defer { CatalogFixture.remove(root) }
        #expect(throws: AssetCatalogError(path: "\(root)/x.symbolset/x.svg",
                                          "no glyph group (such as <g id=\"Regular-M\">) inside <g id=\"Symbols\">: not an SF Symbols template")) {
            try AssetSymbol(contentsOf: "\(root)/x.symbolset/x.svg")
        }
    }

    @Test func symbolSetFileMustBeAnSVG() throws {
        let root = try CatalogFixture.make(["x.symbolset/Contents.json": #"{ "symbols" : [ { "filename" : "x.pdf", "idiom" : "universal" } ] }"#])
        defer { CatalogFixture.remove(root) }
        #expect(throws: AssetCatalogError(path: "\(root)/x.symbolset/Contents.json", jsonPath: "$.symbols[0].filename",
                                          "\"x.pdf\" is not an SVG file name inside the symbol set")) {
            try AssetCatalog(contentsOf: root)
        }
    }
}

/// Hostile symbol templates are errors, never traps: the fixture template with bytes flipped and cut
/// (a fixed pseudo-random sequence).
struct AssetSymbolMutationTests {
    @Test func mutatedTemplatesNeverTrap() throws {
        let original = Array(try String(contentsOfFile: AssetSymbolTests.template, encoding: .utf8).utf8)
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
        let interesting = Array("<>/=\"' -.0123456789gMLZ".utf8)
        var parsed = 0, refused = 0
        for _ in 0..<2000 {
            var bytes = original
            for _ in 0...next(4) {
                let at = next(bytes.count)
                if next(3) == 0 { bytes = Array(bytes[..<at]) } else { bytes[at] = interesting[next(interesting.count)] }
                if bytes.isEmpty { break }
            }
            do {
                _ = try AssetSymbolTemplate(bytes: bytes).parse()
                parsed += 1
            } catch {
                refused += 1
            }
        }
        #expect(parsed + refused == 2000)
    }
}
