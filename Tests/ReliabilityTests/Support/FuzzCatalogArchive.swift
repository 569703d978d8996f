// The `catalog` fuzz target's input format, and what it does with one input. Shared by the libFuzzer harness
// (Tests/Fuzz/Harnesses/FuzzCatalog.swift; scripts/fuzz.sh compiles this file into it) and the corpus replay
// of `make test` (FuzzCorpusReplayTests), so both run the same steps.
//
// An input is a small asset-catalog tree written as text, so seeds stay readable and the dictionary's tokens
// line up with it:
//
//     >>> Contents.json
//     {"info":{"author":"xcode","version":1}}
//     >>> Brand.colorset/Contents.json
//     {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.1", …}}}]}
//     >>> Icons/
//     >>> Icons/Alias.colorset -> ../Brand.colorset
//
// An entry starts with a header line `>>> HEADER` at the start of the input or after a line break; its
// content is every byte after that line up to the next "\n>>> " or the end (bytes before the first header
// are ignored). HEADER is `PATH` (a file holding the content), `PATH/` (a folder) or `PATH -> TARGET` (a
// symbolic link). PATH is relative to the catalog folder; empty and "." components are dropped.
//
// Confinement — nothing is written outside the fresh catalog folder, and nothing in it leads out of it:
//   - an entry whose PATH has a ".." component, a NUL byte, a component over 255 bytes or over 40 components
//     is skipped, as is one whose PATH (or a folder above it) already exists as something else;
//   - folders and files are made first (files with O_CREAT | O_EXCL | O_NOFOLLOW), links last, so no write
//     goes through a link;
//   - a link is made only below real folders made here, and only when its TARGET is relative and made of
//     leading ".." (at most as many as folders above the link inside the catalog) followed by names only.
//     Resolving a path then only ever goes up from a real folder inside the catalog, by no more than its
//     depth, or down by name, so however links chain it stays inside;
//   - at most 64 entries (the rest ignored), each file at most 64 KiB (the rest cut).
// No FIFOs, devices or hard links are made. The tree is removed after each input (`FuzzCatalogRun.run`).
import AssetCatalog
import Foundation
import Glibc
import Render
import Views

/// One input of the `catalog` fuzz target decoded into the entries of a catalog tree (format above).
struct FuzzCatalogArchive {
    /// What an entry makes.
    enum Kind: Equatable {
        /// A regular file with these bytes.
        case file([UInt8])
        /// A folder.
        case folder
        /// A symbolic link to this (checked, normalised) relative target.
        case link(target: [UInt8])
    }

    /// One entry: where and what.
    struct Entry: Equatable {
        /// The path's components below the catalog folder (none empty, ".", ".." or holding "/" or NUL).
        var components: [[UInt8]]
        /// What it makes.
        var kind: Kind
    }

    static let maximumEntries = 64
    static let maximumComponents = 40
    static let maximumNameBytes = 255
    static let maximumFileBytes = 64 << 10
    private static let slash = UInt8(ascii: "/"), dot = UInt8(ascii: "."), newline = UInt8(ascii: "\n")
    private static let arrow = Array(" -> ".utf8)

    /// The entries made, in input order (skipped ones left out).
    let entries: [Entry]

    /// Decodes `bytes`; never fails (what cannot be an entry is skipped).
    init(_ bytes: [UInt8]) {
        var entries: [Entry] = []
        for chunk in Self.chunks(bytes) {
            guard entries.count < Self.maximumEntries else { break }
            if let entry = Self.entry(chunk) { entries.append(entry) }
        }
        self.entries = entries
    }

    /// Each entry's bytes (header line and content), split at "\n>>> " (or ">>> " opening the input).
    static func chunks(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        let header = Array(">>> ".utf8)
        var starts: [Int] = bytes.starts(with: header) ? [header.count] : []
        var index = 0
        while index + header.count < bytes.count {
            if bytes[index] == newline, bytes[(index + 1)...(index + header.count)].elementsEqual(header) {
                starts.append(index + 1 + header.count)
                index += 1 + header.count
            } else {
                index += 1
            }
        }
        return starts.indices.map { number in
            let end = number + 1 < starts.count ? starts[number + 1] - 1 - header.count : bytes.count
            return bytes[starts[number]..<max(end, starts[number])]
        }
    }

