// What one native target of an Xcode project compiles, read from its objects:
//  - members: each PBXBuildFile of its PBXSourcesBuildPhase and PBXResourcesBuildPhase → its fileRef (a
//    PBXFileReference, or a PBXVariantGroup / XCVersionGroup standing for its localised or versioned files)
//    → a path (XcodeProject.path(of:)); Swift files are sources, `*.xcassets` catalogs, the rest resources;
//  - Xcode 16's folder-synchronized groups: each PBXFileSystemSynchronizedRootGroup of the target's
//    `fileSystemSynchronizedGroups` is a folder whose every file is a member except the `membershipExceptions`
//    of its PBXFileSystemSynchronizedBuildFileExceptionSet for this target; an exception set for this target
//    on a folder the target does not list names files of that folder that ARE members (how Xcode records "a
//    file of the app's folder is also in the widget extension");
//  - frameworks: the names of its PBXFrameworksBuildPhase files (WidgetKit.framework);
//  - build settings: the XCBuildConfiguration named Debug (what Xcode's previews build) of the target's
//    XCConfigurationList, else its defaultConfigurationName, over the project's configuration of that name;
//    `$(inherited)` in the target's value stands for the project's;
//  - Swift packages: each XCSwiftPackageProductDependency of `packageProductDependencies`, its `package` an
//    XCLocalSwiftPackageReference (relativePath, from the project's folder) or XCRemoteSwiftPackageReference
//    (repositoryURL and the requirement: upToNextMajorVersion, upToNextMinorVersion, exactVersion,
//    versionRange, branch, revision). A product without `package` (a local package Xcode 14 kept as a folder
//    reference) is looked for among the project's local packages: the one named like the product, or the
//    only one.

/// What a native target compiles.
public struct TargetDescription: Hashable, Sendable {
    /// A member file (or folder, such as a catalog) and where the project names it.
    public struct Member: Hashable, Sendable {
        /// Its absolute path (not normalised).
        public var path: String
        /// The line of the file reference that names it.
        public var position: PropertyListPosition

        /// A member at `path`, named at `position`.
        public init(path: String, position: PropertyListPosition) {
            self.path = path
            self.position = position
        }
    }

    /// A folder-synchronized group of the target: every file under `path` except `exceptions` (relative).
    public struct SynchronizedFolder: Hashable, Sendable {
        /// The folder, absolute.
        public var path: String
        /// Relative paths under it that are not members (a listed folder excludes what it holds).
        public var exceptions: [String]
        /// Folders under it Xcode treats as one item (`explicitFolders`), relative.
        public var explicitFolders: [String]
        /// The line of the group.
        public var position: PropertyListPosition
    }

    /// A Swift package product the target depends on.
    public struct PackageProduct: Hashable, Sendable {
        /// The product's name.
        public var name: String
        /// Where its package comes from.
        public var source: PackageSource
        /// The line of the product dependency.
        public var position: PropertyListPosition
    }

    /// The target.
    public var target: XcodeProject.Target
    /// Its `.swift` members from its build phases.
    public var sources: [Member] = []
    /// Its `*.xcassets` members.
    public var assetCatalogs: [Member] = []
    /// Its other members (`.intentdefinition`, `.strings`, …).
    public var resources: [Member] = []
    /// Its folder-synchronized groups.
    public var synchronizedFolders: [SynchronizedFolder] = []
    /// File names of its PBXFrameworksBuildPhase (`WidgetKit.framework`).
    public var frameworks: [String] = []
    /// The build settings in effect (string values; an array value joined by spaces).
    public var settings: [String: String] = [:]
    /// Its Swift package products.
    public var packages: [PackageProduct] = []

    /// True when the target links WidgetKit.
    public var linksWidgetKit: Bool { frameworks.contains("WidgetKit.framework") }

    /// Where a member goes, by its name: `.swift` a source, `*.xcassets` a catalog, anything else a resource.
    public enum Role: Hashable, Sendable { case source, assetCatalog, resource }

    /// The role of the member at `path`.
    public static func role(of path: String) -> Role {
        if path.hasSuffix(".swift") { return .source }
        if path.hasSuffix(".xcassets") { return .assetCatalog }
        return .resource
    }

    /// Adds `member` to the sources, catalogs or resources by its ``role(of:)``.
    public mutating func add(_ member: Member) {
        switch Self.role(of: member.path) {
        case .source: sources.append(member)
        case .assetCatalog: assetCatalogs.append(member)
        case .resource: resources.append(member)
        }
    }
}

/// Where a Swift package comes from.
public enum PackageSource: Hashable, Sendable {
    /// A package on disk, absolute path (not normalised).
    case local(path: String)
    /// A package from a repository URL and a version requirement.
    case remote(url: String, requirement: PackageRequirement)
}

