// The errors of FileAccess, each naming the path and the real cause in plain words.
import Glibc

/// What went wrong opening, reading or writing a file, with the path it concerns.
///
/// ```swift
/// do { _ = try RegularFile.readAll("w.json", limit: 1 << 20) } catch { print(error) }
/// // "w.json is a FIFO (named pipe), not a regular file"
/// ```
public enum FileAccessError: Error, Equatable, CustomStringConvertible {
    /// A system call failed: `operation` is what we tried ("open", "read", "write", "replace"), `code` the errno.
    case system(path: String, operation: String, code: Int32)
    /// The path names something that is not a regular file (a folder, a FIFO, a device, a socket).
    case notRegularFile(path: String, kind: FileKind)
    /// The file holds more than `limit` bytes (refused from its size, before it is read).
    case tooLarge(path: String, byteCount: Int, limit: Int)
    /// An output path that is empty.
    case emptyPath
    /// The output would replace `input`, a file the same command reads.
    case sameAsInput(path: String, input: String)
    /// The output file has other hard links, which a replacement would split from it.
    case hardLinked(path: String, linkCount: Int)
    /// A symbolic link given as output points to a missing file or a missing folder.
    case danglingLink(path: String)
    /// A folder was needed at `path`, which is something else.
    case notFolder(path: String, kind: FileKind)
    /// Something we did not create is at a path we would create (a link, a folder): left as it is.
    case occupied(path: String, kind: FileKind)
    /// A symbolic link that leads back to a folder it is in (or to itself).
    case linkLoop(path: String)
    /// A folder walk met more than `limit` entries under `path`.
    case tooManyEntries(path: String, limit: Int)
    /// A folder walk went more than `limit` folders deep at `path`.
    case tooDeep(path: String, limit: Int)
    /// `path` (as given) resolves to `resolved`, outside the folder it must stay in.
    case outsideFolder(path: String, resolved: String, folder: String)

    /// True for the errors that come from how the command was called, not from the file system
    /// (an empty path, a folder or a special file as output, an input as output): usage errors for the CLI.
    public var isUsage: Bool {
        switch self {
        case .emptyPath, .sameAsInput, .hardLinked, .danglingLink: return true
        case .notRegularFile, .notFolder, .occupied: return true
        case .system, .tooLarge, .linkLoop, .tooManyEntries, .tooDeep, .outsideFolder: return false
        }
    }

    /// One line: the path, then the cause.
    public var description: String {
        switch self {
        case let .system(path, operation, code):
            return "cannot \(operation) \(path): \(FileAccessError.plainWords(code))"
        case let .notRegularFile(path, kind):
            return "\(path) is \(kind.description), not a regular file"
        case let .tooLarge(path, byteCount, limit):
            return "\(path) is \(byteCount) bytes, over the limit of \(limit)"
        case .emptyPath:
            return "the output path is empty"
        case let .sameAsInput(path, input):
            return path == input
                ? "\(path) is an input of this command; refusing to overwrite it (choose another output)"
                : "\(path) is the same file as the input \(input); refusing to overwrite it (choose another output)"
        case let .hardLinked(path, linkCount):
            return "\(path) has \(linkCount) hard links; replacing it would split it from the others "
                + "(remove the other links or choose another output)"
        case let .danglingLink(path):
            return "\(path) is a symbolic link to a file that does not exist in an existing folder"
        case let .notFolder(path, kind):
            return "\(path) is \(kind), not a folder"
        case let .occupied(path, kind):
            return "\(path) already exists as \(kind) we did not create; refusing to replace it"
        case let .linkLoop(path):
            return "\(path) is a link loop (a symbolic link back to a folder it is in, or to itself)"
        case let .tooManyEntries(path, limit):
            return "\(path) holds more than \(limit) entries (files and folders, counted through links)"
        case let .tooDeep(path, limit):
            return "\(path) is more than \(limit) folders deep"
        case let .outsideFolder(path, resolved, folder):
            return "\(path) resolves to \(resolved), outside \(folder); files may not leave it"
        }
    }

    /// The errno `code` in plain words, naming the real cause ("a symbolic-link loop", "no space left").
    public static func plainWords(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or folder"
        case ELOOP: return "too many levels of symbolic links (a symbolic-link loop)"
        case EROFS: return "the file system is read-only"
        case ENOSPC: return "no space left on the device"
        case EDQUOT: return "the disk quota is exceeded"
        case EACCES, EPERM: return "permission denied"
        case ENOTDIR: return "a part of the path is not a folder"
        case EISDIR: return "it is a folder"
        case ENAMETOOLONG: return "the name is too long"
        case EIO: return "input/output error (the device failed)"
        case EFBIG: return "the file is too large for the file system"
        case EMFILE, ENFILE: return "too many open files"
        case EXDEV: return "the file is on another file system"
        case EBADF: return "the stream is closed"
        case EPIPE: return "the reader closed the pipe"
        default:
            return strerror(code).map { String(cString: $0).lowercased() } ?? "system error \(code)"
        }
    }
}
