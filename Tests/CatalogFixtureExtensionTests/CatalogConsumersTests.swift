@testable import CatalogFixtureExtension
import Foundation
import PNGCodec
import SnapshotTesting
import TestSupport
import Testing
import Views
import WidgetSnapshotTesting

/// The legibility assertion and the swift-snapshot-testing strategy read the extension's catalogs like
/// `assertWidgetSnapshot`: found beside the module's sources from the test file, with no option.
struct CatalogConsumersTests {
    /// The strategy draws the AccentColor and Brand.xcassets' colour (without the catalogs neither is drawn).
    @Test func snapshotTestingStrategyDrawsTheCatalog() throws {
        let folder = try BuiltBinary.temporaryFolder().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let view = CatalogWidgetView(entry: CatalogEntry(date: .distantPast, progress: 0.5))
        let message = verifySnapshot(of: view, as: .widget(family: .systemSmall), named: "view", record: .missing,
                                     snapshotDirectory: folder, testName: "t")
        #expect(message?.contains("No reference was found on disk") == true, "\(message ?? "")")
        let image = try PNGDecoder.decode(contentsOfFile: folder + "/t.view.png")
        #expect(count(image, [0x1E, 0xA8, 0x3B]) > 100, "the AccentColor")
        #expect(count(image, [255, 149, 0], tolerance: 1) > 20, "Brand.xcassets' colour")
    }

    /// Text in the catalog's WidgetBackground over WidgetBackground (HiddenLabel, a view of the fixture
    /// module) has no contrast: the check finds it only when it reads the catalog (a missing colour draws
    /// nothing to measure).
    @Test func legibilityCheckReadsTheCatalogsColours() {
        withKnownIssue {
            assertWidgetLegible(of: HiddenLabel(), families: [.systemSmall], schemes: [.light], kinds: [.lowContrast])
        } matching: { issue in
            "\(issue)".contains("Text \"Hidden\"") && "\(issue)".contains("low contrast, 1.00:1")
        }
    }

    private func count(_ image: PNGImage, _ color: [UInt8], tolerance: Int = 0) -> Int {
        var found = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                guard let pixel = image.pixel(x: x, y: y) else { continue }
                if abs(Int(pixel.red) - Int(color[0])) <= tolerance, abs(Int(pixel.green) - Int(color[1])) <= tolerance,
                   abs(Int(pixel.blue) - Int(color[2])) <= tolerance { found += 1 }
            }
        }
        return found
    }
}
