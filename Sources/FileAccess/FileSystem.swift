// Folder and link operations of the program, over POSIX calls (mkdir(2), symlink(2), unlink(2), rmdir(2),
// stat(2)/lstat(2), realpath(3)): every file-system change other than writing a file's contents
// (OutputFile) goes through here, so each failure names its path and real cause (FileAccessError), and the
// calls that remove something remove only what they are asked to and only of the kind they expect: a link
// is removed only when it is still a symbolic link, a file only when it is a regular file, a folder tree
// without ever following a link out of it.
import Glibc

/// Kinds, real paths, folders and links.
///
/// ```swift
/// try FileSystem.makeFolders("out/renders")
/// try FileSystem.makeLink(at: "runner/Sources/Ext/View.swift", to: "/src/Ext/View.swift")
/// ```
public enum FileSystem {
    /// What `path` names, links followed; nil when nothing (or when it cannot be reached).
    public static func kind(of path: String) -> FileKind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileKind(mode: status.st_mode)
    }

    /// What `path` itself is, a symbolic link not followed; nil when nothing.
    public static func linkKind(of path: String) -> FileKind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return FileKind(mode: status.st_mode)
    }

    /// What changes when the file `path` reaches (links followed) is written, replaced or touched: its size,
    /// device, inode and its modification and status-change times in nanoseconds, as one line of text; nil
    /// when it cannot be stat'ed.
    public static func stamp(of path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        let changed = Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
        return "\(status.st_size) \(status.st_dev):\(status.st_ino) \(modified) \(changed)"
    }

    /// When the file `path` reaches (links followed) was last written, in nanoseconds since 1970; nil when it
    /// cannot be stat'ed.
    public static func modificationTime(of path: String) -> Int64? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
    }

    /// True when `path` names something (links followed).
    public static func exists(_ path: String) -> Bool { kind(of: path) != nil }

    /// True when `path` is a folder (links followed).
    public static func isFolder(_ path: String) -> Bool { kind(of: path) == .folder }

    /// The absolute path with every link, `.` and `..` resolved (realpath(3)); nil when it does not exist.
    public static func realPath(_ path: String) -> String? { SystemPath.realPath(path) }

    /// The text a symbolic link holds, as stored (relative or absolute); nil when `path` is not a link.
    public static func linkText(_ path: String) -> String? { SystemPath.linkText(path) }

    /// The folder for temporary files: $TMPDIR when set and not empty, else /tmp.
    public static func temporaryFolder() -> String {
        guard let value = getenv("TMPDIR") else { return "/tmp" }
        let text = String(cString: value)
        return text.isEmpty ? "/tmp" : text
    }

    /// The working folder (getcwd(3)); "." when it cannot be read.
    public static func currentFolder() -> String { SystemPath.currentFolder() ?? "." }

    /// The real path of `path`, which need not exist: the real path of its longest existing part, then the
    /// rest as given. `path` is made absolute against the working folder; `.` and `..` of the missing part
    /// are applied by name.
    public static func resolvedPath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : currentFolder() + "/" + path
        var parts = absolute.split(separator: "/").map(String.init)
        var missing: [String] = []
        while true {
            let prefix = "/" + parts.joined(separator: "/")
            if let real = realPath(prefix) {
                var result = real == "/" ? [] : real.split(separator: "/").map(String.init)
                for part in missing.reversed() {
                    if part == "." || part.isEmpty { continue }
                    if part == ".." { if !result.isEmpty { result.removeLast() }; continue }
                    result.append(part)
                }
                return "/" + result.joined(separator: "/")
            }
            guard let last = parts.popLast() else { return absolute }
            missing.append(last)
        }
    }

    /// True when `inner` is `outer` or lies inside it (both real absolute paths, compared by component).
    public static func contains(_ outer: String, _ inner: String) -> Bool {
        if outer == inner || outer == "/" { return true }
        return inner.hasPrefix(outer.hasSuffix("/") ? outer : outer + "/")
    }

    /// The names in the folder `path` (one level, without "." and ".."), in byte order; `.system` naming
    /// the cause (not a folder, permission …) when it cannot be listed.
    public static func names(in path: String) throws(FileAccessError) -> [String] {
        try FolderListing.names(path).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// mkdir -p: creates `path` and the folders above it that are missing; an existing folder is fine, an
    /// existing file (or anything else) at one of the names is an error naming it.
    public static func makeFolders(_ path: String) throws(FileAccessError) {
        if path.isEmpty { throw .emptyPath }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o777) != 0 {
                let code = errno
                guard code == EEXIST else { throw .system(path: prefix, operation: "create the folder", code: code) }
                if let kind = kind(of: prefix), kind != .folder { throw .notFolder(path: prefix, kind: kind) }
            }
            prefix += "/"
        }
    }

    /// mkdir -p below `base` (a folder of ours) without following links: every folder from `base` down
    /// to `base/relative` must be a real folder, not a symbolic link to one, so nothing is created outside
    /// `base` through a link someone put there.
    public static func makeFolders(_ relative: String, below base: String) throws(FileAccessError) {
        var prefix = base
        for component in relative.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o777) != 0 {
                let code = errno
                guard code == EEXIST else { throw .system(path: prefix, operation: "create the folder", code: code) }
                if let kind = linkKind(of: prefix), kind != .folder { throw .notFolder(path: prefix, kind: kind) }
            }
        }
    }

    /// Creates the symbolic link `path` holding `target`; anything already at `path` is an error naming it
    /// (nothing is replaced: remove a link of ours first with ``removeLink(_:)``).
    public static func makeLink(at path: String, to target: String) throws(FileAccessError) {
        guard symlink(target, path) == 0 else {
            let code = errno
            if code == EEXIST, let kind = linkKind(of: path) { throw .occupied(path: path, kind: kind) }
            throw .system(path: path, operation: "create the link", code: code)
        }
    }

    /// Removes the symbolic link `path` (never what it points to); anything else at `path` is an error
    /// naming its kind, and is left as it is.
    public static func removeLink(_ path: String) throws(FileAccessError) {
        guard let kind = linkKind(of: path) else { return }
        guard kind == .symbolicLink else { throw .occupied(path: path, kind: kind) }
        guard unlink(path) == 0 else { throw .system(path: path, operation: "remove the link", code: errno) }
    }

    /// Removes the regular file or symbolic link `path` (a temporary file of ours); a folder or a special
    /// file is an error. A missing file is fine.
    public static func removeFile(_ path: String) throws(FileAccessError) {
        guard let kind = linkKind(of: path) else { return }
        guard kind == .regular || kind == .symbolicLink else { throw .notRegularFile(path: path, kind: kind) }
        guard unlink(path) == 0 else { throw .system(path: path, operation: "remove", code: errno) }
    }

    /// Removes the folder `path` and everything in it (a folder of ours, such as a run's work folder):
    /// links inside are removed as links, never followed. A missing folder is fine.
    public static func removeTree(_ path: String) throws(FileAccessError) {
        guard let kind = linkKind(of: path) else { return }
        guard kind == .folder else { return try removeFile(path) }
        let walk = FolderWalk(followsLinks: false)
        // Deepest first: a folder's entries before the folder.
        for entry in try walk.entries(of: path).reversed() {
            let full = path + "/" + entry.path
            if entry.isFolder && !entry.isLink {
                guard rmdir(full) == 0 else { throw .system(path: full, operation: "remove the folder", code: errno) }
            } else {
                guard unlink(full) == 0 else { throw .system(path: full, operation: "remove", code: errno) }
            }
        }
        guard rmdir(path) == 0 else { throw .system(path: path, operation: "remove the folder", code: errno) }
    }
}
