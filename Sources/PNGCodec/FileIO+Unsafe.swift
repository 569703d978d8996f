// Bounded file reads and atomic file writes over POSIX calls (Glibc), for the PNG file helpers.
//
// Confined read: a read may require the file to be inside a folder. The check is made on the opened
// descriptor (its /proc/self/fd link names the file really opened), not on the name before opening, so
// a file swapped for a symbolic link between a document's check and the render is still refused.
//
// Atomic write: the bytes go to a temporary file in the destination's directory (same file system, so
// rename(2) is atomic: readers see the old file or the new one, never a partial one), which is then
// renamed over the destination; on any failure the temporary file is removed. Where Linux offers
// O_TMPFILE the temporary file has no name while it is written and is linked (complete) under a
// temporary name only just before the rename, so a process killed mid-write (SIGKILL, or SIGINT and
// SIGTERM, which run no cleanup) leaves no partial file under any name; elsewhere a uniquely named
// temporary file is written instead. No fsync: outputs are re-creatable renders, and fsync costs
// milliseconds of the CLI's 30 ms budget (DESIGN.md §7).
//
// Invariant: every pointer is a Swift array's buffer lent to one read/readlink/write call inside its
// `withUnsafe…` closure, with the buffer's own count (minus one for readlink's terminator) as the length, so
// the kernel never writes past it; what a call reports is checked against that length (asserted).
import Glibc

/// Whole-file reads with a size cap and atomic whole-file writes.
enum FileIO {
    /// Reads the whole file at `path`; throws `.fileTooLarge` as soon as it holds more than `maximumBytes`,
    /// without reading the rest. With `folder` (a document's image), the opened file must be inside it
    /// (``openedPath(_:path:)``), else `.outsideFolder` before anything is read, and must be a regular file:
    /// it is opened non-blocking, so a FIFO put in its place cannot hang the open waiting for a writer.
    static func readAll(path: String, maximumBytes: Int, insideFolder folder: String? = nil) throws(PNGError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | (folder == nil ? 0 : O_NONBLOCK))
        guard descriptor >= 0 else { throw systemError(path: path, operation: "open") }
        defer { close(descriptor) }
        var status = stat()
        let isRegularFile = fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
        if let folder {
            let resolved = openedPath(descriptor, path: path)
            let realFolder = realPath(folder) ?? folder
            let prefix = realFolder.hasSuffix("/") ? realFolder : realFolder + "/"
            guard let resolved, resolved.hasPrefix(prefix) else {
                throw .outsideFolder(path: path, resolvedPath: resolved ?? "an unknown file", folder: realFolder)
            }
            guard isRegularFile else { throw .fileSystem(path: path, operation: "read", message: "not a regular file") }
        }
        if isRegularFile, Int(status.st_size) > maximumBytes {
            throw .fileTooLarge(byteCount: Int(status.st_size), maximumByteCount: max(0, maximumBytes))
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in read(descriptor, buffer.baseAddress, buffer.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw systemError(path: path, operation: "read")
            }
            assert(count <= chunk.count, "FileIO: read reported more bytes than the buffer holds")
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            guard bytes.count <= maximumBytes else {
                throw .fileTooLarge(byteCount: bytes.count, maximumByteCount: max(0, maximumBytes))
            }
        }
    }

    /// The absolute path, symbolic links resolved, of the file `descriptor` has open: the kernel's
    /// `/proc/self/fd/N` link names the file actually opened, so a path swapped for a symbolic link after
    /// it was checked cannot slip through. Without /proc (not mounted in some containers) this falls back
    /// to realpath(3) of `path`, which resolves the name again and so leaves a window between the open and
    /// the check; nil when neither works.
    static func openedPath(_ descriptor: Int32, path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { bytes -> Int in
            guard let base = bytes.baseAddress else { return -1 }
            return readlink("/proc/self/fd/\(descriptor)", base, bytes.count - 1)
        }
        if count > 0, buffer[0] == CChar(UInt8(ascii: "/")) {
            return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        return realPath(path)
    }

    /// realpath(3): the absolute path with every symbolic link, `.` and `..` resolved; nil when it fails.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Replaces the file at `path` with `bytes` atomically (temporary file + rename); leaves nothing
    /// behind on failure.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(PNGError) {
        if let descriptor = openUnnamed(besides: path) {
            var isOpen = true
            defer { if isOpen { close(descriptor) } }
            try writeAll(bytes, to: descriptor, path: path)
            if try publish(descriptor, to: path, isOpen: &isOpen) { return }
        }
        let temporaryPath = temporaryPath(besides: path)
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw systemError(path: path, operation: "create a temporary file for") }
        var succeeded = false
        defer { if !succeeded { unlink(temporaryPath) } }
        do throws(PNGError) {
            try writeAll(bytes, to: descriptor, path: path)
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw systemError(path: path, operation: "write") }
        guard rename(temporaryPath, path) == 0 else { throw systemError(path: path, operation: "rename onto") }
        succeeded = true
    }

    /// Linux's O_TMPFILE (`__O_TMPFILE | O_DIRECTORY`, the generic value from asm-generic/fcntl.h, which
    /// x86-64 and arm64 use); Glibc's macro is not imported into Swift.
    static let temporaryFileFlag: Int32 = 0o20000000 | O_DIRECTORY

    /// A new file without a name in the directory of `path`, open for writing; nil where the system or
    /// the file system has no O_TMPFILE.
    static func openUnnamed(besides path: String) -> Int32? {
        let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? "."
        let descriptor = open(directory, temporaryFileFlag | O_WRONLY | O_CLOEXEC, 0o666)
        return descriptor >= 0 ? descriptor : nil
    }

    /// Links the complete unnamed file under a temporary name beside `path`, closes it (`isOpen` becomes
    /// false) and renames it over `path`. False, with nothing created and the descriptor still open, when
    /// it cannot be linked (no /proc): the caller then writes a named temporary file instead.
    static func publish(_ descriptor: Int32, to path: String, isOpen: inout Bool) throws(PNGError) -> Bool {
        let temporaryPath = temporaryPath(besides: path)
        guard linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, temporaryPath, AT_SYMLINK_FOLLOW) == 0 else {
            return false
        }
        var renamed = false
        defer { if !renamed { unlink(temporaryPath) } }
        isOpen = false
        guard close(descriptor) == 0 else { throw systemError(path: path, operation: "write") }
        guard rename(temporaryPath, path) == 0 else { throw systemError(path: path, operation: "rename onto") }
        renamed = true
        return true
    }

    /// Writes every byte, retrying short writes and EINTR.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(PNGError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw systemError(path: path, operation: "write")
            }
            offset += written
        }
    }

    /// `<directory>/.<name>.<pid>.<random>.tmp` next to `path`.
    private static func temporaryPath(besides path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        return "\(directory).\(name).\(getpid()).\(suffix).tmp"
    }

    /// A `.fileSystem` error with the text of the current `errno`.
    private static func systemError(path: String, operation: String) -> PNGError {
        let code = errno
        let message = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        return .fileSystem(path: path, operation: operation, message: message)
    }
}
