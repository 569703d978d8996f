// Reads an `.xcassets` folder as the Asset Catalog Format Reference lays it out:
//
//   1. the catalog folder (its Contents.json is optional, parsed when present);
//   2. every entry in name order (so results never depend on directory order): `.colorset`, `.imageset`,
//      `.symbolset` and `.dataset` folders are read, `.appiconset`, `.launchimage` … are skipped, and a folder
//      without an extension is a group, walked in turn (its `properties.provides-namespace` prefixes its
//      children's names with `Group/`);
//   3. each set's Contents.json read into variants (idiom, appearances, scale, colour), each problem an
//      error naming the file and JSON path. A colour-set variant without a "color" is an empty slot, as
//      Xcode's templates write them (`{"idiom": "universal"}`), and is left out; a set left with no variant is
//      empty (AssetColor.isEmpty) and noted.
// The tree is listed by FileAccess's FolderWalk (links followed once per real folder, a link back to a folder
// it is in refused as a link loop), bounded by AssetCatalogLimits: Contents.json size, entries and depth.
// Every file the catalog names (image-set and data-set files, each Contents.json) is confined to the catalog's folder by
// FileAccess's Confinement, as a document's `{"path": …}` images are to the document's: its real path must
// lie inside the catalog's real path (links followed only while they stay inside), checked here and again
// on the opened file when it is read (AssetImage.File.folder).
import FileAccess
import Glibc
import PortableFoundation

struct AssetCatalogReader {
    let root: String
    let limits: AssetCatalogLimits
    /// The catalog folder's real path, which every file it names must stay inside.
    private var realRoot: String
    var colors: [String: AssetColor] = [:]
    var images: [String: AssetImage] = [:]
    var data: [String: AssetData] = [:]
    var notes: [String] = []
    private var origins: [String: String] = [:]

    init(root: String, limits: AssetCatalogLimits) {
        self.root = root
        self.limits = limits
        realRoot = root
    }

    /// Step 1: the catalog folder, then its tree.
    mutating func read() throws(AssetCatalogError) {
        guard Self.kind(of: root) == .folder else {
            throw AssetCatalogError(path: root, Self.kind(of: root).map { "is \($0), not an asset catalog folder" }
                                    ?? "no such asset catalog folder")
        }
        realRoot = FileSystem.realPath(root) ?? root
        _ = try contents(of: root, required: false)
        try walk()
    }

    /// Step 2: the tree in name order, sets and their groups (a group is a folder without an extension; sets
    /// and other folders with one are not entered).
    private mutating func walk() throws(AssetCatalogError) {
        let walk = FolderWalk(maximumEntries: limits.maximumEntries, maximumDepth: limits.maximumDepth, skipsHidden: true)
        let entries: [FolderWalk.Entry]
        do { entries = try walk.entries(of: root) { Self.split($0.name).1 == nil } } catch {
            throw Self.walkError(error, root: root)
        }
        // The namespace of each group walked, by its relative path ("" for the catalog).
        var namespaces: [String: [String]] = ["": []]
        for entry in entries where entry.isFolder {
            let parent = entry.path.lastIndex(of: "/").map { String(entry.path[..<$0]) } ?? ""
            guard let namespace = namespaces[parent] else { continue }
            let path = "\(root)/\(entry.path)"
            let name = entry.name
            let (base, suffix) = Self.split(name)
            let assetName = (namespace + [base]).joined(separator: "/")
            switch suffix {
            case "colorset":
                try claim(assetName, path)
                let color = try colorSet(at: path, name: assetName)
                if color.isEmpty {
                    notes.append("colour set \"\(assetName)\" has no colour (an empty set, as Xcode's templates ship "
                                 + "AccentColor): it stands for the system default")
                }
                colors[assetName] = color
            case "imageset":
                try claim(assetName, path)
                let image = try imageSet(at: path, name: assetName)
                if !image.files.isEmpty, !image.files.contains(where: { Self.isDrawn($0.path) }) {
                    notes.append("image set \"\(assetName)\" has no PNG, PDF or SVG file ("
                                 + "\((Self.split(image.files[0].path).1 ?? "a file without an extension").uppercased()) is not drawn)")
                }
                images[assetName] = image
            case "symbolset":
                try claim(assetName, path)
                images[assetName] = try symbolSet(at: path, name: assetName)
            case "dataset":
                try claim("data:" + assetName, path)  // its own namespace: NSDataAsset looks up data sets only
                data[assetName] = try dataSet(at: path, name: assetName)
            case nil:
                let group = try contents(of: path, required: false)
                let providesNamespace = try group?.member("properties")?.member("provides-namespace")?.bool() ?? false
                namespaces[entry.path] = providesNamespace ? namespace + [base] : namespace
            default:
                continue  // appiconset, launchimage, brandassets …: nothing a widget draws by name.
            }
        }
    }

