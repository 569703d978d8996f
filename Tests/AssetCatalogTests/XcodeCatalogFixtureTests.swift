import Graphics
import PortableFoundation
import Testing
@testable import AssetCatalog

/// Fixtures/Xcode.xcassets: every colour spelling and space Xcode's colour-set inspector writes, luminosity
/// and high-contrast appearances, and PDF image sets (one a template).
struct XcodeCatalogFixtureTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Xcode.xcassets").path
    let catalog: AssetCatalog

    init() throws { catalog = try AssetCatalog(contentsOf: Self.path) }

    func color(_ name: String, dark: Bool = false, increasedContrast: Bool = false) -> RGBAColor? {
        catalog.color(named: name)?.color(dark: dark, increasedContrast: increasedContrast)
    }

    @Test func everyInputMethodSpellsTheSameColour() throws {
        let expected = try #require(color("Float"))
        #expect(abs(expected.red - 0.2) < 1e-9 && abs(expected.green - 0.4) < 1e-9 && abs(expected.blue - 0.6) < 1e-9)
        for name in ["EightBit", "Hex", "Number"] {
            let other = try #require(color(name))
            #expect(abs(other.red - expected.red) < 1e-9 && abs(other.green - expected.green) < 1e-9
                    && abs(other.blue - expected.blue) < 1e-9 && other.alpha == 1, "\(name)")
        }
    }

    @Test func everyColourSpaceIsConvertedToSRGB() throws {
        let p3 = try #require(color("P3"))          // P3 red is outside sRGB: clipped to (1, 0, 0)
        #expect(abs(p3.red - 1) < 1e-9 && abs(p3.green) < 1e-9 && abs(p3.blue) < 1e-9, "\(p3)")
        let extended = try #require(color("ExtendedSRGB"))   // (1.2, 0.4, -0.1) clipped when drawn; alpha 0.5
        #expect(abs(extended.green - 0.4) < 1e-9 && extended.alpha == 0.5)
        let linear = try #require(color("LinearSRGB"))       // linear 0.214 is sRGB-encoded ≈ 0.5
        #expect(abs(linear.red - 0.5) < 0.002)
        let gray = try #require(color("Gray"))               // gamma 2.2 grey 0.5: linear 0.2176 → sRGB 0.5038
        #expect(abs(gray.red - 0.5038) < 0.001 && gray.red == gray.blue, "\(gray)")
        let extendedGray = try #require(color("ExtendedGray"))
        #expect(extendedGray.red == gray.red && extendedGray.alpha == 0.8)
    }

    @Test func highContrastVariantsAreUsedOnlyWhenAsked() {
        #expect(color("Contrast") == RGBAColor(red: 0, green: 0.478, blue: 1))
        #expect(color("Contrast", dark: true) == RGBAColor(red: 0.039, green: 0.518, blue: 1))
        #expect(color("Contrast", increasedContrast: true) == RGBAColor(red: 0, green: 0.251, blue: 0.867))
        #expect(color("Contrast", dark: true, increasedContrast: true) == RGBAColor(red: 0.251, green: 0.612, blue: 1))
        // A set without high-contrast variants answers increased contrast with its standard ones.
        #expect(color("Float", increasedContrast: true) == color("Float"))
        #expect(catalog.color(named: "Contrast")?.variants.filter(\.isHighContrast).count == 2)
    }

    @Test func highContrastImageFilesAreChosenOnlyWhenAsked() throws {
        let dot = try #require(catalog.image(named: "Dot"))
        func file(dark: Bool, increased: Bool) -> String? {
            dot.file(displayScale: 3, dark: dark, increasedContrast: increased)?.path.split(separator: "/").last.map(String.init)
        }
        #expect(dot.files.filter(\.isHighContrast).count == 2)
        #expect(file(dark: false, increased: false) == "dot.png")
        #expect(file(dark: true, increased: false) == "dot-dark.png")
        #expect(file(dark: false, increased: true) == "dot-contrast.png")
        #expect(file(dark: true, increased: true) == "dot-contrast-dark.png")
        // A set without high-contrast files answers increased contrast with its standard ones.
        #expect(catalog.image(named: "Badge")?.file(displayScale: 3, dark: false, increasedContrast: true)?.path
                == catalog.image(named: "Badge")?.file(displayScale: 3, dark: false)?.path)
    }

    @Test func pdfImageSetsAreRead() throws {
        let badge = try #require(catalog.image(named: "Badge"))
        #expect(badge.preservesVectorRepresentation && badge.renderingIntent == .unspecified)
        #expect(badge.files.map(\.path).map { $0.hasSuffix("Badge.imageset/badge.pdf") } == [true])
        #expect(catalog.image(named: "Glyph")?.renderingIntent == .template)
        #expect(catalog.notes.isEmpty, "\(catalog.notes)")
    }

    @Test func unknownContrastValueIsAnError() throws {
        let root = try CatalogFixture.make(["Bad.colorset/Contents.json": #"""
            { "colors" : [ { "appearances" : [ { "appearance" : "contrast", "value" : "low" } ],
              "color" : { "components" : { "red" : "0", "green" : "0", "blue" : "0" } }, "idiom" : "universal" } ] }
            """#])
        defer { CatalogFixture.remove(root) }
        #expect(throws: AssetCatalogError(path: "\(root)/Bad.colorset/Contents.json", jsonPath: "$.colors[0].appearances[0]",
                                          "unknown contrast \"low\" (expected high)")) {
            try AssetCatalog(contentsOf: root)
        }
    }
}
