// The object graph of an Xcode project (`project.pbxproj`): the old-style property list read by
// ``PropertyListParser``, its `objects` table (24-hex-digit ids → dictionaries with an `isa`), the root
// PBXProject and its native targets, and where each file and group lies on disk. Paths are resolved as Xcode
// resolves them, walking up the group tree (PBXGroup, PBXVariantGroup, XCVersionGroup and Xcode 16's
// PBXFileSystemSynchronizedRootGroup) by each item's `sourceTree`:
//   `<group>`      the enclosing group's folder + `path` (a group without `path` is its parent's folder;
//                  the main group is the project's folder + the project's `projectDirPath`)
//   `SOURCE_ROOT`  the project's folder + `path`
//   `<absolute>`   `path` as written
//   anything else  (BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR, a custom tree) has no place on disk here.
// The format is learnt from projects Xcode 14–16 wrote (Apple's sample code among them); what a target
// compiles is read in XcodeProject+Target.swift.

/// An Xcode project file, read.
public struct XcodeProject: Sendable {
    /// The file as messages name it (`App.xcodeproj/project.pbxproj`).
    public let file: String
    /// The folder that holds the `.xcodeproj` (Xcode's SOURCE_ROOT), absolute.
    public let projectFolder: String
    /// Every object of the project by id.
    public let objects: [String: PropertyListDictionary]
    /// Where each object's dictionary starts in the file.
    public let positions: [String: PropertyListPosition]
    /// The PBXProject object.
    public let project: PropertyListDictionary
    /// The PBXProject's id.
    public let rootID: String
    private let parents: [String: String]

    /// A native target of the project.
    public struct Target: Hashable, Sendable {
        /// The object id.
        public var id: String
        /// The target's name.
        public var name: String
        /// `com.apple.product-type.app-extension`, `com.apple.product-type.application` …
        public var productType: String
        /// Where the target's dictionary starts.
        public var position: PropertyListPosition
    }

    /// The product type of an app extension (a widget extension is one).
    public static let appExtension = "com.apple.product-type.app-extension"

    /// Reads `bytes`, the `project.pbxproj` named `file` in messages, of the project in `projectFolder`.
    public init(parsing bytes: [UInt8], file: String, projectFolder: String,
                limits: PropertyListLimits = PropertyListLimits()) throws {
        let top = try PropertyListParser.parse(bytes, file: file, limits: limits)
        func failure(_ message: String, _ at: PropertyListPosition) -> PropertyListError {
            PropertyListError(file: file, position: at, message: message)
        }
        guard let root = top.dictionary else {
            throw failure("the project file is \(top.kindName), not a dictionary", top.position)
        }
        guard let objectsValue = root["objects"], let table = objectsValue.dictionary else {
            throw failure("the project file has no \"objects\" dictionary", top.position)
        }
        var objects: [String: PropertyListDictionary] = [:]
        var positions: [String: PropertyListPosition] = [:]
        for entry in table.entries {
            guard let object = entry.value.dictionary else {
                throw failure("the object \(entry.key) is \(entry.value.kindName), not a dictionary", entry.value.position)
            }
            objects[entry.key] = object
            positions[entry.key] = entry.value.position
        }
        guard let rootValue = root["rootObject"], let rootID = rootValue.string else {
            throw failure("the project file has no \"rootObject\"", top.position)
        }
        guard let project = objects[rootID], project["isa"]?.string == "PBXProject" else {
            throw failure("the rootObject \(rootID) is not a PBXProject the file defines", rootValue.position)
        }
        var parents: [String: String] = [:]
        for (id, object) in objects where Self.groupKinds.contains(object["isa"]?.string ?? "") {
            for child in object["children"]?.array ?? [] {
                if let childID = child.string, parents[childID] == nil { parents[childID] = id }
            }
        }
        self.file = file
        self.projectFolder = projectFolder
        self.objects = objects
        self.positions = positions
        self.project = project
        self.rootID = rootID
        self.parents = parents
    }

    /// The kinds of object that hold children in the group tree.
    static let groupKinds: Set<String> = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup",
                                          "PBXFileSystemSynchronizedRootGroup"]

    /// The project's native targets in the order the project lists them.
    public var targets: [Target] {
        (project["targets"]?.array ?? []).compactMap { value in
            guard let id = value.string, let object = objects[id], object["isa"]?.string == "PBXNativeTarget" else { return nil }
            return Target(id: id, name: object["name"]?.string ?? id, productType: object["productType"]?.string ?? "",
                          position: positions[id] ?? value.position)
        }
    }

    /// The error `message` at `id`'s object (or at the top of the file when the id is unknown).
    func failure(_ message: String, at id: String?) -> PropertyListError {
        PropertyListError(file: file, position: id.flatMap { positions[$0] } ?? PropertyListPosition(line: 1, column: 1),
                          message: message)
    }

    /// The object `id` refers to, or an error naming `referrer`'s line.
    func object(_ id: String, from referrer: String, _ role: String) throws -> PropertyListDictionary {
        guard let object = objects[id] else {
            throw failure("\(role) \(id) is not an object of the project", at: referrer)
        }
        return object
    }

    /// The absolute path of the file or group `id` (not normalised: `..` parts stay), or nil when its
    /// `sourceTree` has no place on disk (a product, an SDK framework).
    public func path(of id: String) -> String? {
        var visited: Set<String> = []
        return path(of: id, visited: &visited)
    }

    private func path(of id: String, visited: inout Set<String>) -> String? {
        guard visited.insert(id).inserted, let object = objects[id] else { return nil }
        let own = object["path"]?.string
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<absolute>":
            return own
        case "SOURCE_ROOT":
            return Self.join(projectFolder, own)
        case "<group>":
            if id == project["mainGroup"]?.string || parents[id] == nil {
                return Self.join(Self.join(projectFolder, project["projectDirPath"]?.string), own)
            }
            guard let parent = parents[id], let base = path(of: parent, visited: &visited) else { return nil }
            return Self.join(base, own)
        default:
            return nil
        }
    }

    /// `base` + "/" + `relative` (an absolute `relative` stands alone; nil or empty adds nothing).
    static func join(_ base: String, _ relative: String?) -> String {
        guard let relative, !relative.isEmpty else { return base }
        if relative.hasPrefix("/") { return relative }
        return base.hasSuffix("/") ? base + relative : base + "/" + relative
    }
}
