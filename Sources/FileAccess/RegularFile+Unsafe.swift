// Opening input files safely: the one function every reader of the program goes through.
//
// A file is opened with O_NONBLOCK, so a FIFO (or a device) put where a document, an image or a font was
// expected cannot hang the open waiting for a writer, and O_NOCTTY, so a terminal never becomes the
// controlling one. Then fstat on the opened descriptor (not the name, which could be swapped meanwhile)
// must say "regular file" before a byte is read; anything else is closed and refused with its kind.
// For a regular file O_NONBLOCK changes nothing (reads of regular files never block on Linux).
// Invariant of the unsafe code below: every buffer passed to read(2) is the base of a live array
// with at least the count passed.
import Glibc

/// A regular file opened for reading, checked with fstat before anything is read.
///
/// ```swift
/// let file = try RegularFile.open("widget.json")
/// defer { file.close() }
/// let bytes = try file.readAll(limit: 1 << 20)
/// ```
public struct RegularFile: Sendable {
    /// The open descriptor.
    public let descriptor: Int32
    /// The path it was opened by (for messages).
    public let path: String
    /// Its size when opened, in bytes.
    public let byteCount: Int
    /// Its device and inode: which file it is, whatever the name.
    public let identity: FileIdentity

    /// Opens `path` non-blocking and requires a regular file; throws `.notRegularFile` for a folder,
    /// FIFO, device or socket, `.system` (with the real cause: a link loop, permission …) when it fails.
    public static func open(_ path: String) throws(FileAccessError) -> RegularFile {
        let (descriptor, status) = try openRegular(path, flags: O_RDONLY, operation: "open")
        return RegularFile(descriptor: descriptor, path: path, byteCount: Int(status.st_size),
                           identity: FileIdentity(status))
    }

    /// Opens `path` with `flags` (plus O_CLOEXEC, O_NONBLOCK and O_NOCTTY) and `mode` (for O_CREAT), and requires
    /// a regular file by fstat on the opened descriptor: the descriptor and its status, or the descriptor closed
    /// and `.notRegularFile` / `.system` (naming `operation`) thrown. With O_NOFOLLOW, a symbolic link at `path`
    /// (ELOOP) is `.notRegularFile` with the link's kind. The one opener of this module's readers and of FileLock.
    static func openRegular(_ path: String, flags: Int32, mode: mode_t = 0,
                            operation: String) throws(FileAccessError) -> (descriptor: Int32, status: stat) {
        let descriptor = Glibc.open(path, flags | O_CLOEXEC | O_NONBLOCK | O_NOCTTY, mode)
        guard descriptor >= 0 else {
            let code = errno
            if code == ELOOP, flags & O_NOFOLLOW != 0, let kind = FileSystem.linkKind(of: path) {
                throw .notRegularFile(path: path, kind: kind)
            }
            throw .system(path: path, operation: operation, code: code)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            Glibc.close(descriptor)
            throw .system(path: path, operation: operation, code: code)
        }
        let kind = FileKind(mode: status.st_mode)
        guard kind == .regular else {
            Glibc.close(descriptor)
            throw .notRegularFile(path: path, kind: kind)
        }
        return (descriptor, status)
    }

    /// Opens and reads the whole of `path`, refusing more than `limit` bytes (from its size first).
    public static func readAll(_ path: String, limit: Int) throws(FileAccessError) -> [UInt8] {
        let file = try open(path)
        defer { file.close() }
        return try file.readAll(limit: limit)
    }

    /// Every byte of the file, refusing more than `limit` bytes: from the size fstat gave before reading,
    /// and again while reading (a file growing meanwhile), so at most `limit + 1` bytes are read.
    public func readAll(limit: Int) throws(FileAccessError) -> [UInt8] {
        let limit = max(0, limit)
        if byteCount > limit { throw .tooLarge(path: path, byteCount: byteCount, limit: limit) }
        var bytes = [UInt8]()
        bytes.reserveCapacity(byteCount)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in Glibc.read(descriptor, buffer.baseAddress, buffer.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(path: path, operation: "read", code: errno)
            }
            if count == 0 { return bytes }
            assert(count <= chunk.count, "read(2) reported more bytes than the buffer holds")
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { throw .tooLarge(path: path, byteCount: bytes.count, limit: limit) }
        }
    }

    /// Reads exactly `count` bytes into `buffer` (a file that shrank meanwhile is an error).
    public func read(into buffer: UnsafeMutableRawPointer, count: Int) throws(FileAccessError) {
        var done = 0
        while done < count {
            let n = Glibc.read(descriptor, buffer + done, count - done)
            if n < 0, errno == EINTR { continue }
            if n < 0 { throw .system(path: path, operation: "read", code: errno) }
            if n == 0 { throw .system(path: path, operation: "read", code: EIO) }
            assert(n <= count - done, "read(2) reported more bytes than were asked for")
            done += n
        }
    }

    /// Closes the descriptor (once; the value must not be used afterwards).
    public func close() {
        Glibc.close(descriptor)
    }
}

/// Which file a path or descriptor reaches: its device and inode numbers.
public struct FileIdentity: Hashable, Sendable {
    /// `st_dev`.
    public var device: UInt64
    /// `st_ino`.
    public var inode: UInt64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// The identity of the file `path` reaches (links followed), or nil when it cannot be stat'ed.
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }
}
