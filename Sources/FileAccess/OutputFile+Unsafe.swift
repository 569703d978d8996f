// The one output writer of the program: every file the CLI, the PNG encoder and the snapshot
// helpers write goes through `OutputFile.write`, after `OutputDestination.resolve` decided what the path
// means (OutputDestination.swift lists the rules).
//
// A regular file is replaced atomically: the bytes go to a temporary file in the destination's folder
// (same file system, so rename(2) is atomic: readers see the old file or the new one, never a partial
// one), which gets the replaced file's mode (and owner, where allowed) and is then renamed over it. Where
// Linux offers O_TMPFILE the temporary file has no name while it is written and is linked under a
// temporary name only just before the rename, so a process killed mid-write leaves no partial file under
// any name; without O_TMPFILE or /proc a named temporary file is written instead. Temporary names are
// `.wr-<16 hex digits>.tmp` whatever the destination's name, so a legal 255-byte name still works
// (NAME_MAX). Just before the rename the destination is checked again: it must still be absent or a
// regular file, so a special file swapped in meanwhile is never replaced. No fsync: outputs are
// re-creatable renders (DESIGN.md §7).
// Invariant of the unsafe code: write(2) is given a pointer into a live array and at most its remaining count.
import Glibc

/// Writes whole outputs: atomically to regular files, directly to standard output and the null device.
///
/// ```swift
/// try OutputFile.write(pngBytes, to: "widget.png", inputs: ["widget.json"])
/// ```
public enum OutputFile {
    /// Writes `bytes` to `path` following the output rules (OutputDestination.swift); `inputs` are the
    /// files the same command reads, which the output may not replace.
    public static func write(_ bytes: [UInt8], to path: String, inputs: [String] = []) throws(FileAccessError) {
        switch try OutputDestination.resolve(path, inputs: inputs) {
        case .standardOutput:
            try StandardStream.write(bytes, to: STDOUT_FILENO)
        case .nullDevice(let device):
            let descriptor = open(device, O_WRONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
            guard descriptor >= 0 else { throw .system(path: path, operation: "open", code: errno) }
            defer { close(descriptor) }
            try writeAll(bytes, to: descriptor, path: path)
        case let .file(target, mode, owner):
            try replace(target, with: bytes, mode: mode, owner: owner, shownAs: path)
        }
    }

    /// Replaces (or creates) the regular file `path` with `bytes`; `shownAs` names it in errors.
    static func replace(_ path: String, with bytes: [UInt8], mode: mode_t?, owner: (uid: uid_t, gid: gid_t)?,
                        shownAs shown: String) throws(FileAccessError) {
        let folder = OutputDestination.folder(of: path)
        guard let descriptor = openUnnamed(in: folder) else {
            return try replace(path, with: bytes, mode: mode, owner: owner, shownAsNamed: shown)
        }
        var isOpen = true
        defer { if isOpen { close(descriptor) } }
        try writeAll(bytes, to: descriptor, path: shown)
        if let owner, getuid() == 0 { _ = fchown(descriptor, owner.uid, owner.gid) }
        if let mode { fchmod(descriptor, mode) }
        guard let temporaryPath = link(descriptor, in: folder) else {
            // No /proc: write a named temporary file instead (the unnamed one vanishes on close).
            return try replace(path, with: bytes, mode: mode, owner: owner, shownAsNamed: shown)
        }
        var renamed = false
        defer { if !renamed { unlink(temporaryPath) } }
        isOpen = false
        guard close(descriptor) == 0 else { throw .system(path: shown, operation: "write", code: errno) }
        try checkStillReplaceable(path, shownAs: shown)
        guard rename(temporaryPath, path) == 0 else { throw .system(path: shown, operation: "replace", code: errno) }
        renamed = true
    }

    /// A new file without a name in `folder`, open for writing (`access`: O_WRONLY or O_RDWR); nil where the
    /// system or the file system has no O_TMPFILE.
    static func openUnnamed(in folder: String, access: Int32 = O_WRONLY) -> Int32? {
        let descriptor = open(folder, temporaryFileFlag | access | O_CLOEXEC, access == O_RDWR ? 0o600 : 0o666)
        return descriptor >= 0 ? descriptor : nil
    }

    /// Links the unnamed file `descriptor` under a new temporary name in `folder` (through /proc/self/fd);
    /// the name, or nil when it cannot be linked (no /proc).
    static func link(_ descriptor: Int32, in folder: String) -> String? {
        let temporaryPath = temporaryName(in: folder)
        guard linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, temporaryPath, AT_SYMLINK_FOLLOW) == 0 else {
            return nil
        }
        return temporaryPath
    }

    /// The named-temporary-file variant of ``replace(_:with:mode:owner:shownAs:)`` (no O_TMPFILE or no /proc).
    static func replace(_ path: String, with bytes: [UInt8], mode: mode_t?, owner: (uid: uid_t, gid: gid_t)?,
                        shownAsNamed shown: String) throws(FileAccessError) {
        let temporaryPath = temporaryName(in: OutputDestination.folder(of: path))
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .system(path: shown, operation: "create", code: errno) }
        var renamed = false
        defer { if !renamed { unlink(temporaryPath) } }
        do throws(FileAccessError) {
            try writeAll(bytes, to: descriptor, path: shown)
        } catch {
            close(descriptor)
            throw error
        }
        if let owner, getuid() == 0 { _ = fchown(descriptor, owner.uid, owner.gid) }
        if let mode { fchmod(descriptor, mode) }
        guard close(descriptor) == 0 else { throw .system(path: shown, operation: "write", code: errno) }
        try checkStillReplaceable(path, shownAs: shown)
        guard rename(temporaryPath, path) == 0 else { throw .system(path: shown, operation: "replace", code: errno) }
        renamed = true
    }

    /// Throws unless `path` is (still) absent or a regular file: nothing else is ever renamed over.
    static func checkStillReplaceable(_ path: String, shownAs shown: String) throws(FileAccessError) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        let kind = FileKind(mode: status.st_mode)
        guard kind == .regular else { throw .notRegularFile(path: shown, kind: kind) }
    }

    /// Writes every byte to `descriptor`, retrying short writes and EINTR.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileAccessError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw .system(path: path, operation: "write", code: errno)
            }
            assert(written <= bytes.count - offset, "write(2) reported more bytes than it was given")
            offset += written
        }
    }

    /// Linux's O_TMPFILE (`__O_TMPFILE | O_DIRECTORY`, the generic value from asm-generic/fcntl.h, which
    /// x86-64 and arm64 use); Glibc's macro is not imported into Swift.
    static let temporaryFileFlag: Int32 = 0o20000000 | O_DIRECTORY

    /// `<folder>/.wr-<16 hex digits>.tmp`: short whatever the destination's name (NAME_MAX).
    static func temporaryName(in folder: String) -> String {
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        return "\(folder)/.wr-\(String(repeating: "0", count: 16 - random.count))\(random).tmp"
    }
}
