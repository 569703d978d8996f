// Symbolic-link, real-path and working-folder look-ups over readlink(2), realpath(3) and getcwd(3).
// Invariant: readlink and getcwd are given the base of a live buffer and its count minus one (room for
// nothing more), and the lengths they report are checked against the buffer (asserted).
import Glibc

/// Path look-ups that need C buffers.
enum SystemPath {
    /// The path a symbolic link holds, made absolute against the link's folder when relative.
    static func linkTarget(_ path: String) -> String? {
        guard let text = linkText(path) else { return nil }
        if text.hasPrefix("/") { return text }
        return OutputDestination.folder(of: path) + "/" + text
    }

    /// The text a symbolic link holds, as stored; nil when `path` is not a link.
    static func linkText(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { bytes -> Int in
            guard let base = bytes.baseAddress else { return -1 }
            return readlink(path, base, bytes.count - 1)
        }
        guard count > 0 else { return nil }
        assert(count < buffer.count, "readlink(2) reported more bytes than the buffer holds")
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// getcwd(3), or nil.
    static func currentFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let found = buffer.withUnsafeMutableBufferPointer { bytes -> Bool in
            guard let base = bytes.baseAddress else { return false }
            return getcwd(base, bytes.count - 1) != nil
        }
        guard found, let end = buffer.firstIndex(of: 0) else { return nil }
        assert(end < buffer.count, "getcwd(3) wrote past the buffer")
        return String(decoding: buffer[0..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// realpath(3), or nil.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
