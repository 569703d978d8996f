// Shape modifiers (SwiftUI's `Shape` and `InsettableShape` methods), valid while the view is a shape:
//   "fill" | {"fill": <style>} | {"fill": {"content"?: <style>, "style": {"eoFill": true}}}
//   {"stroke": <style>}                                             .stroke(.blue)
//   {"stroke": {"content": <style>, "lineWidth": 6}}               .stroke(.blue, lineWidth: 6)
//   {"stroke": {"content": <style>, "style": <StrokeStyle>}}       .stroke(.blue, style: StrokeStyle(…))
//   {"stroke": {"lineWidth": 2}} | {"stroke": {"style": …}}         .stroke(lineWidth: 2): still a shape
//   {"strokeBorder": …}  as stroke, content defaults to the foreground (insettable shapes only)
//   {"trim": {"from": 0, "to": 0.62}}   {"inset": 4}
// StrokeStyle: {"lineWidth", "lineCap", "lineJoin", "miterLimit", "dash": […], "dashPhase"}.

import Graphics
import Views

extension DocumentDecoder {
    /// The most dash lengths one stroke style may have.
    static let maximumDashCount = 64

    func shapeModifier(_ argument: ModifierArgument, on kind: BuiltKind) throws(DocumentError) -> DocumentModifier {
        guard case .shape(let insettable) = kind else {
            throw argument.entry.fail("\(argument.name) applies to a shape such as Circle, and this is \(kind.name)")
        }
        switch argument.name {
        case "fill":
            var style: Dynamic<any ShapeStyle> = .constant(ForegroundStyle())
            var fill = FillStyle()
            if let node = argument.node, isArgumentObject(node, keys: ["content"]) {
                var reader = try node.object("fill")
                if let content = reader.optional("content") { style = try self.style(content) }
                if let fillNode = reader.optional("style") { fill = try fillStyle(fillNode) }
                try reader.finish()
            } else if let node = argument.node {
                if case .bool(true) = node.value.kind {} else { style = try self.style(node) }
            }
            let (chosen, rule) = (style, fill)
            return DocumentModifier(kind: .view) { built, environment in
                guard case .shape(let shape) = built else { return built }
                return .view(filled(shape, chosen.resolve(environment), rule))
            }
        case "stroke", "strokeBorder":
            let isBorder = argument.name == "strokeBorder"
            if isBorder, !insettable {
                throw argument.entry.fail("strokeBorder needs an insettable shape; after trim or stroke a shape "
                                          + "cannot be inset (as in SwiftUI)")
            }
            let (style, strokeStyle) = try stroke(try argument.required(), name: argument.name)
            guard let style else {
                if isBorder {
                    let border = strokeStyle
                    return DocumentModifier(kind: .view) { built, _ in
                        guard case .shape(let shape) = built else { return built }
                        return .view(strokedBorder(shape, ForegroundStyle(), border))
                    }
                }
                return DocumentModifier(kind: .shape(insettable: false)) { built, _ in
                    guard case .shape(let shape) = built else { return built }
                    return .shape(strokedShape(shape, strokeStyle))
                }
            }
            return DocumentModifier(kind: .view) { built, environment in
                guard case .shape(let shape) = built else { return built }
                let paint = style.resolve(environment)
                return .view(isBorder ? strokedBorder(shape, paint, strokeStyle) : stroked(shape, paint, strokeStyle))
            }
        case "trim":
            var reader = try argument.required().object("trim")
            let from = try reader.optional("from")?.number(.unit) ?? 0
            let to = try reader.optional("to")?.number(.unit) ?? 1
            try reader.finish()
            return DocumentModifier(kind: .shape(insettable: false)) { built, _ in
                guard case .shape(let shape) = built else { return built }
                return .shape(trimmedShape(shape, from, to))
            }
        default:
            guard insettable else {
                throw argument.entry.fail("inset needs an insettable shape; after trim or stroke a shape cannot be inset")
            }
            let amount = try argument.required().number(.signedLength)
            return DocumentModifier(kind: .shape(insettable: true)) { built, _ in
                guard case .shape(let shape) = built else { return built }
                return .shape(insetShape(shape, amount))
            }
        }
    }

    /// True when `node` is the argument object of fill/stroke (it has one of `keys`, or a "style"
    /// holding a FillStyle/StrokeStyle object) rather than a style such as {"style": "tint", "opacity": 0.3}.
    private func isArgumentObject(_ node: Node, keys: [String]) -> Bool {
        guard let members = node.members else { return false }
        return members.contains { member in
            if keys.contains(member.key) { return true }
            if member.key == "style", case .object = member.value.kind { return true }
            return false
        }
    }

    /// The content style (nil: none given) and stroke style of `stroke`/`strokeBorder`.
    private func stroke(_ node: Node, name: String) throws(DocumentError) -> (Dynamic<any ShapeStyle>?, StrokeStyle) {
        guard isArgumentObject(node, keys: ["content", "lineWidth"]) else {
            return (try style(node), StrokeStyle())
        }
        var reader = try node.object(name)
        let content = try reader.optional("content").map { (n: Node) throws(DocumentError) in try self.style(n) }
        let lineWidth = try reader.optional("lineWidth")?.number(.length)
        let styleNode = reader.optional("style")
        try reader.finish()
        if let styleNode {
            guard lineWidth == nil else { throw styleNode.fail("\(name) takes \"lineWidth\" or \"style\", not both") }
            return (content, try strokeStyle(styleNode))
        }
        return (content, StrokeStyle(lineWidth: lineWidth ?? 1))
    }

    /// `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`.
    func strokeStyle(_ node: Node) throws(DocumentError) -> StrokeStyle {
        var reader = try node.object("StrokeStyle")
        let lineWidth = try reader.optional("lineWidth")?.number(.length) ?? 1
        let cap = try reader.optional("lineCap").map { (n: Node) throws(DocumentError) in try Vocabulary.lineCaps.value(of: n) } ?? .butt
        let join = try reader.optional("lineJoin").map { (n: Node) throws(DocumentError) in try Vocabulary.lineJoins.value(of: n) } ?? .miter
        let miterLimit = try reader.optional("miterLimit")?.number(NumberRule(what: "a miter limit", minimum: 0, maximum: 1000)) ?? 10
        var dash: [Double] = []
        if let dashNode = reader.optional("dash") {
            let elements = try dashNode.array("dash lengths")
            guard elements.count <= Self.maximumDashCount else {
                throw dashNode.fail("a dash pattern has \(elements.count) lengths; the limit is \(Self.maximumDashCount)", kind: .limit)
            }
            for element in elements { dash.append(try element.number(.length)) }
        }
        let phase = try reader.optional("dashPhase")?.number(.signedLength) ?? 0
        try reader.finish()
        return StrokeStyle(lineWidth: lineWidth, lineCap: cap, lineJoin: join, miterLimit: miterLimit, dash: dash,
                           dashPhase: phase)
    }
}