    /// Two sets with one name are an error naming both (Xcode refuses them too).
    private mutating func claim(_ name: String, _ path: String) throws(AssetCatalogError) {
        if let first = origins[name] {
            throw AssetCatalogError(path: path, "the name \"\(name)\" is already used by \(first)")
        }
        origins[name] = path
    }

    /// Step 3: a colour set.
    private func colorSet(at path: String, name: String) throws(AssetCatalogError) -> AssetColor {
        guard let contents = try contents(of: path, required: true),
              let entries = try contents.member("colors")?.elements() else {
            throw AssetCatalogError(path: "\(path)/Contents.json", jsonPath: "$", "a colour set needs a \"colors\" array")
        }
        var variants: [(isDeviceSpecific: Bool, variant: AssetColor.Variant)] = []
        for entry in entries {
            // A variant without a colour is an empty slot (Xcode's templates write `{"idiom": "universal"}`).
            guard let slot = try Self.slot(entry), let color = try entry.member("color"),
                  var variant = try AssetColorComponents.variant(color, appearance: slot.appearance) else { continue }
            variant.isHighContrast = slot.isHighContrast
            variants.append((slot.isDeviceSpecific, variant))
        }
        // iPhone-specific variants before universal ones, so the appearance pick prefers them.
        let ordered = variants.filter(\.isDeviceSpecific) + variants.filter { !$0.isDeviceSpecific }
        return AssetColor(name: name, variants: ordered.map(\.variant))
    }

    /// Step 3: an image set (files must exist inside its folder).
    private func imageSet(at path: String, name: String) throws(AssetCatalogError) -> AssetImage {
        guard let contents = try contents(of: path, required: true) else {
            throw AssetCatalogError(path: "\(path)/Contents.json", "missing")
        }
        let properties = try contents.member("properties")
        var intent = AssetImage.RenderingIntent.unspecified
        if let node = try properties?.member("template-rendering-intent") {
            switch try node.string() {
            case "template": intent = .template
            case "original": intent = .original
            case let other: throw node.failure("unknown template-rendering-intent \"\(other)\" (expected template or original)")
            }
        }
        let preservesVector = try properties?.member("preserves-vector-representation")?.bool() ?? false
        var files: [(isDeviceSpecific: Bool, file: AssetImage.File)] = []
        for entry in try contents.member("images")?.elements() ?? [] {
            guard let slot = try Self.slot(entry),
                  let filenameNode = try entry.member("filename") else { continue }
            let filename = try filenameNode.string()
            guard !filename.isEmpty, !filename.contains("/"), filename != "..", filename != "." else {
                throw filenameNode.failure("\"\(filename)\" is not a file name inside the image set")
            }
            var scale: Int?
            if let scaleNode = try entry.member("scale") {
                switch try scaleNode.string() {
                case "1x": scale = 1
                case "2x": scale = 2
                case "3x": scale = 3
                case let other: throw scaleNode.failure("unknown scale \"\(other)\" (expected 1x, 2x or 3x)")
                }
            }
            let filePath = "\(path)/\(filename)"
            try confine(filePath, node: filenameNode)
            guard Self.kind(of: filePath) == .regular else {
                throw filenameNode.failure("the file \(filePath) "
                                           + (Self.kind(of: filePath).map { "is \($0)" } ?? "does not exist"))
            }
            var file = AssetImage.File(path: filePath, scale: scale, appearance: slot.appearance, folder: realRoot)
            file.isHighContrast = slot.isHighContrast
            files.append((slot.isDeviceSpecific, file))
        }
        let ordered = files.filter(\.isDeviceSpecific) + files.filter { !$0.isDeviceSpecific }
        return AssetImage(name: name, files: ordered.map(\.file), renderingIntent: intent,
                          preservesVectorRepresentation: preservesVector)
    }

