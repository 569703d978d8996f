// Checked writes to standard output and standard error: a failed write is an error the caller
// reports, never ignored. Invariant: write(2) gets a pointer into a live array and its remaining count.
import Glibc

/// Writes to the process's standard streams, reporting every failure.
///
/// ```swift
/// try StandardStream.write(Array("hello\n".utf8), to: STDOUT_FILENO)
/// ```
public enum StandardStream {
    /// Writes every byte of `bytes` to `descriptor` (1 or 2); throws `.system` with the errno (EPIPE for a
    /// closed pipe, ENOSPC for a full disk, EBADF for a closed stream).
    public static func write(_ bytes: [UInt8], to descriptor: Int32) throws(FileAccessError) {
        assert(descriptor == STDOUT_FILENO || descriptor == STDERR_FILENO, "not a standard output stream")
        let name = descriptor == STDERR_FILENO ? "standard error" : "standard output"
        if closedAtStart.contains(descriptor) { throw .system(path: name, operation: "write to", code: EBADF) }
        do throws(FileAccessError) {
            try OutputFile.writeAll(bytes, to: descriptor, path: name)
        } catch {
            if case .system(_, _, let code) = error { throw .system(path: name, operation: "write to", code: code) }
            throw error
        }
    }

    /// The standard descriptors (0, 1, 2) that were closed when ``reserveClosedDescriptors()`` ran.
    nonisolated(unsafe) public private(set) static var closedAtStart: Set<Int32> = []

    /// Call first thing in `main`: any of descriptors 0, 1, 2 that is closed is filled with /dev/null, so
    /// that a file opened later never becomes "standard output" by chance, and remembered as closed, so
    /// that writing to it is still the error it should be.
    public static func reserveClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 {
            let opened = open("/dev/null", O_RDWR | O_NOCTTY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
            closedAtStart.insert(descriptor)
        }
    }
}
