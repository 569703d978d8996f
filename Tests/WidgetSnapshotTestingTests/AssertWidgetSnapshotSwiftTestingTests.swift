import Foundation
import Testing
import Views
import Widgets
import WidgetSnapshotTesting

/// assertWidgetSnapshot called from Swift Testing reports through `Issue.record` at the call site.
struct AssertWidgetSnapshotSwiftTestingTests {
    @Test func recordingFailsWithTheLookAtItMessageThenTheNextRunPasses() throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        let line = #line + 2
        withKnownIssue {
            assertWidgetSnapshot(of: SwatchWidget(), family: .systemSmall, configuration: configuration)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("No reference image was found") }
                && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "AssertWidgetSnapshotSwiftTestingTests.swift"
        }
        #expect(TemporaryDirectory.exists(directory.reference(
            "recordingFailsWithTheLookAtItMessageThenTheNextRunPasses.systemSmall-fullColor")))
        assertWidgetSnapshot(of: SwatchWidget(), family: .systemSmall, configuration: configuration)
    }

    @Test func mismatchFailsNamingTheArtifacts() throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        withKnownIssue {
            assertWidgetSnapshot(of: SwatchWidget(red: 100), family: .systemSmall, named: "swatch",
                                 configuration: configuration)
        }
        let diffPath = directory.artifact("mismatchFailsNamingTheArtifacts.swatch.diff").path
        withKnownIssue {
            assertWidgetSnapshot(of: SwatchWidget(red: 30), family: .systemSmall, named: "swatch",
                                 configuration: configuration)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("pixels differ") && $0.rawValue.contains(diffPath)
            }
        }
    }
}
