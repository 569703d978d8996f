// Layout modifiers:
//   "padding" | {"padding": 16} | {"padding": {"edges": "horizontal", "length": 8}}
//   {"padding": {"top": 4, "leading": 8, "bottom": 4, "trailing": 8}}                (EdgeInsets)
//   {"frame": {"width": 60, "height": 60, "alignment": "top"}}                       (fixed)
//   {"frame": {"maxWidth": "infinity", "minHeight": 20, "alignment": "leading"}}     (flexible)
//   "fixedSize" | {"fixedSize": {"horizontal": false, "vertical": true}}
//   {"layoutPriority": 1}  {"offset": {"x": 4, "y": -4}}  {"position": {"x": 20, "y": 30}}
//   {"aspectRatio": "fit"} | {"aspectRatio": {"ratio": 1.5, "contentMode": "fill"}}  "scaledToFit"  "scaledToFill"

import Graphics
import JSON
import Layout
import Views

extension DocumentDecoder {
    func layoutModifier(_ argument: ModifierArgument) throws(DocumentError) -> DocumentModifier {
        switch argument.name {
        case "padding":
            let insets = try padding(argument)
            return .view { view, _ in AnyView(view.padding(insets)) }
        case "frame":
            return try frame(try argument.required())
        case "fixedSize":
            guard let node = argument.node, node.isObject, node.members?.isEmpty == false else {
                try argument.none()
                return .view { view, _ in AnyView(view.fixedSize()) }
            }
            var reader = try node.object("fixedSize")
            let horizontal = try reader.required("horizontal").bool()
            let vertical = try reader.required("vertical").bool()
            try reader.finish()
            return .view { view, _ in AnyView(view.fixedSize(horizontal: horizontal, vertical: vertical)) }
        case "layoutPriority":
            let priority = try argument.required().number(.priority)
            return .view { view, _ in AnyView(view.layoutPriority(priority)) }
        case "offset", "position":
            var reader = try argument.required().object(argument.name)
            let x = try reader.optional("x")?.number(.signedLength) ?? 0
            let y = try reader.optional("y")?.number(.signedLength) ?? 0
            try reader.finish()
            if argument.name == "offset" { return .view { view, _ in AnyView(view.offset(x: x, y: y)) } }
            return .view { view, _ in AnyView(view.position(x: x, y: y)) }
        case "aspectRatio":
            return try aspectRatio(try argument.required())
        case "scaledToFit":
            try argument.none()
            return .view { view, _ in AnyView(view.scaledToFit()) }
        default:
            try argument.none()
            return .view { view, _ in AnyView(view.scaledToFill()) }
        }
    }

    /// The insets of a `padding` modifier.
    private func padding(_ argument: ModifierArgument) throws(DocumentError) -> EdgeInsets {
        guard let node = argument.node else { return EdgeInsets(.all, nil) }
        if case .bool(true) = node.value.kind { return EdgeInsets(.all, nil) }
        if node.isNumber { return EdgeInsets(try node.number(.signedLength)) }
        guard node.isObject else {
            throw node.typeError(expected: "a length, {\"edges\", \"length\"} or {\"top\", \"leading\", \"bottom\", \"trailing\"}")
        }
        if node.members?.isEmpty == true { return EdgeInsets(.all, nil) }
        var reader = try node.object("padding")
        let edgesNode = reader.optional("edges")
        let lengthNode = reader.optional("length")
        let sides = ["top", "leading", "bottom", "trailing"].map { reader.optional($0) }
        try reader.finish()
        if edgesNode != nil || lengthNode != nil {
            if let side = sides.compactMap({ $0 }).first {
                throw side.fail("padding takes \"edges\"/\"length\" or top/leading/bottom/trailing, not both")
            }
            let edges = try edgesNode.map { (n: Node) throws(DocumentError) in try edgeSet(n) } ?? .all
            let length = try lengthNode.flatMap { (n: Node) throws(DocumentError) -> Double? in
                n.isNull ? nil : try n.number(.signedLength)
            }
            return EdgeInsets(edges, length)
        }
        var values: [Double] = []
        for side in sides { values.append(try side?.number(.signedLength) ?? 0) }
        return EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }

    /// An edge set: a name or an array of names.
    private func edgeSet(_ node: Node) throws(DocumentError) -> Edge.Set {
        if node.stringValue != nil { return try Vocabulary.edges.value(of: node) }
        var set: Edge.Set = []
        for element in try node.array("edge names") { set.formUnion(try Vocabulary.edges.value(of: element)) }
        return set
    }

