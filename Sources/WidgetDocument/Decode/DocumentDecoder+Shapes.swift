// Shapes, colours and gradients as views, and shapes as values (`clipShape`, `background(_:in:)`):
//   {"Rectangle": {}}  {"Circle": {}}  {"Ellipse": {}}  {"ContainerRelativeShape": {}}
//   {"RoundedRectangle": {"cornerRadius": 8, "style"?: "continuous"}}  or  {"RoundedRectangle": 8}
//   {"RoundedRectangle": {"cornerSize": {"width": 8, "height": 4}}}   {"Capsule": {"style"?: "circular"}}
//   {"Color": <colour>}   {"LinearGradient": {…}} …
// As a value (after "in" or in clipShape): "Circle", "Capsule" …, or {"RoundedRectangle": …}.

import Graphics
import JSON
import Views

extension DocumentDecoder {
    /// The shapes a document can name.
    static let shapeNames = ["Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule", "ContainerRelativeShape"]

    /// A built-in shape from its name and arguments.
    func shapeView(_ name: String, _ node: Node) throws(DocumentError) -> any InsettableShape {
        switch name {
        case "RoundedRectangle":
            if node.isNumber { return RoundedRectangle(cornerRadius: try node.number(.length)) }
            var reader = try node.object("RoundedRectangle")
            let radius = try reader.optional("cornerRadius")?.number(.length)
            let sizeNode = reader.optional("cornerSize")
            let style = try reader.optional("style").map { (n: Node) throws(DocumentError) in try Vocabulary.cornerStyles.value(of: n) } ?? .continuous
            try reader.finish()
            switch (radius, sizeNode) {
            case (let radius?, nil):
                return RoundedRectangle(cornerRadius: radius, style: style)
            case (nil, let sizeNode?):
                var size = try sizeNode.object("cornerSize")
                let width = try size.required("width").number(.length)
                let height = try size.required("height").number(.length)
                try size.finish()
                return RoundedRectangle(cornerSize: Size(width: width, height: height), style: style)
            default:
                throw node.fail("RoundedRectangle needs exactly one of \"cornerRadius\" and \"cornerSize\"")
            }
        case "Capsule":
            var reader = try node.object("Capsule")
            let style = try reader.optional("style").map { (n: Node) throws(DocumentError) in try Vocabulary.cornerStyles.value(of: n) }
            try reader.finish()
            return Capsule(style: style ?? .continuous)
        default:
            try noArguments(node, owner: name, allowsTrue: false)
            switch name {
            case "Circle": return Circle()
            case "Ellipse": return Ellipse()
            case "ContainerRelativeShape": return ContainerRelativeShape()
            default: return Rectangle()
            }
        }
    }

    /// A shape as a value: a name (`"Capsule"`) or a shape object (`{"RoundedRectangle": 8}`).
    func shapeValue(_ node: Node) throws(DocumentError) -> any InsettableShape {
        if let name = node.stringValue {
            guard Self.shapeNames.contains(name) else {
                throw node.fail("unknown shape \(JSONQuote.quoted(name))" + NameSuggestion.hint(for: name, among: Self.shapeNames))
            }
            if name == "RoundedRectangle" { throw node.fail("RoundedRectangle needs a corner radius: {\"RoundedRectangle\": 8}") }
            return try shapeView(name, Node(value: JSONValue(kind: .object([]), position: node.position), path: node.path))
        }
        guard let members = node.members, members.count == 1, let member = members.first else {
            throw node.typeError(expected: "a shape (a name such as \"Capsule\" or {\"RoundedRectangle\": 8})")
        }
        guard Self.shapeNames.contains(member.key) else {
            throw DocumentError(.invalid, position: member.keyPosition, path: node.child(member).path.description,
                                message: "unknown shape \(JSONQuote.quoted(member.key))"
                                    + NameSuggestion.hint(for: member.key, among: Self.shapeNames))
        }
        return try shapeView(member.key, node.child(member))
    }

    /// `Color` as a view.
    func colorView(_ node: Node) throws(DocumentError) -> DocumentView {
        let color = try color(node)
        return DocumentView(kind: .view) { environment in .view(AnyView(color.resolve(environment))) }
    }

    /// A gradient as a view filling its frame.
    func gradientView(_ name: String, _ node: Node) throws(DocumentError) -> DocumentView {
        switch name {
        case "LinearGradient":
            let gradient = try linearGradient(node)
            return DocumentView(kind: .view) { environment in .view(AnyView(gradient.resolve(environment))) }
        case "RadialGradient":
            let gradient = try radialGradient(node)
            return DocumentView(kind: .view) { environment in .view(AnyView(gradient.resolve(environment))) }
        default:
            let gradient = try angularGradient(node)
            return DocumentView(kind: .view) { environment in .view(AnyView(gradient.resolve(environment))) }
        }
    }
}
