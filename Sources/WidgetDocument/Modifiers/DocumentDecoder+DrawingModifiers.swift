// Drawing modifiers:
//   {"opacity": 0.6}  "hidden"  {"rotationEffect": {"degrees": -90}} | {"rotationEffect": {"angle": …, "anchor": "top"}}
//   {"scaleEffect": 1.5} | {"scaleEffect": {"x": 1, "y": 2, "anchor"?: …}} | {"scaleEffect": {"scale": 1.5, "anchor": …}}
//   {"shadow": {"color"?: <colour>, "radius": 4, "x"?: 0, "y"?: 2}}  {"blur": 3} | {"blur": {"radius": 3, "opaque": true}}
//   {"grayscale": 1}  {"saturation": 0.5}  {"brightness": 0.1}  {"contrast": 1.2}  {"colorMultiply": <colour>}
//   {"hueRotation": {"degrees": 90}}  "colorInvert"  "luminanceToAlpha"  "compositingGroup"
//   "clipped"  {"cornerRadius": 12}  {"clipShape": <shape>} | {"clipShape": {"shape": <shape>, "style": {"eoFill": true}}}

import Graphics
import Views

extension DocumentDecoder {
    func drawingModifier(_ argument: ModifierArgument) throws(DocumentError) -> DocumentModifier {
        switch argument.name {
        case "opacity":
            let opacity = try argument.required().number(.opacity)
            return .view { view, _ in AnyView(view.opacity(opacity)) }
        case "hidden", "colorInvert", "luminanceToAlpha", "compositingGroup", "clipped":
            try argument.none()
            switch argument.name {
            case "hidden": return .view { view, _ in AnyView(view.hidden()) }
            case "colorInvert": return .view { view, _ in AnyView(view.colorInvert()) }
            case "luminanceToAlpha": return .view { view, _ in AnyView(view.luminanceToAlpha()) }
            case "compositingGroup": return .view { view, _ in AnyView(view.compositingGroup()) }
            default: return .view { view, _ in AnyView(view.clipped()) }
            }
        case "rotationEffect":
            let node = try argument.required()
            var reader = try node.object("rotationEffect")
            if reader.has("angle") {
                let angle = try self.angle(try reader.required("angle"))
                let anchor = try reader.optional("anchor").map { (n: Node) throws(DocumentError) in try unitPoint(n) } ?? .center
                try reader.finish()
                return .view { view, _ in AnyView(view.rotationEffect(angle, anchor: anchor)) }
            }
            let angle = try self.angle(node)
            return .view { view, _ in AnyView(view.rotationEffect(angle)) }
        case "scaleEffect":
            return try scaleEffect(try argument.required())
        case "shadow":
            var reader = try argument.required().object("shadow")
            let color = try reader.optional("color").map { (n: Node) throws(DocumentError) in try self.color(n) }
            let radius = try reader.required("radius").number(.radius)
            let x = try reader.optional("x")?.number(.signedLength) ?? 0
            let y = try reader.optional("y")?.number(.signedLength) ?? 0
            try reader.finish()
            return .view { view, environment in
                guard let color else { return AnyView(view.shadow(radius: radius, x: x, y: y)) }
                return AnyView(view.shadow(color: color.resolve(environment), radius: radius, x: x, y: y))
            }
        case "blur":
            let node = try argument.required()
            if node.isNumber {
                let radius = try node.number(.radius)
                return .view { view, _ in AnyView(view.blur(radius: radius)) }
            }
            var reader = try node.object("blur")
            let radius = try reader.required("radius").number(.radius)
            let opaque = try reader.optional("opaque")?.bool() ?? false
            try reader.finish()
            return .view { view, _ in AnyView(view.blur(radius: radius, opaque: opaque)) }
        case "grayscale", "saturation", "brightness", "contrast":
            let amount = try argument.required().number(.amount)
            switch argument.name {
            case "grayscale": return .view { view, _ in AnyView(view.grayscale(amount)) }
            case "saturation": return .view { view, _ in AnyView(view.saturation(amount)) }
            case "brightness": return .view { view, _ in AnyView(view.brightness(amount)) }
            default: return .view { view, _ in AnyView(view.contrast(amount)) }
            }
        case "colorMultiply":
            let color = try self.color(try argument.required())
            return .view { view, environment in AnyView(view.colorMultiply(color.resolve(environment))) }
        case "hueRotation":
            let angle = try self.angle(try argument.required())
            return .view { view, _ in AnyView(view.hueRotation(angle)) }
        case "cornerRadius":
            let radius = try argument.required().number(.length)
            return .view { view, _ in AnyView(view.cornerRadius(radius)) }
        default:
            return try clipShape(try argument.required())
        }
    }

    private func scaleEffect(_ node: Node) throws(DocumentError) -> DocumentModifier {
        if node.isNumber {
            let scale = try node.number(.scale)
            return .view { view, _ in AnyView(view.scaleEffect(scale)) }
        }
        var reader = try node.object("scaleEffect")
        let scale = try reader.optional("scale")?.number(.scale)
        let x = try reader.optional("x")?.number(.scale)
        let y = try reader.optional("y")?.number(.scale)
        let anchor = try reader.optional("anchor").map { (n: Node) throws(DocumentError) in try unitPoint(n) } ?? .center
        try reader.finish()
        if let scale {
            guard x == nil, y == nil else { throw node.fail("scaleEffect takes \"scale\" or \"x\"/\"y\", not both") }
            return .view { view, _ in AnyView(view.scaleEffect(scale, anchor: anchor)) }
        }
        guard x != nil || y != nil else { throw node.fail("scaleEffect needs \"scale\", \"x\" or \"y\"") }
        return .view { view, _ in AnyView(view.scaleEffect(x: x ?? 1, y: y ?? 1, anchor: anchor)) }
    }

    private func clipShape(_ node: Node) throws(DocumentError) -> DocumentModifier {
        var shapeNode = node
        var fillStyle = FillStyle()
        if let members = node.members, members.contains(where: { $0.key == "shape" }) {
            var reader = try node.object("clipShape")
            shapeNode = try reader.required("shape")
            if let style = reader.optional("style") { fillStyle = try self.fillStyle(style) }
            try reader.finish()
        }
        let shape = try shapeValue(shapeNode)
        let style = fillStyle
        return .view { view, _ in clip(view, shape, style) }
    }

    /// `FillStyle(eoFill:antialiased:)` from {"eoFill", "antialiased"}.
    func fillStyle(_ node: Node) throws(DocumentError) -> FillStyle {
        var reader = try node.object("FillStyle")
        let eoFill = try reader.optional("eoFill")?.bool() ?? false
        let antialiased = try reader.optional("antialiased")?.bool() ?? true
        try reader.finish()
        return FillStyle(eoFill: eoFill, antialiased: antialiased)
    }
}

/// `view.clipShape(shape, style:)` with the shape's concrete type.
private func clip<S: Shape>(_ view: AnyView, _ shape: S, _ style: FillStyle) -> AnyView {
    AnyView(view.clipShape(shape, style: style))
}
