// A scratch file without a name: bytes a command keeps aside while it works (the gallery's contact-sheet
// thumbnails), read back by the range `append` returned, and gone when the file is closed — or when the process
// dies, since no name ever points at it. The method is the classic spool file: O_TMPFILE in the output folder
// where Linux offers it (the same flag OutputFile uses), else a named file created with O_EXCL and unlinked at
// once, so in both cases no file of the user's is touched and none is left behind.
// Appends from several threads are safe: each reserves its byte range under a mutex and writes it with
// pwrite(2) at that offset, so writers never share a file position.
// Invariant of the unsafe code: pwrite(2) and pread(2) are given a pointer into a live array and at most its
// remaining count, at an offset inside the range the caller reserved.
import Glibc
import Synchronization

/// An unnamed scratch file in a folder: append bytes, read them back by range.
///
/// ```swift
/// let spool = try SpoolFile(in: "/tmp/out")
/// let range = try spool.append(thumbnailPNG)
/// let again = try spool.read(range)        // == thumbnailPNG
/// ```
public final class SpoolFile: Sendable {
    private let descriptor: Int32
    /// The folder, for error messages.
    private let folder: String
    /// The end of the reserved bytes.
    private let end = Mutex<Int>(0)

    /// Opens a new, empty scratch file in `folder` (which must exist and be writable).
    public init(in folder: String) throws(FileAccessError) {
        self.folder = folder
        if let unnamed = OutputFile.openUnnamed(in: folder, access: O_RDWR) {
            descriptor = unnamed
            return
        }
        let path = OutputFile.temporaryName(in: folder)
        let named = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard named >= 0 else { throw .system(path: folder, operation: "create a scratch file in", code: errno) }
        unlink(path)
        descriptor = named
    }

    deinit { close(descriptor) }

    /// Writes `bytes` after everything appended so far; the range of the file they now occupy.
    public func append(_ bytes: [UInt8]) throws(FileAccessError) -> Range<Int> {
        let start = end.withLock { end in
            defer { end += bytes.count }
            return end
        }
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                pwrite(descriptor, buffer.baseAddress.map { $0 + done }, buffer.count - done, off_t(start + done))
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw .system(path: folder, operation: "write a scratch file in", code: errno)
            }
            assert(written > 0 && written <= bytes.count - done, "pwrite(2) wrote outside the range it was given")
            done += written
        }
        return start..<(start + bytes.count)
    }

    /// The bytes of `range`, as ``append(_:)`` returned it.
    public func read(_ range: Range<Int>) throws(FileAccessError) -> [UInt8] {
        precondition(range.lowerBound >= 0 && range.upperBound <= end.withLock { $0 }, "a range never appended")
        var bytes = [UInt8](repeating: 0, count: range.count)
        var done = 0
        while done < range.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress.map { $0 + done }, buffer.count - done,
                      off_t(range.lowerBound + done))
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(path: folder, operation: "read a scratch file in", code: errno)
            }
            guard count > 0 else { throw .system(path: folder, operation: "read a scratch file in", code: EIO) }
            assert(count <= range.count - done, "pread(2) read more than it was given room for")
            done += count
        }
        return bytes
    }
}
