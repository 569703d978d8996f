// A target's build settings and Swift package products (XcodeProject+Target.swift's header says which
// objects they come from), and the Swift settings `previews` takes from them: the language mode
// (SWIFT_VERSION 4, 4.2, 5, 6 as Xcode writes them: "5.0") and the active compilation conditions
// (SWIFT_ACTIVE_COMPILATION_CONDITIONS, `$(inherited)` dropped once resolved, each a Swift identifier).

extension XcodeProject {
    /// The configuration previews build: Debug, else the list's default, else its first.
    static func chosenConfiguration(_ list: PropertyListDictionary, objects: [String: PropertyListDictionary])
        -> PropertyListDictionary? {
        let configurations = (list["buildConfigurations"]?.array ?? []).compactMap { $0.string.flatMap { objects[$0] } }
        return configurations.first { $0["name"]?.string == "Debug" }
            ?? configurations.first { $0["name"]?.string == list["defaultConfigurationName"]?.string }
            ?? configurations.first
    }

    /// The settings of `object`'s configuration over the project's configuration of the same name.
    func settings(of object: PropertyListDictionary, targetID: String) throws -> [String: String] {
        guard let listID = object["buildConfigurationList"]?.string else { return [:] }
        let list = try self.object(listID, from: targetID, "the configuration list")
        guard let configuration = Self.chosenConfiguration(list, objects: objects) else { return [:] }
        var projectSettings: [String: String] = [:]
        if let projectListID = project["buildConfigurationList"]?.string, let projectList = objects[projectListID],
           let projectConfiguration = (projectList["buildConfigurations"]?.array ?? []).compactMap({ $0.string.flatMap { objects[$0] } })
            .first(where: { $0["name"]?.string == configuration["name"]?.string }) {
            // Xcode's own defaults under the project's `$(inherited)` are not known here: they count as empty.
            projectSettings = Self.strings(projectConfiguration["buildSettings"]?.dictionary).mapValues(Self.withoutInherited)
        }
        var result = projectSettings
        for (key, value) in Self.strings(configuration["buildSettings"]?.dictionary) {
            let inherited = projectSettings[key] ?? ""
            result[key] = value.replacing("$(inherited)", with: inherited).replacing("${inherited}", with: inherited)
        }
        return result
    }

