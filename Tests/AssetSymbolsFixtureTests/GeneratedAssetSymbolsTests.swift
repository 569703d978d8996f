import AssetCatalog
import AssetSymbolsFixture
import Graphics
import Render
import TestSupport
import Testing
import Views

/// The AssetSymbols plugin on a small target (Tests/AssetSymbolsFixture): its generated symbols compile,
/// name the catalog's assets, and render from the catalog they point at.
struct GeneratedAssetSymbolsTests {
    @Test func generatedSymbolsNameTheCatalogAssets() {
        #expect(FixtureWidget.names == ["BrandBlue", "AccentColor", "Icons/badge", "Status Icons"])
    }

    @Test func generatedFileNamesTheTargetsCatalog() {
        #expect(FixtureWidget.catalogPath.hasSuffix("Tests/AssetSymbolsFixture/Assets.xcassets"))
    }

    @Test func widgetWrittenWithGeneratedSymbolsRendersWithoutWarnings() throws {
        let resources = try RenderResources.bundled(assetCatalog: try AssetCatalog(contentsOf: FixtureWidget.catalogPath))
        let output = try ViewRenderer().rendering(FixtureWidget(), size: Size(width: 80, height: 20), scale: 2,
                                                  colorScheme: .light, resources: resources)
        #expect(output.warnings.isEmpty, "\(output.warnings)")
    }
}