    /// `frame(width:height:alignment:)` or `frame(minWidth:…maxHeight:alignment:)`.
    private func frame(_ node: Node) throws(DocumentError) -> DocumentModifier {
        var reader = try node.object("frame")
        let widthNode = reader.optional("width"), heightNode = reader.optional("height")
        let widths = FrameAxisNodes(&reader, axis: "Width"), heights = FrameAxisNodes(&reader, axis: "Height")
        let alignment = try reader.optional("alignment").map { (n: Node) throws(DocumentError) in try Vocabulary.alignments.value(of: n) } ?? .center
        try reader.finish()
        let usesFixed = widthNode != nil || heightNode != nil
        if usesFixed, let flexible = widths.present.first ?? heights.present.first {
            throw flexible.fail("frame takes width/height or min/ideal/max sizes, not both (SwiftUI has two frame modifiers)")
        }
        if usesFixed || (widths.present.isEmpty && heights.present.isEmpty) {
            let width = try widthNode.flatMap { (n: Node) throws(DocumentError) in try frameLength(n, allowsInfinity: false) }
            let height = try heightNode.flatMap { (n: Node) throws(DocumentError) in try frameLength(n, allowsInfinity: false) }
            return .view { view, _ in AnyView(view.frame(width: width, height: height, alignment: alignment)) }
        }
        let w = try frameLengths(widths), h = try frameLengths(heights)
        return .view { view, _ in
            AnyView(view.frame(minWidth: w.minimum, idealWidth: w.ideal, maxWidth: w.maximum, minHeight: h.minimum,
                               idealHeight: h.ideal, maxHeight: h.maximum, alignment: alignment))
        }
    }

    /// The lengths of one axis of a flexible frame: only the maximum may be `"infinity"`, and the lengths
    /// given must not decrease from minimum to ideal to maximum.
    private func frameLengths(_ axis: FrameAxisNodes) throws(DocumentError) -> (minimum: Double?, ideal: Double?, maximum: Double?) {
        let minimum = try axis.minimum.flatMap { (n: Node) throws(DocumentError) in try frameLength(n, allowsInfinity: false) }
        let ideal = try axis.ideal.flatMap { (n: Node) throws(DocumentError) in try frameLength(n, allowsInfinity: false) }
        let maximum = try axis.maximum.flatMap { (n: Node) throws(DocumentError) in try frameLength(n, allowsInfinity: true) }
        let present = [minimum, ideal, maximum].compactMap { $0 }
        if present != present.sorted(), let node = axis.maximum ?? axis.ideal {
            throw node.fail("contradictory frame: min\(axis.name)…max\(axis.name) must not decrease")
        }
        return (minimum, ideal, maximum)
    }

    /// A frame length: a number, `"infinity"` (maximums only) or null (unset).
    private func frameLength(_ node: Node, allowsInfinity: Bool) throws(DocumentError) -> Double? {
        if node.isNull { return nil }
        if let text = node.stringValue {
            guard allowsInfinity, text == "infinity" else {
                throw node.fail(allowsInfinity ? "expected a length or \"infinity\", found \(node.value.kindDescription)"
                                : "\(JSONQuote.quoted(text)) is not a length; only maxWidth and maxHeight take \"infinity\"")
            }
            return .infinity
        }
        return try node.number(.length)
    }

    /// `aspectRatio(_:contentMode:)`.
    private func aspectRatio(_ node: Node) throws(DocumentError) -> DocumentModifier {
        if node.stringValue != nil {
            let mode = try Vocabulary.contentModes.value(of: node)
            return .view { view, _ in AnyView(view.aspectRatio(contentMode: mode)) }
        }
        var reader = try node.object("aspectRatio")
        let mode = try Vocabulary.contentModes.value(of: try reader.required("contentMode"))
        let ratioNode = reader.optional("ratio")
        try reader.finish()
        var ratio: Double?
        if let ratioNode, ratioNode.isObject {
            var size = try ratioNode.object("ratio")
            let width = try size.required("width").number(NumberRule(what: "a width", minimum: 0, maximum: NumberRule.maximumLength, excludesMinimum: true))
            let height = try size.required("height").number(NumberRule(what: "a height", minimum: 0, maximum: NumberRule.maximumLength, excludesMinimum: true))
            try size.finish()
            ratio = width / height
            guard (0.0001...10_000).contains(width / height) else {
                throw ratioNode.fail("width ÷ height is \(width / height); a width ÷ height ratio must be "
                                     + "from 0.0001 to 10000")
            }
        } else if let ratioNode {
            ratio = try ratioNode.number(.ratio)
        }
        let value = ratio
        return .view { view, _ in AnyView(view.aspectRatio(value, contentMode: mode)) }
    }
}