    /// One entry from its header line and content, or nil when it is skipped.
    static func entry(_ chunk: ArraySlice<UInt8>) -> Entry? {
        let lineEnd = chunk.firstIndex(of: newline) ?? chunk.endIndex
        let header = chunk[chunk.startIndex..<lineEnd]
        if let arrowAt = range(of: arrow, in: header) {
            guard let components = components(header[header.startIndex..<arrowAt.lowerBound]),
                  let target = confinedTarget(header[arrowAt.upperBound...], depth: components.count - 1) else { return nil }
            return Entry(components: components, kind: .link(target: target))
        }
        guard let components = components(header) else { return nil }
        if header.last == slash { return Entry(components: components, kind: .folder) }
        let content = lineEnd < chunk.endIndex ? chunk[(lineEnd + 1)...] : []
        return Entry(components: components, kind: .file(Array(content.prefix(maximumFileBytes))))
    }

    /// A path's components, or nil when it is empty or breaks a rule.
    static func components(_ path: ArraySlice<UInt8>) -> [[UInt8]]? {
        var result: [[UInt8]] = []
        for part in path.split(separator: slash) where !part.elementsEqual([dot]) {
            guard !part.elementsEqual([dot, dot]), !part.contains(0), part.count <= maximumNameBytes else { return nil }
            result.append(Array(part))
        }
        return result.isEmpty || result.count > maximumComponents ? nil : result
    }

    /// A link target normalised ("../../a/b"), or nil when it could lead out of the catalog from a link
    /// with `depth` folders above it inside the catalog.
    static func confinedTarget(_ target: ArraySlice<UInt8>, depth: Int) -> [UInt8]? {
        guard target.first != slash, !target.contains(0) else { return nil }
        var ups = 0
        var names: [[UInt8]] = []
        for part in target.split(separator: slash) where !part.elementsEqual([dot]) {
            if part.elementsEqual([dot, dot]) {
                guard names.isEmpty else { return nil }
                ups += 1
            } else {
                names.append(Array(part))
            }
        }
        guard ups <= depth else { return nil }
        let parts = Array(repeating: [dot, dot], count: ups) + names
        return parts.isEmpty ? [dot] : Array(parts.joined(separator: [slash]))
    }