    /// Step 3: a data set (`"data": [{"idiom": "universal", "filename": "team.json",
    /// "universal-type-identifier": "public.json"}]`; files must exist inside its folder, and are read only when
    /// widget code asks for them).
    private func dataSet(at path: String, name: String) throws(AssetCatalogError) -> AssetData {
        guard let contents = try contents(of: path, required: true) else {
            throw AssetCatalogError(path: "\(path)/Contents.json", "missing")
        }
        var files: [AssetData.File] = []
        for entry in try contents.member("data")?.elements() ?? [] {
            guard let slot = try Self.slot(entry), let filenameNode = try entry.member("filename") else { continue }
            let filename = try filenameNode.string()
            guard !filename.isEmpty, !filename.contains("/"), filename != "..", filename != "." else {
                throw filenameNode.failure("\"\(filename)\" is not a file name inside the data set")
            }
            let filePath = "\(path)/\(filename)"
            try confine(filePath, node: filenameNode)
            guard Self.kind(of: filePath) == .regular else {
                throw filenameNode.failure("the file \(filePath) " + (Self.kind(of: filePath).map { "is \($0)" } ?? "does not exist"))
            }
            let type = try entry.member("universal-type-identifier")?.string() ?? AssetData.typeIdentifier(ofFileNamed: filename)
            files.append(AssetData.File(path: filePath, typeIdentifier: type, isDeviceSpecific: slot.isDeviceSpecific,
                                        folder: realRoot))
        }
        return AssetData(name: name, files: files.filter(\.isDeviceSpecific) + files.filter { !$0.isDeviceSpecific })
    }

    /// Step 3: a symbol set (`"symbols": [{"filename": "custom.leaf.svg", "idiom": "universal"}]`): its template
    /// file, template-rendered as symbols are.
    private func symbolSet(at path: String, name: String) throws(AssetCatalogError) -> AssetImage {
        guard let contents = try contents(of: path, required: true) else {
            throw AssetCatalogError(path: "\(path)/Contents.json", "missing")
        }
        var files: [AssetImage.File] = []
        for entry in try contents.member("symbols")?.elements() ?? [] {
            guard let slot = try Self.slot(entry), !slot.isHighContrast,
                  let filenameNode = try entry.member("filename") else { continue }
            let filename = try filenameNode.string()
            guard !filename.isEmpty, !filename.contains("/"), filename != "..", filename != ".",
                  Self.split(filename).1 == "svg" else {
                throw filenameNode.failure("\"\(filename)\" is not an SVG file name inside the symbol set")
            }
            let filePath = "\(path)/\(filename)"
            try confine(filePath, node: filenameNode)
            guard Self.kind(of: filePath) == .regular else {
                throw filenameNode.failure("the file \(filePath) " + (Self.kind(of: filePath).map { "is \($0)" } ?? "does not exist"))
            }
            files.append(AssetImage.File(path: filePath, scale: nil, appearance: slot.appearance, folder: realRoot))
        }
        var image = AssetImage(name: name, files: files, renderingIntent: .template, preservesVectorRepresentation: true)
        image.isSymbol = true
        return image
    }

