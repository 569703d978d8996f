// Secondary views (SwiftUI's `overlay`, `background`, `mask`):
//   {"background": <style>}                                   .background(.blue)
//   {"background": {"style": <style>, "in": <shape>, "fillStyle"?: {…}}}   .background(.blue, in: Capsule())
//   {"background": {"in": "Capsule"}}                         .background(in: Capsule())  (system background)
//   {"background": <view> | [<view>…]}                        .background { … }
//   {"background": {"alignment": "bottom", "content": <view> | [<view>…]}}
//   {"mask": <view>} | {"mask": {"alignment": …, "content": …}}
// A string, a {"Color": …}, a gradient or {"style": …} is a style (as Swift prefers the style overload).

import Graphics
import Layout
import Views

extension DocumentDecoder {
    func layerModifier(_ argument: ModifierArgument) throws(DocumentError) -> DocumentModifier {
        let node = try argument.required()
        let isOverlay = argument.name == "overlay"
        if argument.name == "mask" {
            let (alignment, views) = try builderContent(node, owner: "mask")
            return .view { view, environment in
                AnyView(view.mask(alignment: alignment) { content(views, environment) })
            }
        }
        if let members = node.members, members.contains(where: { $0.key == "in" }) {
            var reader = try node.object(argument.name)
            let style = try reader.optional("style").map { (n: Node) throws(DocumentError) in try self.style(n) }
            let shape = try shapeValue(try reader.required("in"))
            let fill = try reader.optional("fillStyle").map { (n: Node) throws(DocumentError) in try fillStyle(n) } ?? FillStyle()
            try reader.finish()
            if isOverlay, style == nil { throw node.fail("overlay with \"in\" needs a \"style\"") }
            return .view { view, environment in
                guard let style else { return backgroundInShape(view, shape, fill) }
                return layer(view, style.resolve(environment), shape, fill, isOverlay: isOverlay)
            }
        }
        if isStyle(node) {
            let style = try self.style(node)
            return .view { view, environment in
                layered(view, style.resolve(environment), isOverlay: isOverlay)
            }
        }
        let (alignment, views) = try builderContent(node, owner: argument.name)
        return .view { view, environment in
            isOverlay ? AnyView(view.overlay(alignment: alignment) { content(views, environment) })
                : AnyView(view.background(alignment: alignment) { content(views, environment) })
        }
    }

    /// A builder slot: a view, an array of views, or {"alignment", "content"}.
    func builderContent(_ node: Node, owner: String) throws(DocumentError) -> (Alignment, [DocumentView]) {
        if let members = node.members, members.contains(where: { $0.key == "content" }) {
            var reader = try node.object(owner)
            let alignment = try reader.optional("alignment").map { (n: Node) throws(DocumentError) in try Vocabulary.alignments.value(of: n) } ?? .center
            let views = try self.views(try reader.required("content"))
            try reader.finish()
            return (alignment, views)
        }
        return (.center, try views(node))
    }
}

/// `overlay(_:in:fillStyle:)` / `background(_:in:fillStyle:)` (or `background(in:)`) with the shape's concrete type.
private func layer<S: Shape, T: ShapeStyle>(_ view: AnyView, _ style: T, _ shape: S, _ fill: FillStyle,
                                            isOverlay: Bool) -> AnyView {
    if isOverlay { return AnyView(view.overlay(style, in: shape, fillStyle: fill)) }
    return AnyView(view.background(style, in: shape, fillStyle: fill))
}

/// `background(in: shape, fillStyle:)`: the system background colour.
private func backgroundInShape<S: Shape>(_ view: AnyView, _ shape: S, _ fill: FillStyle) -> AnyView {
    AnyView(view.background(in: shape, fillStyle: fill))
}
