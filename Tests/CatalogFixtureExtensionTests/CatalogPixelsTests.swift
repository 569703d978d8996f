import AssetCatalog
@testable import CatalogFixtureExtension
import Foundation
import PNGCodec
import PreviewRun
import Render
import Snapshot
import TestSupport
import Testing
import WidgetPreviewRunner
import Views
import WidgetSnapshotTesting

/// The fixture extension (Tests/CatalogFixtureExtension: two catalogs, an AccentColor, a WidgetBackground
/// referencing a system colour, a "Separator" set) draws the same pixels through the preview runner
/// `widgetrender previews` builds and through `assertPreviewSnapshots` with no option, catalog and accent
/// colours included.
struct CatalogPixelsTests {
    /// The generated symbols name both catalogs, sorted (every catalog of a target gets symbols).
    @Test func generatedSymbolsNameEveryCatalog() {
        #expect(GeneratedAssetSymbols.catalogPaths.map { $0.split(separator: "/").last.map(String.init) ?? "" }
                == ["Assets.xcassets", "Brand.xcassets"])
        #expect(ColorResource.brand.name == "Brand")
        #expect(ColorResource.separator.name == "Separator")
        #expect(ColorResource.accent.name == "AccentColor")
    }

    /// Every render of every preview: the runner (given the catalogs the plugin found, as `previews` gives
    /// them) and the assertion (which finds them itself from this file) write identical pixels.
    @Test func previewsAndAssertPreviewSnapshotsDrawIdenticalPixels() async throws {
        let runnerFolder = try BuiltBinary.temporaryFolder().path
        let snapshotFolder = try BuiltBinary.temporaryFolder().path
        defer {
            try? FileManager.default.removeItem(atPath: runnerFolder)
            try? FileManager.default.removeItem(atPath: snapshotFolder)
        }
        let request = PreviewRunRequest(folder: runnerFolder, filter: "CatalogWidget",
                                        assetCatalogs: GeneratedAssetSymbols.catalogPaths)
        let report = try await PreviewRunner.run(request)
        let runnerFiles = report.renders.compactMap(\.fileName)
        #expect(report.renders.allSatisfy { $0.failure == nil }, "\(report.renders.compactMap(\.failure))")
        #expect(runnerFiles.count >= 4, "\(runnerFiles)")  // 2 entries × light, dark (and the other modes)

        var configuration = try WidgetSnapshotConfiguration.shared()
        configuration.snapshotDirectory = snapshotFolder
        let outcomes = await verifyPreviewSnapshots(module: "CatalogFixtureExtension", record: .all,
                                                    configuration: configuration, testName: "t")
        let recorded = outcomes.filter { if case .recorded = $0 { return true } else { return false } }
        #expect(recorded.count == outcomes.count, "\(outcomes.compactMap(\.failureMessage))")
        #expect(recorded.count == runnerFiles.count)

        for file in runnerFiles {
            let fromRunner = try PNGDecoder.decode(contentsOfFile: runnerFolder + "/" + file)
            // The same render under the test's name for it (`CatalogWidget-swift_63…` for `CatalogWidget.swift_63…`).
            let names = ["t." + file, "t." + file.replacingOccurrences(of: ".swift_", with: "-swift_")]
            let testFile = try #require(names.first { FileManager.default.fileExists(atPath: snapshotFolder + "/" + $0) },
                                        "no reference for \(file)")
            let fromTest = try PNGDecoder.decode(contentsOfFile: snapshotFolder + "/" + testFile)
            #expect(fromRunner == fromTest, "\(file) differs between previews and assertPreviewSnapshots")
        }
    }

    /// The catalog's colours are in the pixels: WidgetBackground (systemGray6, light and dark) behind the
    /// content, the AccentColor's green in the tint capsule and the progress bar, the catalog's
    /// "Separator" (not the system separator).
    @Test func catalogColoursAreDrawn() async throws {
        let folder = try BuiltBinary.temporaryFolder().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = try await PreviewRunner.run(PreviewRunRequest(folder: folder, filter: "CatalogWidget", modes: [.fullColor],
                                                                   assetCatalogs: GeneratedAssetSymbols.catalogPaths))
        let light = try #require(report.renders.first { $0.scheme == .light && $0.entry == 0 }?.fileName)
        let dark = try #require(report.renders.first { $0.scheme == .dark && $0.entry == 0 }?.fileName)
        let lightImage = try PNGDecoder.decode(contentsOfFile: folder + "/" + light)
        let darkImage = try PNGDecoder.decode(contentsOfFile: folder + "/" + dark)
        // The background, inside the rounded container, above the content.
        let x = lightImage.width / 2
        #expect(rgb(lightImage.pixel(x: x, y: 8)) == [242, 242, 247])
        #expect(rgb(darkImage.pixel(x: x, y: 8)) == [28, 28, 30])
        // The accent colour (0x1E, 0xA8, 0x3B light; 0x4C, 0xD9, 0x5E dark), drawn by the tint.
        #expect(count(lightImage, [0x1E, 0xA8, 0x3B]) > 100)
        #expect(count(darkImage, [0x4C, 0xD9, 0x5E]) > 100)
        #expect(count(lightImage, [0, 122, 255]) == 0, "system blue should not be drawn")
        // The catalog's Separator (display-p3 0.8, 0.2, 0.3 in sRGB), not the system separator.
        let separator = try #require(AssetCatalog(contentsOf: GeneratedAssetSymbols.catalogPaths)
            .color(named: "Separator")?.color(dark: false))
        let expected = [separator.red, separator.green, separator.blue].map { UInt8(($0 * 255).rounded()) }
        #expect(count(lightImage, expected, tolerance: 1) > 100, "\(expected)")
    }

    /// The `Widget` and view forms of the assertion find the catalogs too (the module of the widget's type).
    @Test func widgetAndViewFormsDrawTheCatalog() throws {
        let folder = try BuiltBinary.temporaryFolder().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var configuration = try WidgetSnapshotConfiguration.shared()
        configuration.snapshotDirectory = folder
        let entry = CatalogEntry(date: .distantPast, progress: 0.5)
        let options = WidgetRenderOptions(family: .systemSmall)
        let outcomes = [
            verifyWidgetSnapshot(of: CatalogWidget(), entry: entry, options: options, named: "widget", record: .all,
                                 configuration: configuration, testName: "t"),
            verifyWidgetSnapshot(of: CatalogWidgetView(entry: entry), options: options, named: "view", record: .all,
                                 configuration: configuration, testName: "t"),
        ]
        for outcome in outcomes {
            guard case .recorded = outcome else { Issue.record("\(outcome)"); continue }
        }
        for name in ["widget", "view"] {
            let image = try PNGDecoder.decode(contentsOfFile: folder + "/t.\(name).png")
            #expect(count(image, [0x1E, 0xA8, 0x3B]) > 100, "\(name): the AccentColor")
            #expect(count(image, [255, 149, 0], tolerance: 1) > 20, "\(name): Brand.xcassets' colour")
        }
        let widget = try PNGDecoder.decode(contentsOfFile: folder + "/t.widget.png")
        #expect(rgb(widget.pixel(x: widget.width / 2, y: 8)) == [242, 242, 247], "WidgetBackground")
    }

    private func rgb(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)?) -> [UInt8] {
        pixel.map { [$0.red, $0.green, $0.blue] } ?? []
    }

    private func count(_ image: PNGImage, _ color: [UInt8], tolerance: Int = 0) -> Int {
        var found = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let value = rgb(image.pixel(x: x, y: y))
                if value.count == 3, zip(value, color).allSatisfy({ abs(Int($0) - Int($1)) <= tolerance }) { found += 1 }
            }
        }
        return found
    }
}
