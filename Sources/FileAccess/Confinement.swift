// The one confinement of files to a folder (a document's `{"path": …}` images, every file an asset catalog
// names): a path is accepted only when its real path (realpath(3): every symbolic link, `.` and `..`
// resolved) lies inside the folder's real path, so links are followed only while they stay inside. The
// check is made twice: when the path is read (`check`), and again on the opened descriptor when the file is
// read (`open`: /proc/self/fd/N names the file really opened), so a file swapped for a link out of the
// folder in between is refused too. Without /proc the second check resolves the name again (realpath),
// which leaves a window between the open and the check.
import Glibc

/// Files that must stay inside a folder.
///
/// ```swift
/// let folder = try Confinement.check("docs/art/tile.png", inside: "docs")   // the folder's real path
/// let file = try Confinement.open("docs/art/tile.png", inside: folder)
/// ```
public enum Confinement {
    /// Checks that `path` resolves inside `folder`; returns the folder's real path. Throws `.outsideFolder`
    /// for a path that leaves it, `.system` (a link loop, a missing file …) when it cannot be resolved.
    @discardableResult
    public static func check(_ path: String, inside folder: String) throws(FileAccessError) -> String {
        let realFolder = SystemPath.realPath(folder) ?? folder
        guard let real = SystemPath.realPath(path) else { throw .system(path: path, operation: "open", code: errno) }
        guard FileSystem.contains(realFolder, real), real != realFolder else {
            throw .outsideFolder(path: path, resolved: real, folder: realFolder)
        }
        return realFolder
    }

    /// Opens `path` as a regular file (RegularFile.open) and checks, on the opened descriptor, that the file
    /// is inside `folder`; `.outsideFolder` otherwise, before anything is read.
    public static func open(_ path: String, inside folder: String) throws(FileAccessError) -> RegularFile {
        let file = try RegularFile.open(path)
        let realFolder = SystemPath.realPath(folder) ?? folder
        let opened = SystemPath.linkText("/proc/self/fd/\(file.descriptor)").flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? SystemPath.realPath(path)
        guard let opened, FileSystem.contains(realFolder, opened), opened != realFolder else {
            file.close()
            throw .outsideFolder(path: path, resolved: opened ?? "an unknown file", folder: realFolder)
        }
        return file
    }

    /// Reads the whole of `path`, refusing more than `limit` bytes: opened with ``open(_:inside:)`` when
    /// `folder` is given (a catalog's file), else as a plain regular file.
    public static func readAll(_ path: String, inside folder: String?, limit: Int) throws(FileAccessError) -> [UInt8] {
        guard let folder else { return try RegularFile.readAll(path, limit: limit) }
        let file = try open(path, inside: folder)
        defer { file.close() }
        return try file.readAll(limit: limit)
    }

    /// The one wording of a path refused for leaving its folder: `quoted` (the path as its source names it)
    /// and the folder's role ("the document's folder", "the asset catalog's folder").
    public static func linkOutMessage(_ quoted: String, folder role: String) -> String {
        "\(quoted) is a symbolic link out of \(role); image paths may not leave it"
    }
}
