import Foundation
import Snapshot
import Testing

struct SnapshotLocationTests {
    @Test func referenceLivesInSnapshotsFolderBesideTheTestFile() {
        let location = SnapshotLocation(testFilePath: "/pkg/Tests/AppTests/HabitTests.swift", testName: "testSmall()",
                                        name: "systemSmall-fullColor-light", environment: [:])
        #expect(location.referenceFile.path
                == "/pkg/Tests/AppTests/__Snapshots__/HabitTests/testSmall.systemSmall-fullColor-light.png")
    }

    @Test func snapshotDirectoryReplacesTheDefaultFolder() {
        let location = SnapshotLocation(testFilePath: "/pkg/Tests/AppTests/HabitTests.swift", testName: "small()",
                                        name: "a", snapshotDirectory: "/refs", environment: [:])
        #expect(location.referenceFile.path == "/refs/small.a.png")
    }

    @Test func artifactsGoToSnapshotArtifactsWhenSet() {
        let location = SnapshotLocation(testFilePath: "/pkg/Tests/AppTests/HabitTests.swift", testName: "small()",
                                        name: "a", environment: ["SNAPSHOT_ARTIFACTS": "/artifacts"])
        #expect(location.artifactsDirectory.path == "/artifacts/HabitTests")
        #expect(location.actualFile.path == "/artifacts/HabitTests/small.a.actual.png")
        #expect(location.diffFile.path == "/artifacts/HabitTests/small.a.diff.png")
    }

    @Test func artifactsDefaultToTheBuildFolderOfThePackageRoot() {
        let location = SnapshotLocation(testFilePath: #filePath, testName: "t()", name: "a", environment: [:])
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        #expect(location.artifactsDirectory.path
                == root.appendingPathComponent(".build/snapshot-failures/SnapshotLocationTests").path)
    }

    @Test func artifactsFallBackToTheTemporaryFolderOutsideAPackage() {
        let location = SnapshotLocation(testFilePath: "/no-package-here/T.swift", testName: "t()", name: "a",
                                        environment: [:])
        #expect(location.artifactsDirectory.path.hasSuffix("snapshot-failures/T"))
        #expect(location.artifactsDirectory.path.hasPrefix(
            URL(fileURLWithPath: NSTemporaryDirectory()).standardizedFileURL.path))
    }

    @Test func sanitizingKeepsWordCharactersAndJoinsTheRestWithDashes() {
        #expect(SnapshotLocation.sanitizedPathComponent("testSmall()") == "testSmall")
        #expect(SnapshotLocation.sanitizedPathComponent("small widget (dark)") == "small-widget-dark")
        #expect(SnapshotLocation.sanitizedPathComponent("a_b/c..d") == "a_b-c-d")
        #expect(SnapshotLocation.sanitizedPathComponent("()") == "snapshot")
    }

    @Test func packageRootIsTheNearestFolderWithAPackageManifest() throws {
        let root = try #require(SnapshotLocation.packageRoot(containing: #filePath))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
        #expect(#filePath.hasPrefix(root.path + "/Tests/"))
    }
}
