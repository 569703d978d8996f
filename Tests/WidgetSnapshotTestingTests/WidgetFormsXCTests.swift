import Foundation
import WidgetApp
import Widgets
import WidgetSnapshotTesting
import XCTest

/// The `Widget` forms of assertWidgetSnapshot called from XCTest report through XCTFail.
final class WidgetFormsXCTests: XCTestCase {
    private var failures: [(description: String, line: Int)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        failures.append((description, lineNumber))
    }

    func testEntryFormRecordsThenPasses() throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        let entry = SwatchEntry(date: Date(timeIntervalSince1970: 0), red: 100)
        let line = #line; assertWidgetSnapshot(of: SwatchAppWidget(), family: .systemSmall, entry: entry, configuration: configuration)
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(failures.first?.description.contains("No reference image was found") == true)
        assertWidgetSnapshot(of: SwatchAppWidget(), family: .systemSmall, entry: entry, configuration: configuration)
        XCTAssertEqual(failures.count, 1)
    }

    func testPlaceholderFormWithNeverAndNoReferenceFails() throws {
        let directory = try TemporaryDirectory()
        assertWidgetPlaceholderSnapshot(of: SwatchAppWidget(), family: .systemSmall, record: .never,
                                        configuration: try directory.configuration())
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.contains("record mode is \"never\"") == true)
    }

    func testTimelineFormReportsEachEntry() async throws {
        let directory = try TemporaryDirectory()
        await assertWidgetTimelineSnapshots(of: SwatchAppWidget(), family: .systemSmall, record: .never,
                                            configuration: try directory.configuration())
        XCTAssertEqual(failures.count, 2)
    }
}
