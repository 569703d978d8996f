import AssetCatalog
import Foundation
import Render
import Testing
import TestSupport
@testable import WeatherWidgetExtension
import WidgetApp
import WidgetSnapshotTesting
import Views
import Widgets

/// Snapshots of the weather extension live in `Goldens/WeatherWidgetExtension/`.
private func goldens() throws -> WidgetSnapshotConfiguration {
    var configuration = try WidgetSnapshotConfiguration.shared()
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    configuration.snapshotDirectory = root.appendingPathComponent("Goldens/WeatherWidgetExtension").path
    configuration.artifactsDirectory = root.appendingPathComponent(".build/golden-failures/WeatherWidgetExtension").path
    return configuration
}

/// What the app would have written: a rainy afternoon in Oslo.
private let savedForecast = """
{"city": "Oslo", "condition": "Showers", "symbol": "cloud.rain.fill", "temperature": 9, "high": 11, "low": 4,
 "sunrise": 7.25, "sunset": 16.5,
 "hours": [{"hour": 14, "temperature": 9, "symbol": "cloud.fill"},
           {"hour": 15, "temperature": 8, "symbol": "cloud.rain.fill"},
           {"hour": 16, "temperature": 8, "symbol": "cloud.fill"},
           {"hour": 17, "temperature": 7, "symbol": "moon.fill"}]}
"""

/// Runs `body` with the App Group container holding `json` as forecast.json (nil: the variable unset).
private func withContainer<T>(_ json: String?, _ body: () throws -> T) throws -> T {
    guard let json else { return try ProcessEnvironment.with("WIDGETRENDER_APP_GROUPS", nil, body) }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("weather-groups-\(UUID().uuidString)")
    let container = root.appendingPathComponent(ForecastStore.appGroup)
    try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try Data(json.utf8).write(to: container.appendingPathComponent(ForecastStore.fileName))
    return try ProcessEnvironment.with("WIDGETRENDER_APP_GROUPS", root.path, body)
}

private let fixedDate = Date(timeIntervalSinceReferenceDate: 800_000_000)

@Suite struct WeatherWidgetTests {
    @Test func forecastIsReadFromTheAppGroupContainer() throws {
        let forecast = try withContainer(savedForecast) { ForecastStore.load() }
        #expect(forecast?.city == "Oslo")
        #expect(forecast?.hours.count == 4)
    }

    @Test func noContainerMeansNoForecast() throws {
        #expect(try withContainer(nil) { ForecastStore.load() } == nil)
    }

    @Test func corruptForecastIsNil() throws {
        #expect(try withContainer("{\"city\": 3}") { ForecastStore.load() } == nil)
    }

    @Test func savedForecastInLightAndDark() throws {
        let forecast = try #require(try withContainer(savedForecast) { ForecastStore.load() })
        let entry = WeatherEntry(date: fixedDate, forecast: forecast, hour: 14)
        let configuration = try goldens()
        for scheme in [ColorScheme.light, .dark] {
            assertWidgetSnapshot(of: WeatherWidget(), family: .systemSmall, entry: entry, scheme: scheme,
                                 configuration: configuration)
            assertWidgetSnapshot(of: WeatherWidget(), family: .systemMedium, entry: entry, scheme: scheme,
                                 configuration: configuration)
        }
    }

    @Test func placeholderWhenTheAppHasWrittenNothing() throws {
        let entry = WeatherEntry(date: fixedDate, forecast: .placeholder, hour: 13)
        assertWidgetSnapshot(of: WeatherWidget(), family: .systemMedium, entry: entry, configuration: try goldens())
    }

    @Test func timelineComesFromTheSavedForecast() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("weather-tl-\(UUID().uuidString)")
        let container = root.appendingPathComponent(ForecastStore.appGroup)
        try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(savedForecast.utf8).write(to: container.appendingPathComponent(ForecastStore.fileName))
        let entries: [WeatherEntry] = ProcessEnvironment.with("WIDGETRENDER_APP_GROUPS", root.path) {
            var result: [WeatherEntry] = []
            WeatherProvider().getTimeline(in: TimelineProviderContext(family: .systemSmall, isPreview: false,
                                                                   displaySize: CGSize(width: 170, height: 170))) { result = $0.entries }
            return result
        }
        #expect(entries.map(\.forecast.city) == ["Oslo", "Oslo"])
        #expect(entries.map(\.hour) == [14, 15])
    }
}

/// The station widget draws from the extension's asset catalog (StationPhoto, WeatherTint), loaded from
/// the path its generated symbols name, as a test of an Xcode project's extension would.
@Suite struct StationWidgetTests {
    private func configuration() throws -> WidgetSnapshotConfiguration {
        var configuration = try goldens()
        configuration.resources = try RenderResources.bundled(
            assetCatalog: try AssetCatalog(contentsOf: GeneratedAssetSymbols.catalogPath))
        return configuration
    }

    @Test func catalogIsTheExtensionsOwn() {
        #expect(GeneratedAssetSymbols.catalogPath.hasSuffix("Examples/WeatherWidgetExtension/Assets.xcassets"))
    }

    @Test func stationInLightAndDark() throws {
        let entry = WeatherEntry(date: fixedDate, forecast: .placeholder, hour: 13)
        let configuration = try configuration()
        for scheme in [ColorScheme.light, .dark] {
            assertWidgetSnapshot(of: StationWidget(), family: .systemSmall, entry: entry, scheme: scheme,
                                 configuration: configuration)
        }
    }

    @Test func stationDrawsWithoutMissingAssetWarnings() throws {
        let entry = WeatherEntry(date: fixedDate, forecast: .placeholder, hour: 13)
        let output = try configuration().host.render(StationWidget(), entry: entry,
                                                     options: WidgetRenderOptions(family: .systemSmall))
        #expect(output.warnings.isEmpty, "\(output.warnings)")
    }
}
