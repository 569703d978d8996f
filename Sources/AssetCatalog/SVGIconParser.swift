// The element walk of SVGIcon: tags in document order (comments, the XML declaration and DOCTYPE
// skipped), a stack of <g> styles (fill, stroke, opacity, transform), a filled Shape and a stroke Shape per
// <path>/<rect>/<circle>/<ellipse>/<line>/<polyline>/<polygon> (SVGIconParser+Extras.swift). Attribute values are XML-quoted
// strings; entities are not expanded (icon files do not use them in the attributes read here).
import Graphics

struct SVGIconParser {
    struct Failure: Error { var reason: String }

    let text: String

    private struct Style {
        var fill: RGBAColor? = RGBAColor(red: 0, green: 0, blue: 0)
        var fillRule: FillRule = .nonZero
        var opacity = 1.0
        var stroke = Stroke()
        var transform = AffineTransform.identity
    }

    func parse() throws(Failure) -> SVGIcon {
        let bytes = Array(text.utf8)
        var index = 0
        var styles = [Style()]
        var svg: (size: Size, viewBox: Rect)?
        var shapes: [SVGIcon.Shape] = []
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            if bytes[open...].starts(with: Array("<!--".utf8)) {
                guard let end = find("-->", in: bytes, from: open) else { throw Failure(reason: "unterminated comment") }
                index = end + 3
                continue
            }
            guard let close = bytes[open...].firstIndex(of: UInt8(ascii: ">")) else {
                throw Failure(reason: "unterminated tag at offset \(open)")
            }
            index = close + 1
            let tag = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
            if tag.hasPrefix("?") || tag.hasPrefix("!") { continue }
            if tag.hasPrefix("/") {
                if String(tag.dropFirst()).trimmingSpaces == "g", styles.count > 1 { styles.removeLast() }
                continue
            }
            let selfClosing = tag.hasSuffix("/")
            let element = try Element(tag: selfClosing ? String(tag.dropLast()) : tag)
            try element.refuseUnsupportedAttributes()
            var style = styles[styles.count - 1]
            try element.apply(to: &style.fill, rule: &style.fillRule, opacity: &style.opacity)
            try element.applyStroke(to: &style.stroke)
            style.transform = try element.transform().concatenating(style.transform)
            switch element.name {
            case "svg":
                svg = try element.svgGeometry()
                styles[styles.count - 1] = style   // the root's fill, stroke and transform reach every shape
            case "g":
                if !selfClosing { styles.append(style) }
            case "path", "rect", "circle", "ellipse", "line", "polyline", "polygon":
                guard svg != nil else { throw Failure(reason: "<\(element.name)> before <svg>") }
                let outline: Path
                if let extra = try element.extraOutline() { outline = extra } else { outline = try element.outline() }
                if let fill = style.fill, element.name != "line" {
                    shapes.append(SVGIcon.Shape(path: outline.applying(style.transform),
                                                color: fill.multipliedAlpha(style.opacity), fillRule: style.fillRule))
                }
                if let color = style.stroke.color, style.stroke.style.lineWidth > 0 {
                    let scale = max(abs(style.transform.determinant).squareRoot(), 1e-9)
                    let stroked = outline.strokedPath(style.stroke.style, tolerance: 0.02 / scale)
                    shapes.append(SVGIcon.Shape(path: stroked.applying(style.transform),
                                                color: color.multipliedAlpha(style.opacity * style.stroke.opacity),
                                                fillRule: .nonZero))
                }
                guard shapes.count <= 10_000 else { throw Failure(reason: "more than 10000 shapes") }
            case "title", "desc", "metadata", "defs":
                continue
            default:
                throw Failure(reason: "the SVG element <\(element.name)> is not drawn (only <path>, <rect>, <circle>, "
                              + "<ellipse>, <line>, <polyline>, <polygon> and <g> with solid fills and strokes are)")
            }
        }
        guard let svg else { throw Failure(reason: "no <svg> element") }
        return SVGIcon(size: svg.size, viewBox: svg.viewBox, shapes: shapes)
    }

    private func find(_ needle: String, in bytes: [UInt8], from start: Int) -> Int? {
        let pattern = Array(needle.utf8)
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    /// One start tag: its name and attributes.
    struct Element {
        var name: String
        var attributes: [String: String] = [:]

        init(tag: String) throws(Failure) {
            let scalars = Array(tag.unicodeScalars)
            var index = 0
            func skipSpaces() { while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 } }
            func word() -> String {
                let start = index
                while index < scalars.count, !scalars[index].properties.isWhitespace, scalars[index] != "=" { index += 1 }
                return String(String.UnicodeScalarView(scalars[start..<index]))
            }
            name = word()
            while true {
                skipSpaces()
                guard index < scalars.count else { break }
                let key = word()
                skipSpaces()
                guard index < scalars.count, scalars[index] == "=" else {
                    throw Failure(reason: "attribute \(key) of <\(name)> has no value")
                }
                index += 1
                skipSpaces()
                guard index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" else {
                    throw Failure(reason: "attribute \(key) of <\(name)> is not quoted")
                }
                let quote = scalars[index]
                index += 1
                let start = index
                while index < scalars.count, scalars[index] != quote { index += 1 }
                guard index < scalars.count else { throw Failure(reason: "attribute \(key) of <\(name)> is not closed") }
                attributes[key] = String(String.UnicodeScalarView(scalars[start..<index]))
                index += 1
            }
        }

        func refuseUnsupportedAttributes() throws(Failure) {
            for key in ["style", "class", "clip-path", "mask", "filter"] where attributes[key] != nil {
                throw Failure(reason: "the attribute \(key) of <\(name)> is not supported in SVG icons")
            }
        }

        func apply(to fill: inout RGBAColor?, rule: inout FillRule, opacity: inout Double) throws(Failure) {
            if let value = attributes["fill"] { fill = try Self.color(value, element: name) }
            if let value = attributes["fill-rule"] {
                switch value {
                case "nonzero": rule = .nonZero
                case "evenodd": rule = .evenOdd
                default: throw Failure(reason: "unknown fill-rule \"\(value)\" on <\(name)>")
                }
            }
            for key in ["opacity", "fill-opacity"] {
                if attributes[key] != nil { opacity *= min(max(try number(key), 0), 1) }
            }
        }

        static func color(_ value: String, element: String) throws(Failure) -> RGBAColor? {
            switch value {
            case "none": return nil
            case "black", "currentColor": return RGBAColor(red: 0, green: 0, blue: 0)
            case "white": return RGBAColor(red: 1, green: 1, blue: 1)
            default: break
            }
            var digits = Array(value.utf8.dropFirst())
            if value.hasPrefix("#"), digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
            guard value.hasPrefix("#"), digits.count == 6,
                  let number = UInt32(String(decoding: digits, as: UTF8.self), radix: 16) else {
                throw Failure(reason: "the fill \"\(value.prefix(40))\" of <\(element)> is not #rgb, #rrggbb, black, white, "
                              + "currentColor or none")
            }
            return RGBAColor(r255: Double(number >> 16), Double((number >> 8) & 0xFF), Double(number & 0xFF))
        }

        func number(_ key: String, default fallback: Double? = nil) throws(Failure) -> Double {
            guard let text = attributes[key] else {
                if let fallback { return fallback }
                throw Failure(reason: "<\(name)> needs \(key)")
            }
            let trimmed = text.hasSuffix("px") ? String(text.dropLast(2)) : text
            guard let value = Double(trimmed.trimmingSpaces), value.isFinite else {
                throw Failure(reason: "\(key)=\"\(text.prefix(40))\" of <\(name)> is not a number")
            }
            return value
        }

        /// The natural size and viewBox of the <svg> element.
        func svgGeometry() throws(Failure) -> (size: Size, viewBox: Rect) {
            var viewBox: Rect?
            if let text = attributes["viewBox"] {
                let parts = text.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
                guard parts.count == 4, parts.allSatisfy(\.isFinite), parts[2] > 0, parts[3] > 0 else {
                    throw Failure(reason: "viewBox=\"\(text.prefix(60))\" is not four numbers with a positive size")
                }
                viewBox = Rect(x: parts[0], y: parts[1], width: parts[2], height: parts[3])
            }
            let width = try attributes["width"].map { (_: String) throws(Failure) in try number("width") } ?? viewBox?.width
            let height = try attributes["height"].map { (_: String) throws(Failure) in try number("height") } ?? viewBox?.height
            guard let width, let height, width > 0, height > 0, width <= 4096, height <= 4096 else {
                throw Failure(reason: "the <svg> needs a viewBox or a width and height (positive, at most 4096)")
            }
            return (Size(width: width, height: height), viewBox ?? Rect(x: 0, y: 0, width: width, height: height))
        }

        /// The outline of a <path>, <rect> or <circle>.
        func outline() throws(Failure) -> Path {
            switch name {
            case "path":
                do { return try SVGPathData.path(attributes["d"] ?? "") } catch {
                    throw Failure(reason: "<path d>: \(error.reason)")
                }
            case "rect":
                let rect = Rect(x: try number("x", default: 0), y: try number("y", default: 0),
                                width: try number("width"), height: try number("height"))
                let radius = try number("rx", default: try number("ry", default: 0))
                guard radius > 0 else { return Path(rect) }
                return Path(roundedRect: rect, cornerRadius: min(radius, rect.width / 2, rect.height / 2), style: .circular)
            default:
                let r = try number("r")
                let cx = try number("cx", default: 0), cy = try number("cy", default: 0)
                return Path(ellipseIn: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
            }
        }
    }
}
