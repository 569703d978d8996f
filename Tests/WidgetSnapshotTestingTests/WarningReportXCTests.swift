import Foundation
import Render
import Views
import Widgets
import WidgetSnapshotTesting
import XCTest

/// From XCTest (which has no non-failing issue on Linux) a render warning is a `file:line: warning:` line on
/// standard error, never a failure; with `strict: true` it is an XCTFail.
final class WarningReportXCTests: XCTestCase {
    private var failures: [String] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        failures.append(description)
    }

    func testAWarningIsNotAFailureAndStrictMakesItOne() throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        let unknown = Image(systemName: "sun.max.fil")
        assertWidgetSnapshot(of: unknown, family: .systemSmall, configuration: configuration)
        XCTAssertEqual(failures.count, 1, "the first run records its reference")
        assertWidgetSnapshot(of: unknown, family: .systemSmall, configuration: configuration)
        XCTAssertEqual(failures.count, 1, "the warning alone does not fail: \(failures)")
        assertWidgetSnapshot(of: unknown, family: .systemSmall, strict: true, configuration: configuration)
        XCTAssertEqual(failures.count, 2)
        XCTAssertTrue(failures.last?.contains("unknown symbol 'sun.max.fil'") == true)
    }

    func testAWidgetsTimelineWarnsWithoutFailing() async throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        await assertWidgetTimelineSnapshots(of: UnknownSymbolAppWidget(), family: .systemSmall, configuration: configuration)
        XCTAssertEqual(failures.count, 1, "two entries recorded: one failure listing both")
        await assertWidgetTimelineSnapshots(of: UnknownSymbolAppWidget(), family: .systemSmall, configuration: configuration)
        XCTAssertEqual(failures.count, 1)
    }
}
