// Fonts (SwiftUI's `Font`):
//   "headline"                                                   Font.headline
//   {"style": "title3", "bold": true}                            Font.title3.bold()
//   {"system": {"size": 22, "weight": "semibold", "design": "rounded"}}
//   {"system": {"style": "title", "design": "serif"}}            Font.system(.title, design: .serif)
//   {"custom": {"name": "Lobster", "size": 17, "relativeTo"?: "body" | "fixedSize"?: true}}
// plus the modifiers "bold", "italic", "weight", "monospacedDigit", "monospaced", "leading" on any form
// ("bold" and "weight" exclude each other: in Swift the later call wins).

import Graphics
import Views

extension DocumentDecoder {
    /// A font in any of the forms above.
    func font(_ node: Node) throws(DocumentError) -> Font {
        if node.stringValue != nil {
            return Font.system(try Vocabulary.textStyles.value(of: node))
        }
        guard node.isObject else {
            throw node.typeError(expected: "a font (a style such as \"headline\" or an object)")
        }
        var reader = try node.object("a font")
        let bases = [reader.optional("style"), reader.optional("system"), reader.optional("custom")]
        let given = bases.compactMap { $0 }
        guard given.count == 1 else {
            throw node.fail(given.isEmpty ? "a font needs \"style\", \"system\" or \"custom\""
                            : "a font takes one of \"style\", \"system\" and \"custom\"")
        }
        var font: Font
        if let style = bases[0] {
            font = Font.system(try Vocabulary.textStyles.value(of: style))
        } else if let system = bases[1] {
            font = try systemFont(system)
        } else if let custom = bases[2] {
            font = try customFont(custom)
        } else {
            font = .body
        }
        let bold = try reader.optional("bold")?.bool()
        let weightNode = reader.optional("weight")
        if bold != nil, let weightNode {
            throw weightNode.fail("a font takes \"bold\" or \"weight\", not both (in Swift the later one wins)")
        }
        if bold == true { font = font.bold() }
        if let weightNode { font = font.weight(try Vocabulary.weights.value(of: weightNode)) }
        if try reader.optional("italic")?.bool() == true { font = font.italic() }
        if try reader.optional("monospacedDigit")?.bool() == true { font = font.monospacedDigit() }
        if try reader.optional("monospaced")?.bool() == true { font = font.monospaced() }
        if let leading = reader.optional("leading") { font = font.leading(try Vocabulary.leadings.value(of: leading)) }
        try reader.finish()
        return font
    }

    /// `Font.system(size:weight:design:)` or `Font.system(_:design:weight:)`.
    private func systemFont(_ node: Node) throws(DocumentError) -> Font {
        var reader = try node.object("system")
        let size = try reader.optional("size")?.number(.fontSize)
        let styleNode = reader.optional("style")
        let weight = try reader.optional("weight").map { (n: Node) throws(DocumentError) in try Vocabulary.weights.value(of: n) }
        let design = try reader.optional("design").map { (n: Node) throws(DocumentError) in try Vocabulary.designs.value(of: n) }
        try reader.finish()
        switch (size, styleNode) {
        case (let size?, nil):
            return Font.system(size: size, weight: weight, design: design)
        case (nil, let styleNode?):
            return Font.system(try Vocabulary.textStyles.value(of: styleNode), design: design, weight: weight)
        default:
            throw node.fail("system needs exactly one of \"size\" and \"style\"")
        }
    }

    /// `Font.custom(_:size:)`, `(_:size:relativeTo:)` or `(_:fixedSize:)`.
    private func customFont(_ node: Node) throws(DocumentError) -> Font {
        var reader = try node.object("custom")
        let name = try reader.required("name").string("a font name")
        let size = try reader.required("size").number(.fontSize)
        let relativeTo = try reader.optional("relativeTo").map { (n: Node) throws(DocumentError) in try Vocabulary.textStyles.value(of: n) }
        let fixed = try reader.optional("fixedSize")?.bool() ?? false
        try reader.finish()
        guard !name.isEmpty else { throw node.fail("a custom font needs a non-empty name") }
        if fixed {
            guard relativeTo == nil else { throw node.fail("a custom font is fixedSize or relativeTo a style, not both") }
            return Font.custom(name, fixedSize: size)
        }
        return Font.custom(name, size: size, relativeTo: relativeTo ?? .body)
    }
}
