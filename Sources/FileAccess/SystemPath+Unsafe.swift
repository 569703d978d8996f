// Symbolic-link and real-path look-ups over readlink(2) and realpath(3), for the output rules.
// Invariant: readlink is given the base of a live buffer and its count minus one (room for nothing more).
import Glibc

/// Path look-ups that need C buffers.
enum SystemPath {
    /// The path a symbolic link holds, made absolute against the link's folder when relative.
    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { bytes -> Int in
            guard let base = bytes.baseAddress else { return -1 }
            return readlink(path, base, bytes.count - 1)
        }
        guard count > 0 else { return nil }
        assert(count < buffer.count, "readlink(2) reported more bytes than the buffer holds")
        let text = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix("/") { return text }
        return OutputDestination.folder(of: path) + "/" + text
    }

    /// realpath(3), or nil.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
