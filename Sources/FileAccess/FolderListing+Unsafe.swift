// The names in one folder, over opendir(3)/readdir(3) (POSIX.1-2008), without "." and "..".
// Invariant: each dirent's d_name is read only through withUnsafeBytes over the record readdir returned,
// up to its first NUL byte, which lies inside d_name's fixed size (asserted); the record is not kept past
// the next readdir call.
import Glibc

/// One folder's entry names.
enum FolderListing {
    /// The names in `path`, in the order the file system gives them; `.system` (with the errno: not a
    /// folder, permission …) when it cannot be opened.
    static func names(_ path: String) throws(FileAccessError) -> [String] {
        guard let folder = opendir(path) else { throw .system(path: path, operation: "list", code: errno) }
        defer { closedir(folder) }
        var names: [String] = []
        while true {
            errno = 0
            guard let record = readdir(folder) else {
                if errno != 0 { throw .system(path: path, operation: "list", code: errno) }
                return names
            }
            let name = withUnsafeBytes(of: &record.pointee.d_name) { bytes -> String in
                let end = bytes.firstIndex(of: 0) ?? bytes.count
                assert(end < bytes.count, "readdir(3) gave a name without its NUL terminator")
                return String(decoding: bytes[0..<end], as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
    }
}
