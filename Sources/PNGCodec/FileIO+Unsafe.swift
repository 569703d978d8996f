// Bounded file reads for the PNG file helpers, over FileAccess (the program's one file opener and one
// output writer).
//
// Confined read: a read may require the file to be inside a folder. The check is made on the opened
// descriptor (its /proc/self/fd link names the file really opened), not on the name before opening, so
// a file swapped for a symbolic link between a document's check and the render is still refused.
// Every file is opened non-blocking and must be a regular file (RegularFile.open), confined or not, so a
// FIFO never hangs a read.
//
// Invariant: the one pointer here is a Swift array's buffer lent to readlink(2) inside its `withUnsafe…`
// closure with the buffer's count minus one (room for no terminator is needed: the length is returned), so the
// kernel never writes past it; the length it reports is checked against the buffer (asserted).
import FileAccess
import Glibc

/// Whole-file reads with a size cap, and writes through FileAccess's output writer.
enum FileIO {
    /// Reads the whole file at `path`; throws `.fileTooLarge` as soon as it holds more than `maximumBytes`,
    /// without reading the rest. With `folder` (a document's image), the opened file must be inside it
    /// (``openedPath(_:path:)``), else `.outsideFolder` before anything is read.
    static func readAll(path: String, maximumBytes: Int, insideFolder folder: String? = nil) throws(PNGError) -> [UInt8] {
        let file: RegularFile
        do { file = try RegularFile.open(path) } catch { throw pngError(error, path: path) }
        defer { file.close() }
        if let folder {
            let resolved = openedPath(file.descriptor, path: path)
            let realFolder = realPath(folder) ?? folder
            let prefix = realFolder.hasSuffix("/") ? realFolder : realFolder + "/"
            guard let resolved, resolved.hasPrefix(prefix) else {
                throw .outsideFolder(path: path, resolvedPath: resolved ?? "an unknown file", folder: realFolder)
            }
        }
        do { return try file.readAll(limit: maximumBytes) } catch { throw pngError(error, path: path) }
    }

    /// Replaces the file at `path` with `bytes` through FileAccess's writer (atomic, special files refused).
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(PNGError) {
        do { try OutputFile.write(bytes, to: path) } catch { throw pngError(error, path: path, operation: "write") }
    }

    /// The PNGError of a FileAccess error.
    static func pngError(_ error: FileAccessError, path: String, operation: String = "read") -> PNGError {
        switch error {
        case let .tooLarge(_, byteCount, limit): return .fileTooLarge(byteCount: byteCount, maximumByteCount: limit)
        case let .system(path, operation, code):
            return .fileSystem(path: path, operation: operation, message: FileAccessError.plainWords(code))
        case let .notRegularFile(path, kind):
            return .fileSystem(path: path, operation: operation, message: "it is \(kind), not a regular file")
        default:
            return .fileSystem(path: path, operation: operation, message: error.description)
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
        assert(count < buffer.count, "FileIO: readlink reported more bytes than the buffer holds")
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
}
