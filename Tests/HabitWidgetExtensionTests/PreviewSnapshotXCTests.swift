import XCTest
import WidgetSnapshotTesting

/// assertPreviewSnapshots from XCTest: the same call, failures reported through XCTFail.
final class PreviewSnapshotXCTests: XCTestCase {
    func testTheNamedTimelinePreviewMatchesItsReferences() async throws {
        await assertPreviewSnapshots(modes: [.fullColor], schemes: [.light], including: { $0.name == "Small" },
                                     configuration: try goldens())
    }
}
