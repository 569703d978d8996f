// Where a snapshot's reference image lives, in swift-snapshot-testing's layout
// (`<test file's folder>/__Snapshots__/<TestFileName>/<testName>.<name>.png`), and where the images of a
// failure go (`$SNAPSHOT_ARTIFACTS/<TestFileName>/`, else `<package root>/.build/snapshot-failures/<TestFileName>/`).
import PortableFoundation

/// The reference image of one snapshot and the folder its failure artifacts (actual, diff) are written to.
///
/// ```swift
/// let location = SnapshotLocation(testFilePath: "/pkg/Tests/AppTests/HabitTests.swift",
///                                 testName: "testSmall()", name: "systemSmall-fullColor")
/// location.referenceFile.path   // /pkg/Tests/AppTests/__Snapshots__/HabitTests/testSmall.systemSmall-fullColor.png
/// location.artifactsDirectory   // /pkg/.build/snapshot-failures/HabitTests (no SNAPSHOT_ARTIFACTS set)
/// ```
public struct SnapshotLocation: Hashable, Sendable {
    /// The reference PNG.
    public var referenceFile: URL
    /// The folder the actual and diff images of a mismatch are written to.
    public var artifactsDirectory: URL

    /// The environment variable naming a folder for failure artifacts (swift-snapshot-testing's name).
    public static let artifactsEnvironmentVariable = "SNAPSHOT_ARTIFACTS"

    /// A location given explicitly.
    public init(referenceFile: URL, artifactsDirectory: URL) {
        self.referenceFile = referenceFile
        self.artifactsDirectory = artifactsDirectory
    }

    /// The location swift-snapshot-testing would use for a test in `testFilePath`.
    ///
    /// - Parameters:
    ///   - testFilePath: the test file (`#filePath`).
    ///   - testName: the test function (`#function`); `testSmall()` becomes `testSmall`.
    ///   - name: the snapshot's name within the test.
    ///   - snapshotDirectory: a folder that replaces `__Snapshots__/<TestFileName>`.
    ///   - artifactsDirectory: a folder that replaces the default artifacts folder.
    ///   - environment: where `SNAPSHOT_ARTIFACTS` is looked up.
    public init(testFilePath: String, testName: String, name: String, snapshotDirectory: String? = nil,
                artifactsDirectory: String? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        let testFile = URL(fileURLWithPath: testFilePath, isDirectory: false)
        let fileName = testFile.deletingPathExtension().lastPathComponent
        let directory = snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(fileName, isDirectory: true)
        let base = Self.sanitizedPathComponent(testName) + "." + Self.sanitizedPathComponent(name)
        let artifacts: URL
        if let explicit = artifactsDirectory {
            artifacts = URL(fileURLWithPath: explicit, isDirectory: true)
        } else if let fromEnvironment = environment[Self.artifactsEnvironmentVariable], !fromEnvironment.isEmpty {
            artifacts = URL(fileURLWithPath: fromEnvironment, isDirectory: true).appendingPathComponent(fileName)
        } else if let root = Self.packageRoot(containing: testFilePath) {
            artifacts = root.appendingPathComponent(".build/snapshot-failures", isDirectory: true)
                .appendingPathComponent(fileName, isDirectory: true)
        } else {
            artifacts = FileManager.default.temporaryDirectory
                .appendingPathComponent("snapshot-failures", isDirectory: true)
                .appendingPathComponent(fileName, isDirectory: true)
        }
        self.init(referenceFile: directory.appendingPathComponent(base + ".png"), artifactsDirectory: artifacts)
    }

    /// Where the actual image of a mismatch is written: `<artifacts>/<reference name>.actual.png`.
    public var actualFile: URL { artifactFile("actual") }

    /// Where the diff image of a mismatch is written: `<artifacts>/<reference name>.diff.png`.
    public var diffFile: URL { artifactFile("diff") }

    private func artifactFile(_ kind: String) -> URL {
        let base = referenceFile.deletingPathExtension().lastPathComponent
        return artifactsDirectory.appendingPathComponent("\(base).\(kind).png")
    }

    /// A file-name component as swift-snapshot-testing makes it: every run of characters other than
    /// letters, digits and `_` becomes `-`, and dashes at either end are dropped (`testSmall()` →
    /// `testSmall`). An empty result becomes `snapshot`.
    public static func sanitizedPathComponent(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "snapshot" : result
    }

    /// The nearest folder above `filePath` that holds a `Package.swift` (at most 32 levels up), or nil.
    public static func packageRoot(containing filePath: String) -> URL? {
        var directory = URL(fileURLWithPath: filePath, isDirectory: false).deletingLastPathComponent()
        for _ in 0..<32 {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
        return nil
    }
}
