// Where an output path writes, decided before anything is rendered or written (docs/limits.md
// "Output files"). The rules:
//  - "" is refused; "-", "/dev/stdout" and "/dev/fd/1" are standard output (written directly, no /proc);
//  - the null device (a character device 1:3, such as /dev/null) is written to as a stream: it is opened
//    and written, never replaced, so it stays a device even for root;
//  - any other folder, FIFO, device or socket is refused;
//  - a symbolic link is written through: the file it points to is replaced, the link stays a link; a link
//    to a missing file in a missing folder is refused;
//  - a regular file with other hard links is refused (replacing it would split it from its other names);
//  - a file that is an input of the same command (same device and inode) is refused;
//  - anything else is replaced atomically, keeping the replaced file's mode (OutputFile+Unsafe.swift).
import Glibc

/// What writing to an output path means, after following symbolic links and checking the file's kind.
public enum OutputDestination: Equatable, Sendable {
    /// The process's standard output (`-`, `/dev/stdout`, `/dev/fd/1`).
    case standardOutput
    /// The null device at this path: written to, never replaced.
    case nullDevice(String)
    /// A regular file, new (`mode` nil) or replaced (its permission bits kept).
    case file(path: String, mode: mode_t?, owner: (uid: uid_t, gid: gid_t)?)

    public static func == (lhs: OutputDestination, rhs: OutputDestination) -> Bool {
        switch (lhs, rhs) {
        case (.standardOutput, .standardOutput): return true
        case let (.nullDevice(a), .nullDevice(b)): return a == b
        case let (.file(a, ma, oa), .file(b, mb, ob)): return a == b && ma == mb && oa?.uid == ob?.uid && oa?.gid == ob?.gid
        default: return false
        }
    }

    /// The destination of `path`, refusing what may not be written (see the rules above). `inputs` are the
    /// files the same command reads: the output may not be one of them, whatever name reaches it.
    public static func resolve(_ path: String, inputs: [String] = []) throws(FileAccessError) -> OutputDestination {
        if path.isEmpty { throw .emptyPath }
        if path == "-" || path == "/dev/stdout" || path == "/dev/fd/1" { return .standardOutput }
        var status = stat()
        guard lstat(path, &status) == 0 else {
            let code = errno
            if code == ENOENT { return .file(path: path, mode: nil, owner: nil) }
            throw .system(path: path, operation: "write", code: code)
        }
        var target = path
        if FileKind(mode: status.st_mode) == .symbolicLink {
            guard stat(path, &status) == 0 else {
                let code = errno
                if code != ENOENT { throw .system(path: path, operation: "write", code: code) }
                // A link to a file still to be created: write through to the name it holds.
                guard let linked = SystemPath.linkTarget(path), parentExists(linked) else { throw .danglingLink(path: path) }
                return .file(path: linked, mode: nil, owner: nil)
            }
            guard let resolved = SystemPath.realPath(path) else { throw .system(path: path, operation: "write", code: errno) }
            target = resolved
        }
        let kind = FileKind(mode: status.st_mode)
        if kind == .characterDevice, isNullDevice(status.st_rdev) { return .nullDevice(target) }
        guard kind == .regular else { throw .notRegularFile(path: path, kind: kind) }
        let identity = FileIdentity(status)
        if let input = inputs.first(where: { FileIdentity(path: $0) == identity }) {
            throw .sameAsInput(path: path, input: input)
        }
        if status.st_nlink > 1 { throw .hardLinked(path: path, linkCount: Int(status.st_nlink)) }
        return .file(path: target, mode: status.st_mode & 0o7777, owner: (status.st_uid, status.st_gid))
    }

    /// Linux's null device is character device 1:3 (Documentation/admin-guide/devices.txt).
    static func isNullDevice(_ device: dev_t) -> Bool {
        // gnu_dev_major / gnu_dev_minor, spelled out (the glibc macros are not imported into Swift).
        let major = ((device >> 8) & 0xFFF) | ((device >> 32) & ~0xFFF)
        let minor = (device & 0xFF) | ((device >> 12) & ~0xFF)
        return major == 1 && minor == 3
    }

    /// True when the folder part of `path` exists as a folder.
    static func parentExists(_ path: String) -> Bool {
        var status = stat()
        return stat(folder(of: path), &status) == 0 && FileKind(mode: status.st_mode) == .folder
    }

    /// The folder part of `path` ("." for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

}
