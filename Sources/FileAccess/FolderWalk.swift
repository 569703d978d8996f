// The one recursive folder walk of the program (sources of a widget extension, asset catalogs, goldens,
// a work folder to remove): depth first, entries in byte order of their names, so the result never
// depends on the order the file system lists a folder in.
//
// Symbolic links to folders are followed (unless `followsLinks` is false), each real folder (device and
// inode from stat(2)) walked once: a link back to a folder the walk is inside is a link loop, refused; a
// second name for a folder already walked is listed but not walked again. So the walk's cost is bounded by
// the real folders reached, never by the number of paths through links (three links to `.` are one loop,
// not 3^depth paths). Caps: `maximumEntries` entries in all and `maximumDepth` folders deep, each refusal a
// FileAccessError naming the path.
import Glibc

/// A recursive listing of a folder, links followed once per real folder, with caps.
///
/// ```swift
/// let sources = try FolderWalk(skipsHidden: true).entries(of: "MyWidgetExtension")
///     .filter { $0.kind == .regular && $0.path.hasSuffix(".swift") }
/// ```
public struct FolderWalk: Sendable {
    /// One entry: its path relative to the walked folder, what it is, and whether its name is a link.
    public struct Entry: Equatable, Sendable {
        /// The path relative to the walked folder (`Sub/File.swift`).
        public var path: String
        /// What the entry is, a symbolic link followed when `followsLinks` (a link that leads nowhere stays
        /// `.symbolicLink`).
        public var kind: FileKind
        /// True when the entry's own name is a symbolic link.
        public var isLink: Bool

        /// True for a folder (reached directly or, when links are followed, through a link).
        public var isFolder: Bool { kind == .folder }

        /// The last component of `path`.
        public var name: String { path.split(separator: "/").last.map(String.init) ?? path }
    }

    /// The default cap on entries.
    public static let defaultMaximumEntries = 100_000
    /// The default cap on depth.
    public static let defaultMaximumDepth = 32

    /// Entries counted over the whole walk before it is refused.
    public var maximumEntries = FolderWalk.defaultMaximumEntries
    /// Folders deep below the walked one before the walk is refused.
    public var maximumDepth = FolderWalk.defaultMaximumDepth
    /// Skip names starting with `.` (and everything under them).
    public var skipsHidden = false
    /// Follow symbolic links (to folders: walked once per real folder; to files: reported as their file).
    public var followsLinks = true

    /// A walk with these settings.
    public init(maximumEntries: Int = FolderWalk.defaultMaximumEntries, maximumDepth: Int = FolderWalk.defaultMaximumDepth,
                skipsHidden: Bool = false, followsLinks: Bool = true) {
        self.maximumEntries = maximumEntries
        self.maximumDepth = maximumDepth
        self.skipsHidden = skipsHidden
        self.followsLinks = followsLinks
    }

    /// Every entry under `folder`, depth first in name order (a folder before its entries); folders for
    /// which `descends` says false are listed but not entered.
    public func entries(of folder: String, descends: (Entry) -> Bool = { _ in true }) throws(FileAccessError) -> [Entry] {
        var status = stat()
        guard stat(folder, &status) == 0 else {
            let code = errno
            if code == ELOOP { throw .linkLoop(path: folder) }
            throw .system(path: folder, operation: "list", code: code)
        }
        guard FileKind(mode: status.st_mode) == .folder else {
            throw .notFolder(path: folder, kind: FileKind(mode: status.st_mode))
        }
        var state = State(root: folder, walked: [FileIdentity(status)], inside: [FileIdentity(status)])
        try visit("", depth: 0, state: &state, descends: descends)
        return state.entries
    }

    /// What the walk has found and where it is.
    private struct State {
        var root: String
        /// Every real folder walked.
        var walked: Set<FileIdentity>
        /// The real folders from the root down to the current one.
        var inside: [FileIdentity]
        var entries: [Entry] = []
    }

    private func visit(_ relative: String, depth: Int, state: inout State,
                       descends: (Entry) -> Bool) throws(FileAccessError) {
        let folder = relative.isEmpty ? state.root : state.root + "/" + relative
        let names = try FolderListing.names(folder).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for name in names where !(skipsHidden && name.hasPrefix(".")) {
            guard state.entries.count < maximumEntries else {
                throw .tooManyEntries(path: state.root, limit: maximumEntries)
            }
            let path = relative.isEmpty ? name : relative + "/" + name
            let full = folder + "/" + name
            var status = stat()
            guard lstat(full, &status) == 0 else { throw .system(path: full, operation: "list", code: errno) }
            var kind = FileKind(mode: status.st_mode)
            let isLink = kind == .symbolicLink
            if isLink && followsLinks {
                if stat(full, &status) == 0 {
                    kind = FileKind(mode: status.st_mode)
                } else if errno == ELOOP {
                    throw .linkLoop(path: full)
                }
            }
            let entry = Entry(path: path, kind: kind, isLink: isLink)
            state.entries.append(entry)
            guard kind == .folder, descends(entry) else { continue }
            let identity = FileIdentity(status)
            if state.inside.contains(identity) { throw .linkLoop(path: full) }
            if state.walked.contains(identity) { continue }
            guard depth < maximumDepth else { throw .tooDeep(path: full, limit: maximumDepth) }
            state.walked.insert(identity)
            state.inside.append(identity)
            try visit(path, depth: depth + 1, state: &state, descends: descends)
            state.inside.removeLast()
        }
    }
}
