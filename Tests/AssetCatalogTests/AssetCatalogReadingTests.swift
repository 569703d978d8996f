import Graphics
import Testing
@testable import AssetCatalog

struct AssetCatalogReadingTests {
    private let catalog: AssetCatalog

    init() throws { catalog = try AssetCatalog(contentsOf: CatalogFixture.widget) }

    @Test func readsColourAndImageSetsByName() {
        #expect(catalog.colorNames == ["AccentColor", "BrandBlue", "WidgetBackground"])
        #expect(catalog.imageNames == ["Document", "Icons/badge", "Icons/heart", "Logo", "avatar"])
    }

    @Test func namespaceFolderPrefixesItsChildrenAndPlainGroupDoesNot() {
        #expect(catalog.image(named: "Icons/badge") != nil)
        #expect(catalog.image(named: "badge") == nil)
        #expect(catalog.image(named: "avatar") != nil)
    }

    @Test func appIconSetIsSkipped() {
        #expect(catalog.image(named: "AppIcon") == nil && catalog.color(named: "AppIcon") == nil)
    }

    @Test func singleScaleVectorImageSetIsRead() throws {
        let logo = try #require(catalog.image(named: "Logo"))
        #expect(logo.preservesVectorRepresentation)
        #expect(logo.files.map(\.scale) == [nil])
    }

    @Test func pdfImageSetIsDrawableSoNothingIsNoted() {
        #expect(catalog.notes.isEmpty)
    }

    @Test func imageSetWithNothingDrawableIsNoted() throws {
        let root = try CatalogFixture.make([
            "Photo.imageset/Contents.json": #"{ "images" : [ { "filename" : "photo.heic", "idiom" : "universal" } ] }"#,
            "Photo.imageset/photo.heic": "not read",
        ])
        defer { CatalogFixture.remove(root) }
        #expect(try AssetCatalog(contentsOf: root).notes == ["image set \"Photo\" has no PNG, PDF or SVG file (HEIC is not drawn)"])
    }

    @Test func templateRenderingIntentIsRead() {
        #expect(catalog.image(named: "Icons/badge")?.renderingIntent == .template)
        #expect(catalog.image(named: "avatar")?.renderingIntent == .unspecified)
    }

    @Test func imageSlotsWithoutAFileAreLeftOut() {
        #expect(catalog.image(named: "avatar")?.files.count == 4)
    }

    @Test func highContrastVariantIsKeptForIncreasedContrast() {
        let set = catalog.color(named: "BrandBlue")
        #expect(set?.variants.map(\.appearance) == [.any, .dark, .any])
        #expect(set?.variants.map(\.isHighContrast) == [false, false, true])
        #expect(set?.color(dark: false, increasedContrast: true) == RGBAColor(white: 0))
        #expect(set?.color(dark: true, increasedContrast: true) == RGBAColor(white: 0))
    }

    @Test func eightBitIntegerComponentsAreOutOf255() {
        #expect(catalog.color(named: "BrandBlue")?.color(dark: true) == RGBAColor(r255: 64, 160, 255))
    }

    @Test func hexComponentsAreOutOf255() {
        #expect(catalog.color(named: "WidgetBackground")?.color(dark: false) == RGBAColor(r255: 255, 248, 240))
    }

    @Test func floatComponentsAreOutOf1() {
        #expect(catalog.color(named: "AccentColor")?.color(dark: false) == RGBAColor(red: 1, green: 0.4, blue: 0.2))
    }

    @Test func lightRenderUsesTheAnyVariantWhenThereIsNoLightOne() {
        let light = catalog.color(named: "BrandBlue")?.color(dark: false)
        #expect(light?.red == 0)   // display-p3 (0.1, 0.45, 0.9): red is outside sRGB, clipped
    }

    @Test func darkRenderFallsBackToAnyWhenThereIsNoDarkVariant() {
        #expect(catalog.color(named: "AccentColor")?.color(dark: true) == RGBAColor(red: 1, green: 0.4, blue: 0.2))
    }

    @Test func grayGammaIsConvertedToSRGB() throws {
        let dark = try #require(catalog.color(named: "WidgetBackground")?.color(dark: true))
        // 0.15^2.2 linear, sRGB-encoded: 0.130354349 (computed independently).
        #expect(abs(dark.red - 0.130354349) < 1e-8 && dark.red == dark.green && dark.green == dark.blue)
    }
}
