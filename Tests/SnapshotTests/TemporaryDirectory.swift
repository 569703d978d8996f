import Foundation

/// A fresh folder under the system's temporary folder, removed when the value goes away.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("snapshot-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// A location whose reference and artifacts both live in this folder.
    func location(_ name: String = "case") -> SnapshotLocationFixture {
        SnapshotLocationFixture(root: url, name: name)
    }

    /// True when a file exists at `url`.
    static func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
}
