// Shape styles (SwiftUI's `ShapeStyle`): what fills, strokes, foregrounds and backgrounds take.
//   "secondary" | "tint" | "foreground" | "fill.tertiary" | "orange" | "#FF9500"
//   {"Color": <colour>, "opacity"?: n}                 Color.gray.opacity(0.3)
//   {"LinearGradient": …} {"RadialGradient": …} {"AngularGradient": …} {"Gradient": …}
//   {"style": "tint", "opacity": 0.3}                   .tint.opacity(0.3)
//   {"whenRenderingMode": {"vibrant": <style>, "default": <style>}}
// A string names a static member as Swift's `.foregroundStyle(.secondary)` does: the hierarchical
// levels, `.foreground`, `.tint`, `.fill…` and the palette colours.

import Graphics
import JSON
import Views

extension DocumentDecoder {
    /// The style members a string may name.
    static let styleNames: NameTable<any ShapeStyle> = {
        var entries: [(String, any ShapeStyle)] = [
            ("primary", HierarchicalShapeStyle.primary), ("secondary", HierarchicalShapeStyle.secondary),
            ("tertiary", HierarchicalShapeStyle.tertiary), ("quaternary", HierarchicalShapeStyle.quaternary),
            ("quinary", HierarchicalShapeStyle.quinary), ("foreground", ForegroundStyle()),
            ("tint", TintShapeStyle()), ("fill", FillShapeStyle()),
            ("fill.primary", FillShapeStyle().primary), ("fill.secondary", FillShapeStyle().secondary),
            ("fill.tertiary", FillShapeStyle().tertiary), ("fill.quaternary", FillShapeStyle().quaternary),
        ]
        let palette = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
                       "pink", "brown", "gray", "black", "white", "clear"]
        for name in palette {
            if let color = colorNames.value(named: name) { entries.append((name, color)) }
        }
        return NameTable("shape style", entries)
    }()

    /// The keys that make an object a style.
    static let styleKeys = ["Color", "LinearGradient", "RadialGradient", "AngularGradient", "Gradient", "style",
                            "whenRenderingMode"]

    /// True when `node` is a style object or a string (so not a view).
    func isStyle(_ node: Node) -> Bool {
        if node.stringValue != nil { return true }
        guard let members = node.members, let first = members.first?.key else { return false }
        return Self.styleKeys.contains(first) && members.allSatisfy { Self.styleKeys.contains($0.key) || $0.key == "opacity" }
    }

    /// A shape style in any of the forms above.
    func style(_ node: Node) throws(DocumentError) -> Dynamic<any ShapeStyle> {
        if let text = node.stringValue {
            return .constant(try namedStyle(text, node))
        }
        guard node.isObject else {
            throw node.typeError(expected: "a shape style (a name such as \"secondary\", a colour or a gradient)")
        }
        var reader = try node.object("a shape style")
        if reader.has("whenRenderingMode") {
            let choice = try renderingModeChoice(try reader.required("whenRenderingMode"), decode: style)
            try reader.finish()
            return choice
        }
        let opacity = try reader.optional("opacity")?.number(.opacity)
        let base: Dynamic<any ShapeStyle>
        if let child = reader.optional("Color") {
            let color = try color(child)
            base = color.map { color -> any ShapeStyle in opacity.map { color.opacity($0) } ?? color }
            try reader.finish()
            return base
        } else if let child = reader.optional("style") {
            base = .constant(try namedStyle(try child.string("a shape style name"), child))
        } else if let child = reader.optional("LinearGradient") {
            base = try linearGradient(child).map { $0 }
        } else if let child = reader.optional("RadialGradient") {
            base = try radialGradient(child).map { $0 }
        } else if let child = reader.optional("AngularGradient") {
            base = try angularGradient(child).map { $0 }
        } else if let child = reader.optional("Gradient") {
            base = try gradient(child).map { $0 }
        } else if ["red", "white", "hue", "color"].contains(where: reader.has) {
            return try color(node).map { $0 }
        } else {
            try reader.finish()
            throw node.fail("a shape style object needs one of " + Self.styleKeys.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        try reader.finish()
        guard let opacity else { return base }
        return base.map { withOpacity($0, opacity) }
    }

    /// A style name or a hex colour; a colour-only name gets a hint to wrap it in `{"Color": …}`.
    func namedStyle(_ text: String, _ node: Node) throws(DocumentError) -> any ShapeStyle {
        if text.hasPrefix("#") { return try namedOrHexColor(text, node) }
        if let style = Self.styleNames.value(named: text) { return style }
        if Self.colorNames.value(named: text) != nil {
            throw node.fail("\(JSONQuote.quoted(text)) is a Color, not a shape style member; write {\"Color\": \(JSONQuote.quoted(text))}")
        }
        throw Self.styleNames.unknown(text, at: node)
    }
}

/// `style.opacity(opacity)` (SwiftUI's `ShapeStyle.opacity(_:)`) on the style's concrete type.
private func withOpacity<S: ShapeStyle>(_ style: S, _ opacity: Double) -> any ShapeStyle {
    style.opacity(opacity)
}
