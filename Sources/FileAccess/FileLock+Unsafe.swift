// An advisory lock on a file of ours, held by an open descriptor: flock(2) with LOCK_EX, as SwiftPM locks its
// scratch folder. The kernel lets go of it when the descriptor closes, so a process that ends (crashes, is
// killed) never leaves a stale lock behind, and the descriptor is opened O_CLOEXEC so no child inherits it.
// The lock file is created if missing (O_CREAT without O_TRUNC: nothing in it is read or changed), opened
// O_NOFOLLOW | O_NONBLOCK so a link or FIFO put at its name is refused, not followed or waited on, and must be
// a regular file (fstat on the opened descriptor) — RegularFile.openRegular, the module's one opener.
// Invariant of the unsafe code below: only the descriptor `acquire` opened is locked, and it is closed exactly once.
import Glibc

/// An exclusive advisory lock on a file, held while a closure runs.
///
/// ```swift
/// try FileLock.holding(folder + "/.lock", waiting: { print("waiting") }) { try build() }
/// ```
public enum FileLock {
    /// Locks `path` (created when missing), runs `body`, and lets go (also when `body` throws). When another
    /// process holds the lock, `waiting` is called once and the call blocks until that process lets go.
    /// Throws a ``FileAccessError``: `.notRegularFile` for anything but a regular file at `path` (a symbolic
    /// link included), `.system` when the file cannot be opened or locked; else what `body` throws.
    public static func holding<T>(_ path: String, waiting: () -> Void = {}, _ body: () throws -> T) throws -> T {
        let descriptor = try acquire(path, waiting: waiting)
        defer { Glibc.close(descriptor) }
        return try body()
    }

    /// Opens and locks `path`; the descriptor holding the lock.
    private static func acquire(_ path: String, waiting: () -> Void) throws(FileAccessError) -> Int32 {
        let descriptor = try RegularFile.openRegular(path, flags: O_RDWR | O_CREAT | O_NOFOLLOW, mode: 0o644,
                                                     operation: "open the lock file").descriptor
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK else {
                let code = errno
                Glibc.close(descriptor)
                throw .system(path: path, operation: "lock", code: code)
            }
            waiting()
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let code = errno
                    Glibc.close(descriptor)
                    throw .system(path: path, operation: "lock", code: code)
                }
            }
        }
        assert(descriptor >= 0, "only an opened descriptor holds the lock")
        return descriptor
    }
}
