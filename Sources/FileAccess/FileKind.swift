// The type of a file system object, from stat's st_mode, in words for messages.
import Glibc

/// What a path names: a regular file, a folder, a FIFO, a device, a socket or a symbolic link.
public enum FileKind: Equatable, Sendable, CustomStringConvertible {
    case regular, folder, fifo, characterDevice, blockDevice, socket, symbolicLink, unknown

    /// The kind of a `st_mode`.
    public init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .unknown
        }
    }

    /// "a folder", "a FIFO (named pipe)" …
    public var description: String {
        switch self {
        case .regular: return "a regular file"
        case .folder: return "a folder"
        case .fifo: return "a FIFO (named pipe)"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .socket: return "a socket"
        case .symbolicLink: return "a symbolic link"
        case .unknown: return "a special file"
        }
    }
}
