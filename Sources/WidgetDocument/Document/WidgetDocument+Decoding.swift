// The top level of a widget document:
//   {"$schema"?: "…", "name": "habit", "description"?: "…", "families"?: ["systemSmall", …],
//    "tint"?: <colour>, "containerBackground"?: <style or view>, "date"?: "2024-06-05T09:41:00Z",
//    "timeZone"?: "Europe/Paris", "body"?: <view>, "bodies"?: {"accessoryInline": <view>, …}}
// Every listed family needs a view: its entry in "bodies", or "body".

import Graphics
import PortableFoundation
#if canImport(Glibc)
import FileAccess
import Glibc
import JSON
#endif
import Views
import Widgets

extension WidgetDocument {
    /// The longest widget name.
    public static let maximumNameLength = 64

    /// Decodes a document from its bytes; `path` names it in errors, `options` give its limits and
    /// the folder its image paths are relative to.
    ///
    /// ```swift
    /// let document = try WidgetDocument.decode(bytes: Array(json.utf8), path: "habit.json")
    /// ```
    public static func decode(bytes: [UInt8], path: String = "",
                              options: DocumentOptions = DocumentOptions()) throws(DocumentError) -> WidgetDocument {
        do throws(DocumentError) {
            let root: JSONValue
            do { root = try JSONParser.parse(bytes, limits: options.limits.json) } catch { throw DocumentError(error) }
            return try decodeRoot(Node(value: root, path: .root), file: path,
                                  decoder: DocumentDecoder(options: options))
        } catch {
            var located = error
            located.file = path
            throw located
        }
    }

    /// Reads and decodes the document at `path`. Image paths are relative to its folder unless
    /// `options` name another; the size limit is checked before the file is read.
    public static func load(contentsOfFile path: String,
                            options: DocumentOptions? = nil) throws(DocumentError) -> WidgetDocument {
        var options = options ?? DocumentOptions()
        if options.baseDirectory == nil {
            // The folder part of `path` (NSString's deletingLastPathComponent, without Foundation).
            var trimmed = Substring(path)
            while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
            let folder = trimmed.lastIndex(of: "/").map { $0 == trimmed.startIndex ? "/" : String(trimmed[..<$0]) } ?? ""
            options.baseDirectory = folder.isEmpty ? "." : folder
        }
        let bytes = try readFile(path, limit: options.limits.maximumFileBytes)
        return try decode(bytes: bytes, path: path, options: options)
    }

    /// The file's bytes, reading at most one byte past `limit`.
    static func readFile(_ path: String, limit: Int) throws(DocumentError) -> [UInt8] {
        func failure(_ message: String, _ kind: DocumentError.Kind = .io) -> DocumentError {
            DocumentError(kind, file: path, position: .start, message: message, concernsWholeFile: true)
        }
        // FileAccess: opened non-blocking and checked to be a regular file before a byte is read, so a
        // FIFO named as the document cannot hang; at most limit + 1 bytes are read.
        do {
            return try RegularFile.readAll(path, limit: limit)
        } catch {
            switch error {
            case .tooLarge: throw failure("the document is larger than \(limit) bytes, the limit", .limit)
            case .notRegularFile(_, .folder): throw failure("is a folder, not a document")
            case .notRegularFile(_, let kind): throw failure("is \(kind), not a regular file")
            case .system(_, _, ENOENT): throw failure("no such file")
            case .system(_, _, let code): throw failure("cannot be read: \(FileAccessError.plainWords(code))")
            default: throw failure("cannot be read: \(error)")
            }
        }
    }

