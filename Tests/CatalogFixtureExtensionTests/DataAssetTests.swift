@testable import CatalogFixtureExtension
import Foundation
import Testing
import WidgetSnapshotTesting

/// UIKit's `NSDataAsset(name:)` in widget code reads the extension's data sets (ReservoirWidget's provider
/// reads `Reservoirs.dataset` in its `init`), from the catalog beside the module's sources when no previews
/// runner installed one.
struct DataAssetTests {
    /// The provider, created outside any render, has the data set's JSON and its type identifier.
    @Test func providerReadsTheDataSetWhenItIsCreated() throws {
        let provider = ReservoirProvider()
        let levels = try #require(provider.levels)
        #expect(levels.title == "Reservoirs")
        #expect(levels.levels.map(\.name) == ["N", "E", "S", "W"])
        #expect(provider.typeIdentifier == "public.json")
    }

    /// A name the catalog has no data set for is nil, as on iOS (an image set's name included).
    @Test func missingDataSetIsNil() {
        #expect(DataAssetProbe.typeIdentifier(of: "Missing") == nil)
        #expect(DataAssetProbe.byteCount(of: "WidgetBackground") == nil)
        #expect(DataAssetProbe.byteCount(of: "Reservoirs") == 152)
    }

    /// The widget draws the bars the data set describes: title, four bars by fill, the type identifier.
    @Test func widgetDrawsTheDataSet() async throws {
        var configuration = try WidgetSnapshotConfiguration.shared()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        configuration.snapshotDirectory = root.appendingPathComponent("Goldens/assets").path
        configuration.artifactsDirectory = root.appendingPathComponent(".build/golden-failures/assets").path
        await assertWidgetTimelineSnapshots(of: ReservoirWidget(), family: .systemSmall, configuration: configuration)
    }
}