/// A remote package's version requirement, as Xcode writes it.
public enum PackageRequirement: Hashable, Sendable {
    /// `from: "1.2.0"`.
    case upToNextMajor(String)
    /// `.upToNextMinor(from: "1.2.0")`.
    case upToNextMinor(String)
    /// `exact: "1.2.0"`.
    case exact(String)
    /// `"1.2.0"..<"2.0.0"`.
    case range(String, String)
    /// `branch: "main"`.
    case branch(String)
    /// `revision: "…"`.
    case revision(String)
}

extension XcodeProject {
    /// The native target named `name`.
    public func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// What `target` compiles (the header comment says how it is read).
    public func describe(_ target: Target) throws -> TargetDescription {
        let object = try self.object(target.id, from: rootID, "the target")
        var result = TargetDescription(target: target)
        for phaseValue in object["buildPhases"]?.array ?? [] {
            guard let phaseID = phaseValue.string else { continue }
            let phase = try self.object(phaseID, from: target.id, "the build phase")
            let kind = phase["isa"]?.string ?? ""
            guard ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXFrameworksBuildPhase"].contains(kind) else { continue }
            for fileValue in phase["files"]?.array ?? [] {
                guard let buildFileID = fileValue.string else { continue }
                let buildFile = try self.object(buildFileID, from: phaseID, "the build file")
                guard let referenceID = buildFile["fileRef"]?.string else { continue }  // a package product
                let reference = try self.object(referenceID, from: buildFileID, "the file reference")
                if kind == "PBXFrameworksBuildPhase" {
                    let name = reference["name"]?.string ?? reference["path"]?.string ?? ""
                    result.frameworks.append(String(name.split(separator: "/").last ?? ""))
                    continue
                }
                try members(of: referenceID, reference).forEach { result.add($0) }
            }
        }
        result.synchronizedFolders = try synchronizedFolders(of: target, object)
        for (id, folder, members) in try synchronizedAdditions(for: target, owned: object) {
            for relative in members {
                result.add(TargetDescription.Member(path: Self.join(folder, relative), position: positions[id] ?? target.position))
            }
        }
        result.settings = try settings(of: object, targetID: target.id)
        result.packages = try packages(of: object, targetID: target.id)
        return result
    }

    /// The files a build file's reference stands for: itself, or a variant group's children.
    private func members(of id: String, _ reference: PropertyListDictionary) throws -> [TargetDescription.Member] {
        let at = positions[id] ?? PropertyListPosition(line: 1, column: 1)
        if reference["isa"]?.string == "PBXVariantGroup" {
            return (reference["children"]?.array ?? []).compactMap { child in
                guard let childID = child.string, let path = path(of: childID) else { return nil }
                return TargetDescription.Member(path: path, position: positions[childID] ?? at)
            }
        }
        guard let path = path(of: id) else {
            throw failure("the target's member \(reference["path"]?.string ?? id) lies in the source tree "
                          + "\(reference["sourceTree"]?.string ?? "?"), which has no place on disk here", at: id)
        }
        return [TargetDescription.Member(path: path, position: at)]
    }

    /// The target's own synchronized folders with their exceptions for it.
    private func synchronizedFolders(of target: Target, _ object: PropertyListDictionary) throws
        -> [TargetDescription.SynchronizedFolder] {
        try (object["fileSystemSynchronizedGroups"]?.array ?? []).compactMap { value in
            guard let groupID = value.string else { return nil }
            let group = try self.object(groupID, from: target.id, "the synchronized group")
            guard let path = path(of: groupID) else {
                throw failure("the synchronized group \(group["path"]?.string ?? groupID) has no place on disk", at: groupID)
            }
            var exceptions: [String] = []
            for set in try exceptionSets(of: groupID, group) where set["target"]?.string == target.id {
                exceptions += (set["membershipExceptions"]?.array ?? []).compactMap(\.string)
            }
            return TargetDescription.SynchronizedFolder(
                path: path, exceptions: exceptions.sorted(),
                explicitFolders: (group["explicitFolders"]?.array ?? []).compactMap(\.string).sorted(),
                position: positions[groupID] ?? target.position)
        }
    }

    /// Files of other targets' synchronized folders that the exception sets make members of `target`:
    /// (exception set id, folder, relative paths).
    private func synchronizedAdditions(for target: Target, owned object: PropertyListDictionary) throws
        -> [(String, String, [String])] {
        let own = Set((object["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string))
        var result: [(String, String, [String])] = []
        for (groupID, group) in objects.sorted(by: { $0.key < $1.key })
        where group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" && !own.contains(groupID) {
            for set in try exceptionSets(of: groupID, group) where set["target"]?.string == target.id {
                guard let folder = path(of: groupID) else { continue }
                let members = (set["membershipExceptions"]?.array ?? []).compactMap(\.string)
                result.append((groupID, folder, members.sorted()))
            }
        }
        return result
    }

    private func exceptionSets(of groupID: String, _ group: PropertyListDictionary) throws -> [PropertyListDictionary] {
        try (group["exceptions"]?.array ?? []).compactMap { value in
            guard let id = value.string else { return nil }
            let set = try self.object(id, from: groupID, "the exception set")
            return set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet" ? set : nil
        }
    }
}