    /// The root object.
    static func decodeRoot(_ node: Node, file: String, decoder: DocumentDecoder) throws(DocumentError) -> WidgetDocument {
        guard node.isObject else { throw node.typeError(expected: "an object (a widget document is a JSON object)") }
        var reader = try node.object("the document")
        _ = try reader.optional("$schema")?.string("the schema's URL")
        let name = try widgetName(try reader.required("name"))
        let description = try reader.optional("description")?.string("a description")
        let families = try reader.optional("families").map { (n: Node) throws(DocumentError) in try familyList(n) }
            ?? WidgetFamily.allCases
        let tint = try reader.optional("tint").map { (n: Node) throws(DocumentError) -> Color in
            guard n.members?.contains(where: { $0.key == "whenRenderingMode" }) != true else {
                throw n.fail("the document's tint is one colour; use whenRenderingMode inside the body instead")
            }
            return try decoder.color(n).resolve(DocumentEnvironment(renderingMode: .fullColor, family: .systemSmall))
        }
        let background = try reader.optional("containerBackground").map { (n: Node) throws(DocumentError) in
            try decoder.containerBackground(n)
        }
        let date = try reader.optional("date").map { (n: Node) throws(DocumentError) in try decoder.date(n) }
        let zone = try reader.optional("timeZone").map { (n: Node) throws(DocumentError) in try decoder.timeZone(n) }
        let body = try reader.optional("body").map { (n: Node) throws(DocumentError) in try decoder.view(n) }
        let bodies = try reader.optional("bodies").map { (n: Node) throws(DocumentError) in
            try familyBodies(n, families: families, decoder: decoder)
        } ?? []
        try reader.finish()
        if body == nil, let missing = families.first(where: { family in !bodies.contains { $0.family == family } }) {
            throw node.fail("family \(missing.rawValue) has no view; add \"body\" or \"bodies\": {\"\(missing.rawValue)\": …}")
        }
        return WidgetDocument(name: name, description: description, families: families, tint: tint, file: file,
                              body: body, bodies: bodies, containerBackground: background, renderDate: date,
                              timeZone: zone)
    }

    /// A name safe in file names.
    private static func widgetName(_ node: Node) throws(DocumentError) -> String {
        let name = try node.string("the widget's name")
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F: return true
            default: return false
            }
        }
        guard !name.isEmpty, name.count <= maximumNameLength, allowed, !name.hasPrefix("."), !name.hasPrefix("-") else {
            throw node.fail("name \(JSONQuote.quoted(name)) must be 1–\(maximumNameLength) letters, digits, "
                            + "\".\", \"_\" or \"-\", not starting with \".\" or \"-\" (it names output files)")
        }
        return name
    }

    /// The "families" array: known names, no repeats, at least one; returned in `allCases` order.
    private static func familyList(_ node: Node) throws(DocumentError) -> [WidgetFamily] {
        let elements = try node.array("widget families")
        guard !elements.isEmpty else { throw node.fail("families needs at least one family") }
        var seen: [WidgetFamily] = []
        for element in elements {
            let family = try Vocabulary.families.value(of: element)
            if seen.contains(family) { throw element.fail("\(family.rawValue) is listed twice") }
            seen.append(family)
        }
        return WidgetFamily.allCases.filter(seen.contains)
    }

    /// The "bodies" object: one view per listed family.
    private static func familyBodies(_ node: Node, families: [WidgetFamily],
                                     decoder: DocumentDecoder) throws(DocumentError) -> [(family: WidgetFamily, view: DocumentView)] {
        guard let members = node.members else { throw node.typeError(expected: "an object of family → view") }
        var result: [(family: WidgetFamily, view: DocumentView)] = []
        for member in members {
            let child = node.child(member)
            guard let family = Vocabulary.families.value(named: member.key) else {
                throw DocumentError(.invalid, position: member.keyPosition, path: child.path.description,
                                    message: "unknown widget family \(JSONQuote.quoted(member.key))"
                                        + NameSuggestion.hint(for: member.key, among: Vocabulary.families.names))
            }
            guard families.contains(family) else {
                throw DocumentError(.invalid, position: member.keyPosition, path: child.path.description,
                                    message: "\(family.rawValue) is not in families")
            }
            result.append((family, try decoder.view(child)))
        }
        return result
    }
}