    /// `value` without `$(inherited)`, its spaces tidied.
    static func withoutInherited(_ value: String) -> String {
        value.replacing("$(inherited)", with: "").replacing("${inherited}", with: "")
            .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// A build-settings dictionary as strings (an array joined by spaces, quoted items kept whole).
    static func strings(_ dictionary: PropertyListDictionary?) -> [String: String] {
        var result: [String: String] = [:]
        for entry in dictionary?.entries ?? [] {
            if let text = entry.value.string {
                result[entry.key] = text
            } else if let items = entry.value.array {
                result[entry.key] = items.compactMap(\.string).joined(separator: " ")
            }
        }
        return result
    }

    /// The target's package products.
    func packages(of object: PropertyListDictionary, targetID: String) throws -> [TargetDescription.PackageProduct] {
        try (object["packageProductDependencies"]?.array ?? []).compactMap { value in
            guard let id = value.string else { return nil }
            let dependency = try self.object(id, from: targetID, "the package product")
            let at = positions[id] ?? value.position
            guard let name = dependency["productName"]?.string else {
                throw failure("the package product \(id) has no productName", at: id)
            }
            // Xcode writes a plugin product as "plugin:Name"; it builds nothing the extension compiles.
            if name.hasPrefix("plugin:") { return nil }
            guard let packageID = dependency["package"]?.string else {
                return TargetDescription.PackageProduct(name: name, source: try localPackage(providing: name, at: id),
                                                        position: at)
            }
            return TargetDescription.PackageProduct(name: name, source: try source(of: packageID, from: id), position: at)
        }
    }

    private func source(of packageID: String, from referrer: String) throws -> PackageSource {
        let package = try self.object(packageID, from: referrer, "the package reference")
        switch package["isa"]?.string {
        case "XCLocalSwiftPackageReference":
            guard let relative = package["relativePath"]?.string ?? package["path"]?.string else {
                throw failure("the local package reference has no relativePath", at: packageID)
            }
            return .local(path: Self.join(projectFolder, relative))
        case "XCRemoteSwiftPackageReference":
            guard let url = package["repositoryURL"]?.string else {
                throw failure("the remote package reference has no repositoryURL", at: packageID)
            }
            return .remote(url: url, requirement: try requirement(package["requirement"]?.dictionary, at: packageID))
        default:
            throw failure("the package reference is \(package["isa"]?.string ?? "without isa"), not an "
                          + "XCLocalSwiftPackageReference or XCRemoteSwiftPackageReference", at: packageID)
        }
    }

    private func requirement(_ requirement: PropertyListDictionary?, at id: String) throws -> PackageRequirement {
        let kind = requirement?["kind"]?.string ?? ""
        func value(_ key: String) throws -> String {
            guard let text = requirement?[key]?.string, !text.isEmpty else {
                throw failure("the package requirement \(kind) has no \(key)", at: id)
            }
            return text
        }
        switch kind {
        case "upToNextMajorVersion": return .upToNextMajor(try value("minimumVersion"))
        case "upToNextMinorVersion": return .upToNextMinor(try value("minimumVersion"))
        case "exactVersion": return .exact(try value("version"))
        case "versionRange": return .range(try value("minimumVersion"), try value("maximumVersion"))
        case "branch": return .branch(try value("branch"))
        case "revision": return .revision(try value("revision"))
        default:
            throw failure("the package requirement kind \"\(kind)\" is not one Xcode writes (upToNextMajorVersion, "
                          + "upToNextMinorVersion, exactVersion, versionRange, branch, revision)", at: id)
        }
    }

    /// The local package of a product dependency that names none: the project's local packages
    /// (XCLocalSwiftPackageReference, or a folder reference of type `wrapper`), the one whose folder is named
    /// like the product, else the only one.
    private func localPackage(providing product: String, at id: String) throws -> PackageSource {
        var candidates: [String] = []
        for value in project["packageReferences"]?.array ?? [] {
            guard let referenceID = value.string, let reference = objects[referenceID],
                  reference["isa"]?.string == "XCLocalSwiftPackageReference",
                  let relative = reference["relativePath"]?.string else { continue }
            candidates.append(Self.join(projectFolder, relative))
        }
        for (referenceID, reference) in objects.sorted(by: { $0.key < $1.key })
        where reference["isa"]?.string == "PBXFileReference" && reference["lastKnownFileType"]?.string == "wrapper" {
            if let path = path(of: referenceID) { candidates.append(path) }
        }
        if let named = candidates.first(where: { $0.split(separator: "/").last.map(String.init) == product }) {
            return .local(path: named)
        }
        guard candidates.count == 1, let only = candidates.first else {
            throw failure("the package product \(product) names no package, and the project's local packages "
                          + (candidates.isEmpty ? "are none" : "do not tell which provides it"), at: id)
        }
        return .local(path: only)
    }
}

extension TargetDescription {
    /// SWIFT_VERSION as SwiftPM's language mode (`v5`, `v6`, `v4_2`, `v4`), or nil when unset or unknown.
    public var swiftLanguageMode: String? {
        guard let version = settings["SWIFT_VERSION"] else { return nil }
        let parts = version.split(separator: ".")
        switch (parts.first, parts.dropFirst().first) {
        case ("4", "2"): return "v4_2"
        case ("4", _): return "v4"
        case ("5", _): return "v5"
        case ("6", _): return "v6"
        default: return nil
        }
    }

    /// SWIFT_ACTIVE_COMPILATION_CONDITIONS: each condition once, in order; an entry that is not a Swift
    /// identifier (a setting left unexpanded) is returned in `rejected`.
    public var compilationConditions: (conditions: [String], rejected: [String]) {
        var conditions: [String] = []
        var rejected: [String] = []
        for word in (settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let text = String(word)
            guard let first = text.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic),
                  text.unicodeScalars.allSatisfy({ $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) })
            else { rejected.append(text); continue }
            if !conditions.contains(text) { conditions.append(text) }
        }
        return (conditions, rejected)
    }
}