    /// A variant's idiom, luminosity and contrast; nil for a variant an iPhone widget never uses (another
    /// idiom).
    private static func slot(_ entry: JSONNode) throws(AssetCatalogError)
        -> (isDeviceSpecific: Bool, appearance: AssetAppearance, isHighContrast: Bool)?
    {
        let idiom = try entry.member("idiom")?.string() ?? "universal"
        guard idiom == "universal" || idiom == "iphone" else { return nil }
        var appearance = AssetAppearance.any
        var isHighContrast = false
        for item in try entry.member("appearances")?.elements() ?? [] {
            let kind = try item.member("appearance")?.string()
            let value = try item.member("value")?.string()
            switch (kind, value) {
            case ("luminosity", "dark"): appearance = .dark
            case ("luminosity", "light"): appearance = .light
            case ("luminosity", let other): throw item.failure("unknown luminosity \"\(other ?? "")\" (expected light or dark)")
            case ("contrast", "high"): isHighContrast = true
            case ("contrast", let other): throw item.failure("unknown contrast \"\(other ?? "")\" (expected high)")
            default: continue
            }
        }
        return (idiom == "iphone", appearance, isHighContrast)
    }

    /// The folder's parsed Contents.json (nil when absent and not required).
    private func contents(of folder: String, required: Bool) throws(AssetCatalogError) -> JSONNode? {
        let file = "\(folder)/Contents.json"
        guard Self.kind(of: file) != nil else {
            if required { throw AssetCatalogError(path: file, "missing (every colour and image set has one)") }
            return nil
        }
        let bytes: [UInt8]
        do {
            let opened = try Confinement.open(file, inside: realRoot)
            defer { opened.close() }
            bytes = try opened.readAll(limit: limits.maximumContentsBytes)
        } catch {
            if case .outsideFolder = error { throw AssetCatalogError(path: file, linkOut(file)) }
            throw AssetCatalogError(path: file, "\(error)")
        }
        return try JSONNode.parse(bytes, file: file)
    }

    /// Refuses a file of the catalog whose real path leaves the catalog's folder (Confinement's check and
    /// message), or that is a link loop; a missing file is left to the caller's kind check.
    private func confine(_ path: String, node: JSONNode) throws(AssetCatalogError) {
        do { try Confinement.check(path, inside: realRoot) } catch {
            if case .outsideFolder = error { throw node.failure(linkOut(path)) }
            if case .system(_, _, ELOOP) = error { throw node.failure("the file \(path) is \(Self.linkLoop)") }
        }
    }

    /// Confinement's message for `path`, named relative to the catalog.
    private func linkOut(_ path: String) -> String {
        let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        return Confinement.linkOutMessage("\"\(relative)\"", folder: "the asset catalog's folder")
    }

    /// How a link loop is named.
    static let linkLoop = "a link loop (a symbolic link back to a folder it is in, or to itself)"

    /// The catalog error of a refused walk: a link loop, too many entries, too deep, an unreadable folder.
    static func walkError(_ error: FileAccessError, root: String) -> AssetCatalogError {
        switch error {
        case let .linkLoop(path):
            return AssetCatalogError(path: path, linkLoop)
        case let .tooManyEntries(_, limit): return AssetCatalogError(path: root, "more than \(limit) entries")
        case let .tooDeep(path, limit): return AssetCatalogError(path: path, "folders nest deeper than \(limit) levels")
        case let .system(path, _, code):
            return AssetCatalogError(path: path, "cannot list the folder (\(FileAccessError.plainWords(code)))")
        default: return AssetCatalogError(path: root, error.description)
        }
    }

    /// What `path` names (following links), or nil when nothing.
    static func kind(of path: String) -> FileKind? { FileSystem.kind(of: path) }

    /// `Name.colorset` → ("Name", "colorset"); `Group` → ("Group", nil).
    static func split(_ name: String) -> (String, String?) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, nil) }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]).lowercased())
    }

    /// PNG files are decoded, PDF and SVG icons drawn (VectorImage, SVGIcon); HEIC and JPEG are not.
    static func isDrawn(_ path: String) -> Bool { ["png", "pdf", "svg"].contains(split(path).1 ?? "") }
}
