import Foundation
import Glibc

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

    /// Opens the folder and everything in it to every user (folders 0777, files 0666), so a run as another
    /// user can read what a case set up and could write where the command would.
    func openToEveryone() {
        _ = chmod(path, 0o777)
        for name in listing() {
            let full = file(name)
            var status = stat()
            guard lstat(full, &status) == 0, status.st_mode & S_IFMT != S_IFLNK else { continue }
            _ = chmod(full, status.st_mode & S_IFMT == S_IFDIR ? 0o777 : 0o666)
        }
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

    /// Every entry below the folder with what would show a write or a replacement: its kind, permission
    /// bits, inode, link count, size and, for files, a checksum of its bytes (links are not followed).
    func state() -> [String] {
        listing().map { name in
            var status = stat()
            guard lstat(file(name), &status) == 0 else { return name + " (gone)" }
            var line = "\(name) mode \(String(status.st_mode, radix: 8)) inode \(status.st_ino) links \(status.st_nlink) size \(status.st_size)"
            if (status.st_mode & S_IFMT) == S_IFREG, status.st_size < 1 << 20,
               let data = FileManager.default.contents(atPath: file(name)) {
                line += " sum \(data.reduce(UInt64(0)) { $0 &* 31 &+ UInt64($1) })"
            }
            return line
        }
    }

    /// Deletes the folder.
    func remove() {
        _ = chmod(path, 0o755)
        try? FileManager.default.removeItem(atPath: path)
    }
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

extension BuiltBinary {
    /// `bash -c script` in `folder` with `$WR` naming the binary and the repository's fonts.
    static func shell(_ script: String, in folder: String) throws -> RunResult {
        try shell(script, in: folder, fonts: Repository.path("Fonts"))
    }
}
