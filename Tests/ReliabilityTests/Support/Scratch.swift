import Foundation

/// A fresh folder under the system's temporary folder, removed by ``remove()``.
struct Scratch {
    /// The folder's path (symbolic links resolved, so paths compare as the binary sees them).
    let path: String

    init(_ label: String = "reliability") throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
        let folder = base.appendingPathComponent("widgetrender-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.path
    }

    /// `name` inside the folder.
    func file(_ name: String) -> String { path + "/" + name }

    /// Writes `bytes` to `name` (creating folders on the way).
    func write(_ name: String, _ bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: file(name))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Writes `text` (UTF-8) to `name`.
    func write(_ name: String, _ text: String) throws { try write(name, Array(text.utf8)) }

    /// Every file and folder below the folder (hidden ones included), relative, sorted.
    func listing() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
        return (enumerator.allObjects as? [String] ?? []).sorted()
    }

    /// Deletes the folder.
    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// The repository this test target was built from.
enum Repository {
    /// The root folder (three levels above this file).
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// A path inside the repository.
    static func path(_ relative: String) -> String { root + "/" + relative }
}