    private static func range(of needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Range<Int>? {
        guard bytes.count >= needle.count else { return nil }
        for start in bytes.startIndex...(bytes.endIndex - needle.count)
        where bytes[start..<(start + needle.count)].elementsEqual(needle) {
            return start..<(start + needle.count)
        }
        return nil
    }

    /// Makes the folder `root` (which must not exist) and the entries below it; returns what was made
    /// (root first), for ``remove(_:)``, or nil when `root` could not be made.
    func write(into root: String) -> [(path: [CChar], isFolder: Bool)]? {
        let rootBytes = Array(root.utf8)
        func cPath(_ components: ArraySlice<[UInt8]>) -> [CChar] {
            ([rootBytes] + components).joined(separator: [Self.slash]).map { CChar(bitPattern: $0) } + [0]
        }
        guard mkdir(root, 0o755) == 0 else { return nil }
        var made: [(path: [CChar], isFolder: Bool)] = [(cPath([]), true)]
        var folders: Set<[[UInt8]]> = [[]]
        /// Makes the folders `components[..<count]` (each must be a folder made here or new).
        func makeFolders(_ components: [[UInt8]], count: Int) -> Bool {
            for length in stride(from: 1, through: count, by: 1) where !folders.contains(Array(components[..<length])) {
                let path = cPath(components[..<length])
                guard mkdir(path, 0o755) == 0 else { return false }
                made.append((path, true))
                folders.insert(Array(components[..<length]))
            }
            return true
        }
        for entry in entries {
            switch entry.kind {
            case .folder:
                _ = makeFolders(entry.components, count: entry.components.count)
            case .file(let bytes):
                guard makeFolders(entry.components, count: entry.components.count - 1) else { continue }
                let path = cPath(entry.components[...])
                let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
                guard descriptor >= 0 else { continue }
                made.append((path, false))
                var written = 0
                while written < bytes.count {
                    let count = bytes[written...].withContiguousStorageIfAvailable { Glibc.write(descriptor, $0.baseAddress, $0.count) } ?? -1
                    if count <= 0 { break }
                    written += count
                }
                close(descriptor)
            case .link:
                _ = makeFolders(entry.components, count: entry.components.count - 1)
            }
        }
        for entry in entries {
            guard case .link(let target) = entry.kind,
                  folders.contains(Array(entry.components.dropLast())) else { continue }
            let path = cPath(entry.components[...])
            if symlink(target.map { CChar(bitPattern: $0) } + [0], path) == 0 { made.append((path, false)) }
        }
        return made
    }

    /// Removes what ``write(into:)`` made, deepest first, without following links; then anything left
    /// in the root (which nothing else writes to) with FileManager, which does not follow links either.
    static func remove(_ made: [(path: [CChar], isFolder: Bool)]) {
        for item in made.reversed() {
            _ = item.isFolder ? rmdir(item.path) : unlink(item.path)
        }
        if let root = made.first, access(root.path, F_OK) == 0 {
            let path = String(decoding: root.path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}

/// What one `catalog` input came to.
enum FuzzCatalogOutcome: Equatable {
    /// The tree could not be made (the scratch folder is unusable).
    case notWritten
    /// The reader refused the catalog with this error.
    case refused(String)
    /// The reader read it: its colour and image counts, and how many image look-ups gave pixels.
    case read(colors: Int, images: Int, drawnImages: Int)
}

/// The `catalog` fuzz target's steps for one input.
enum FuzzCatalogRun {
    /// Writes the input's tree to `scratch`/Assets.xcassets, reads it as the CLI does (default limits) and,
    /// where it reads, resolves it as a render and the symbol generator would: the generated symbols, every
    /// colour in both schemes through the render's colour lookup (and a missing name's warning), every
    /// image's file choice at several scales and its pixels (PNG decoded, SVG drawn) at a display scale of
    /// 1, 2 or 3 chosen from the input's length, in both schemes. Results are discarded; the tree is removed.
    static func run(_ bytes: [UInt8], scratch: String) -> FuzzCatalogOutcome {
        let root = scratch + "/Assets.xcassets"
        if access(root, F_OK) == 0 { try? FileManager.default.removeItem(atPath: root) }
        guard let made = FuzzCatalogArchive(bytes).write(into: root) else { return .notWritten }
        defer { FuzzCatalogArchive.remove(made) }
        let catalog: AssetCatalog
        do { catalog = try AssetCatalog(contentsOf: root) } catch { return .refused(error.description) }
        _ = catalog.notes
        _ = AssetSymbolSource.text(for: catalog, importing: "SwiftUI")
        let lookup = AssetColorLookup(catalog: catalog)
        for name in catalog.colorNames {
            _ = lookup.color(named: name, colorScheme: .light)
            _ = lookup.color(named: name, colorScheme: .dark)
        }
        _ = lookup.color(named: (catalog.colorNames.first ?? "Brand") + "X", colorScheme: .light)
        _ = lookup.warnings.map(\.description)
        let store = ImageStore(assetCatalog: catalog)
        let displayScale = Double(1 + bytes.count % 3)
        var drawn = 0
        for name in catalog.imageNames {
            guard let set = catalog.image(named: name) else { continue }
            for scale in [0, 1, 2, 3, 2.5, 100, .nan] as [Double] {
                _ = set.file(displayScale: scale, dark: false)
                _ = set.file(displayScale: scale, dark: true)
            }
            for scheme in [ColorScheme.light, .dark]
            where (try? store.image(for: .named(name), displayScale: displayScale, colorScheme: scheme)) != nil {
                drawn += 1
            }
        }
        _ = catalog.missingImageMessage(for: (catalog.imageNames.first ?? "icon") + "X")
        return .read(colors: catalog.colors.count, images: catalog.images.count, drawnImages: drawn)
    }
}
