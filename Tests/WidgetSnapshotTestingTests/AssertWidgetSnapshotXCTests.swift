import Foundation
import Views
import Widgets
import WidgetSnapshotTesting
import XCTest

/// assertWidgetSnapshot called from XCTest reports through XCTFail; failures are captured here.
final class AssertWidgetSnapshotXCTests: XCTestCase {
    private var failures: [(description: String, file: String, line: Int)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        failures.append((description, filePath, lineNumber))
    }

    func testRecordingFailsWithTheLookAtItMessageThenTheNextRunPasses() throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        let line = #line; assertWidgetSnapshot(of: SwatchWidget(), family: .systemSmall, configuration: configuration)
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.contains("No reference image was found") == true)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertTrue(TemporaryDirectory.exists(directory.reference(
            "testRecordingFailsWithTheLookAtItMessageThenTheNextRunPasses.systemSmall-fullColor")))
        assertWidgetSnapshot(of: SwatchWidget(), family: .systemSmall, configuration: configuration)
        XCTAssertEqual(failures.count, 1)
    }

    func testNeverWithAMissingReferenceFails() throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration()
        assertWidgetSnapshot(of: SwatchWidget(), family: .systemSmall, record: .never, configuration: configuration)
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.contains("record mode is \"never\"") == true)
    }
}
