// Gradients (SwiftUI's `Gradient`, `LinearGradient`, `RadialGradient`, `AngularGradient`):
//   {"colors": [<colour>…]} or {"stops": [{"color": <colour>, "location": 0.4}…]} or {"gradient": {…}}
//   LinearGradient: + "startPoint", "endPoint"        RadialGradient: + "center", "startRadius", "endRadius"
//   AngularGradient: + "center", and "startAngle"/"endAngle" or "angle"
// Unit points are names ("topLeading") or {"x": 0.2, "y": 1}; angles are {"degrees": 90} or {"radians": 1.57}.

import Graphics
import Views

extension DocumentDecoder {
    /// The most stops one gradient may have (GradientStops' limit).
    static let maximumGradientStops = GradientStops.maximumCount

    /// A `Gradient` from an object with "colors" or "stops".
    func gradient(_ node: Node) throws(DocumentError) -> Dynamic<Gradient> {
        var reader = try node.object("Gradient")
        let result = try gradientStops(&reader, node: node)
        try reader.finish()
        return result
    }

    /// "colors", "stops" or "gradient" inside a gradient's arguments.
    func gradientStops(_ reader: inout ObjectReader, node: Node) throws(DocumentError) -> Dynamic<Gradient> {
        let colorsNode = reader.optional("colors")
        let stopsNode = reader.optional("stops")
        let gradientNode = reader.optional("gradient")
        let given = [colorsNode, stopsNode, gradientNode].compactMap { $0 }
        guard given.count == 1, let only = given.first else {
            throw node.fail(given.isEmpty ? "a gradient needs \"colors\", \"stops\" or \"gradient\""
                            : "a gradient takes one of \"colors\", \"stops\" and \"gradient\"")
        }
        if let gradientNode { return try gradient(gradientNode) }
        let elements = try only.array(colorsNode != nil ? "gradient colours" : "gradient stops")
        guard !elements.isEmpty else { throw only.fail("a gradient needs at least one colour") }
        guard elements.count <= Self.maximumGradientStops else {
            throw only.fail("a gradient has \(elements.count) stops; the limit is \(Self.maximumGradientStops)", kind: .limit)
        }
        if colorsNode != nil {
            var colors: [Dynamic<Color>] = []
            for element in elements { colors.append(try color(element)) }
            let fixed = colors
            return Dynamic { environment in Gradient(colors: fixed.map { $0.resolve(environment) }) }
        }
        var stops: [(Dynamic<Color>, Double)] = []
        for element in elements {
            var stop = try element.object("a gradient stop")
            let color = try color(try stop.required("color"))
            let location = try stop.required("location").number(.unit)
            try stop.finish()
            stops.append((color, location))
        }
        let fixed = stops
        return Dynamic { environment in
            Gradient(stops: fixed.map { Gradient.Stop(color: $0.0.resolve(environment), location: $0.1) })
        }
    }

    /// `LinearGradient(gradient:startPoint:endPoint:)`.
    func linearGradient(_ node: Node) throws(DocumentError) -> Dynamic<LinearGradient> {
        var reader = try node.object("LinearGradient")
        let gradient = try gradientStops(&reader, node: node)
        let start = try unitPoint(try reader.required("startPoint"))
        let end = try unitPoint(try reader.required("endPoint"))
        try reader.finish()
        return gradient.map { LinearGradient(gradient: $0, startPoint: start, endPoint: end) }
    }

    /// `RadialGradient(gradient:center:startRadius:endRadius:)`.
    func radialGradient(_ node: Node) throws(DocumentError) -> Dynamic<RadialGradient> {
        var reader = try node.object("RadialGradient")
        let gradient = try gradientStops(&reader, node: node)
        let center = try unitPoint(try reader.required("center"))
        let startRadius = try reader.required("startRadius").number(.length)
        let endRadius = try reader.required("endRadius").number(.length)
        try reader.finish()
        return gradient.map {
            RadialGradient(gradient: $0, center: center, startRadius: startRadius, endRadius: endRadius)
        }
    }

    /// `AngularGradient(gradient:center:startAngle:endAngle:)` or `(gradient:center:angle:)`.
    func angularGradient(_ node: Node) throws(DocumentError) -> Dynamic<AngularGradient> {
        var reader = try node.object("AngularGradient")
        let gradient = try gradientStops(&reader, node: node)
        let center = try unitPoint(try reader.required("center"))
        let start = try reader.optional("startAngle").map { (n: Node) throws(DocumentError) in try angle(n) }
        let end = try reader.optional("endAngle").map { (n: Node) throws(DocumentError) in try angle(n) }
        let angleNode = reader.optional("angle")
        try reader.finish()
        if let angleNode {
            guard start == nil, end == nil else {
                throw angleNode.fail("AngularGradient takes \"angle\" or \"startAngle\"/\"endAngle\", not both")
            }
            let turn = try angle(angleNode)
            return gradient.map { AngularGradient(gradient: $0, center: center, angle: turn) }
        }
        return gradient.map {
            AngularGradient(gradient: $0, center: center, startAngle: start ?? .zero, endAngle: end ?? .zero)
        }
    }

    /// A unit point: a name or {"x", "y"}.
    func unitPoint(_ node: Node) throws(DocumentError) -> UnitPoint {
        if node.stringValue != nil { return try Vocabulary.unitPoints.value(of: node) }
        guard node.isObject else { throw node.typeError(expected: "a unit point (a name such as \"top\" or {\"x\", \"y\"})") }
        var reader = try node.object("a unit point")
        let rule = NumberRule(what: "a unit coordinate", minimum: -100, maximum: 100)
        let point = UnitPoint(x: try reader.required("x").number(rule), y: try reader.required("y").number(rule))
        try reader.finish()
        return point
    }

    /// An angle: {"degrees": n} or {"radians": n}.
    func angle(_ node: Node) throws(DocumentError) -> Angle {
        guard node.isObject else { throw node.typeError(expected: "an angle ({\"degrees\": 90} or {\"radians\": 1.57})") }
        var reader = try node.object("an angle")
        let degrees = reader.optional("degrees")
        let radians = reader.optional("radians")
        try reader.finish()
        switch (degrees, radians) {
        case (let degrees?, nil): return .degrees(try degrees.number(.degrees))
        case (nil, let radians?): return .radians(try radians.number(.radians))
        default: throw node.fail("an angle needs exactly one of \"degrees\" and \"radians\"")
        }
    }
}
