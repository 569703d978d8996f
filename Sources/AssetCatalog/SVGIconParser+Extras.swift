// What SVG icons exported by design tools add to the basic subset: the `transform` attribute (SVG 1.1
// §7.6: a list of matrix, translate, scale, rotate with an optional centre, skewX, skewY, applied right to
// left), strokes (`stroke`, `stroke-width`, `stroke-linecap`, `stroke-linejoin`, `stroke-miterlimit`,
// `stroke-opacity`; outlined by Graphics' stroker in the element's own coordinates, then transformed, as
// SVG scales a stroke with its element) and the basic shapes <ellipse>, <line>, <polyline>, <polygon>
// (SVG 1.1 §9). Dashes, markers and `vector-effect` are refused by name.
import Glibc
import Graphics

extension SVGIconParser.Element {
    /// The element's own transform (identity without the attribute).
    func transform() throws(SVGIconParser.Failure) -> AffineTransform {
        guard let text = attributes["transform"] else { return .identity }
        var result = AffineTransform.identity
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "(") {
            let name = rest[..<open].trimmingCharacters(in: " ,\t\n")
            guard let close = rest[open...].firstIndex(of: ")") else { break }
            let numbers = rest[rest.index(after: open)..<close].split(whereSeparator: { " ,\t\n".contains($0) }).map { Double($0) }
            guard numbers.allSatisfy({ $0?.isFinite == true }) else {
                throw SVGIconParser.Failure(reason: "transform=\"\(text.prefix(60))\" of <\(self.name)> has a bad number")
            }
            let n = numbers.compactMap { $0 }
            let step: AffineTransform
            switch (name, n.count) {
            case ("matrix", 6): step = AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
            case ("translate", 1), ("translate", 2): step = AffineTransform(translationX: n[0], y: n.count > 1 ? n[1] : 0)
            case ("scale", 1), ("scale", 2): step = AffineTransform(scaleX: n[0], y: n.count > 1 ? n[1] : n[0])
            case ("rotate", 1), ("rotate", 3):
                let angle = n[0] * .pi / 180
                let turn = AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
                step = n.count == 3
                    ? AffineTransform(translationX: -n[1], y: -n[2]).concatenating(turn)
                        .concatenating(AffineTransform(translationX: n[1], y: n[2]))
                    : turn
            case ("skewX", 1): step = AffineTransform(a: 1, b: 0, c: tan(n[0] * .pi / 180), d: 1, tx: 0, ty: 0)
            case ("skewY", 1): step = AffineTransform(a: 1, b: tan(n[0] * .pi / 180), c: 0, d: 1, tx: 0, ty: 0)
            default:
                throw SVGIconParser.Failure(reason: "transform=\"\(text.prefix(60))\" of <\(self.name)>: \(name)(…) with "
                                            + "\(n.count) numbers is not an SVG transform")
            }
            // "a b" applies b first, then a: each later step is applied before the ones already read.
            result = step.concatenating(result)
            rest = rest[rest.index(after: close)...]
        }
        guard rest.trimmingCharacters(in: " ,\t\n").isEmpty else {
            throw SVGIconParser.Failure(reason: "transform=\"\(text.prefix(60))\" of <\(self.name)> is not a transform list")
        }
        return result
    }

    /// The stroke attributes set on this element, applied over the inherited ones.
    func applyStroke(to stroke: inout SVGIconParser.Stroke) throws(SVGIconParser.Failure) {
        if let value = attributes["stroke"] { stroke.color = try Self.color(value, element: name) }
        if attributes["stroke-width"] != nil { stroke.style.lineWidth = max(0, try number("stroke-width")) }
        if attributes["stroke-miterlimit"] != nil { stroke.style.miterLimit = max(1, try number("stroke-miterlimit")) }
        if attributes["stroke-opacity"] != nil { stroke.opacity = min(max(try number("stroke-opacity"), 0), 1) }
        if let value = attributes["stroke-linecap"] {
            guard let cap = ["butt": LineCap.butt, "round": .round, "square": .square][value] else {
                throw SVGIconParser.Failure(reason: "unknown stroke-linecap \"\(value.prefix(20))\" on <\(name)>")
            }
            stroke.style.lineCap = cap
        }
        if let value = attributes["stroke-linejoin"] {
            guard let join = ["miter": LineJoin.miter, "round": .round, "bevel": .bevel][value] else {
                throw SVGIconParser.Failure(reason: "unknown stroke-linejoin \"\(value.prefix(20))\" on <\(name)>")
            }
            stroke.style.lineJoin = join
        }
        for key in ["stroke-dasharray", "marker-start", "marker-mid", "marker-end", "vector-effect"] where attributes[key] != nil {
            guard key != "stroke-dasharray" || attributes[key] != "none" else { continue }
            throw SVGIconParser.Failure(reason: "the attribute \(key) of <\(name)> is not supported in SVG icons")
        }
    }

    /// The outline of <ellipse>, <line>, <polyline> and <polygon>; nil for other elements.
    func extraOutline() throws(SVGIconParser.Failure) -> Path? {
        switch name {
        case "ellipse":
            let rx = try number("rx"), ry = try number("ry")
            let cx = try number("cx", default: 0), cy = try number("cy", default: 0)
            return Path(ellipseIn: Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry))
        case "line":
            var path = Path()
            path.move(to: Point(try number("x1", default: 0), try number("y1", default: 0)))
            path.addLine(to: Point(try number("x2", default: 0), try number("y2", default: 0)))
            return path
        case "polyline", "polygon":
            let values = (attributes["points"] ?? "").split(whereSeparator: { " ,\t\n\r".contains($0) }).map { Double($0) }
            guard values.count >= 4, values.count % 2 == 0, values.allSatisfy({ $0?.isFinite == true }) else {
                throw SVGIconParser.Failure(reason: "points of <\(name)> are not pairs of numbers")
            }
            let n = values.compactMap { $0 }
            var path = Path()
            path.move(to: Point(n[0], n[1]))
            for index in stride(from: 2, to: n.count, by: 2) { path.addLine(to: Point(n[index], n[index + 1])) }
            if name == "polygon" { path.closeSubpath() }
            return path
        default:
            return nil
        }
    }
}

extension SVGIconParser {
    /// The inherited stroke: none until a `stroke` colour is given.
    struct Stroke {
        var color: RGBAColor?
        var opacity = 1.0
        var style = StrokeStyle(lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 4)
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> Substring {
        guard let start = firstIndex(where: { !set.contains($0) }), let end = lastIndex(where: { !set.contains($0) }) else {
            return ""
        }
        return self[start...end]
    }
}
