// The names a project's Swift files declare, for the port report: types (`struct`, `class`, `enum`,
// `protocol`, `actor`, `typealias`), functions, top-level `let`/`var` and `static`/`class` members (`extension
// Color { static let brand … }`), each with the files declaring it; and the classes Xcode generates from an
// `.intentdefinition` (`<Name>Intent`, `<Name>IntentResponse`, its enums and types), with that file.
// A word scan of each line, not a parse: good enough to tell "declared in your app" from "declared nowhere".
// The project is the nearest folder above the extension holding `.git` or an `.xcodeproj` (at most
// `maximumLevelsUp` levels), else the extension's parent; build products, dependencies and hidden folders are
// skipped, and the walk is FolderWalk's (capped).
import FileAccess

enum ProjectDeclarations {
    /// How far above the extension the project's root is looked for.
    static let maximumLevelsUp = 6
    /// The most bytes read of one source file.
    static let maximumFileBytes = 4 << 20
    /// Folders never scanned.
    static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules", "build"]

    /// The project root for `folder` (absolute).
    static func root(above folder: String) -> String {
        var current = folder
        for _ in 0..<maximumLevelsUp {
            let names = (try? FileSystem.names(in: current)) ?? []
            if names.contains(where: { $0 == ".git" || $0.hasSuffix(".xcodeproj") }) { return current }
            guard let slash = current.lastIndex(of: "/"), slash != current.startIndex else { break }
            current = String(current[..<slash])
        }
        guard let slash = folder.lastIndex(of: "/"), slash != folder.startIndex else { return folder }
        return String(folder[..<slash])
    }

    /// Every name declared in the Swift files under `root`, with the files (absolute) declaring it.
    static func scan(_ root: String) -> [String: [String]] {
        let walk = FolderWalk(skipsHidden: true, followsLinks: false)
        guard let entries = try? walk.entries(of: root, descends: { !skippedFolders.contains($0.name) }) else { return [:] }
        var names: [String: [String]] = [:]
        for entry in entries where !entry.isFolder && (entry.path.hasSuffix(".swift") || entry.path.hasSuffix(".intentdefinition")) {
            let path = root + "/" + entry.path
            guard let bytes = try? RegularFile.readAll(path, limit: maximumFileBytes) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            let declared = path.hasSuffix(".swift") ? declaredNames(in: text) : generatedIntentNames(in: text)
            for name in declared where names[name]?.last != path {
                names[name, default: []].append(path)
            }
        }
        return names
    }

    private static let declarationWords: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias", "func"]

    /// The names `source` declares.
    static func declaredNames(in source: String) -> [String] {
        var found: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: true) {
            let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            let topLevel = line.first.map { !$0.isWhitespace } ?? false
            for (index, word) in words.enumerated() where index + 1 < words.count {
                let isMember = index > 0 && (words[index - 1] == "static" || words[index - 1] == "class")
                let isDeclaration = declarationWords.contains(word) || ((topLevel || isMember) && (word == "let" || word == "var"))
                guard isDeclaration, let first = words[index + 1].first, first.isLetter || first == "_" else { continue }
                found.append(String(words[index + 1]))
                break
            }
        }
        return found
    }

    /// The intent definition file's keys whose string values name what Xcode generates, with the suffixes it adds.
    private static let intentKeys: [(key: String, suffixes: [String])] = [
        ("INIntentName", ["Intent", "IntentResponse"]), ("INEnumName", [""]), ("INTypeName", [""]),
    ]

    /// The Swift names Xcode generates from an `.intentdefinition` (a property list): each intent's class and
    /// its response class, each enum and custom type.
    static func generatedIntentNames(in plist: String) -> [String] {
        var found: [String] = []
        for (key, suffixes) in intentKeys {
            for part in plist.split(separator: "<key>\(key)</key>", omittingEmptySubsequences: false).dropFirst() {
                guard let open = part.firstRange(of: "<string>"), let close = part.firstRange(of: "</string>"),
                      open.upperBound <= close.lowerBound,
                      part[..<open.lowerBound].allSatisfy(\.isWhitespace) else { continue }
                let name = part[open.upperBound..<close.lowerBound]
                guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
                found += suffixes.map { String(name) + $0 }
            }
        }
        return found
    }
}
