// The walk of an SF Symbols template SVG for AssetSymbol: start tags in order, a stack of the open <g>
// ids, the glyph groups' translations and paths, and the guide lines' positions. Tags reuse SVGIconParser's
// attribute reader; `<path d>` its path-data parser. Nothing outside `Symbols` and `Guides` is read.
import Graphics

struct AssetSymbolTemplate {
    let bytes: [UInt8]

    /// The weight names of a template's glyph groups.
    static let weights: [String: Font.Weight] = [
        "Ultralight": .ultraLight, "Thin": .thin, "Light": .light, "Regular": .regular, "Medium": .medium,
        "Semibold": .semibold, "Bold": .bold, "Heavy": .heavy, "Black": .black,
    ]

    func parse() throws(SVGIconParser.Failure) -> AssetSymbol {
        var index = 0
        var groups: [String?] = []
        var current: (weight: Font.Weight, scale: SymbolScale, path: Path)?
        var variants: [AssetSymbol.Variant] = []
        var lines: [String: (x: Double, y: Double)] = [:]
        var origins: [String: Double] = [:]
        var pointSize = 100.0
        func failure(_ reason: String) -> SVGIconParser.Failure { SVGIconParser.Failure(reason: reason) }
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            if bytes[open...].starts(with: Array("<!--".utf8)) {
                guard let end = bytes[open...].firstRange(of: Array("-->".utf8)) else { throw failure("unterminated comment") }
                let comment = String(decoding: bytes[open..<end.lowerBound], as: UTF8.self)
                if let range = comment.firstRange(of: "point size: ") {
                    let digits = comment[range.upperBound...].prefix { $0.isNumber || $0 == "." }
                    pointSize = Double(digits).flatMap { $0 > 0 ? $0 : nil } ?? pointSize
                }
                index = end.upperBound
                continue
            }
            guard let close = bytes[open...].firstIndex(of: UInt8(ascii: ">")) else { throw failure("unterminated tag") }
            index = close + 1
            let tag = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
            if tag.hasPrefix("?") || tag.hasPrefix("!") { continue }
            if tag.hasPrefix("/") {
                if String(tag.dropFirst()).trimmingSpaces == "g", let closed = groups.popLast(), let group = current,
                   let closed, case let (weight, scale)? = Self.variantName(closed), group.weight == weight,
                   group.scale == scale {
                    variants.append(AssetSymbol.Variant(weight: weight, scale: scale, path: group.path, advance: 0))
                    current = nil
                }
                continue
            }
            if tag.hasPrefix("style") {
                // The style block's text holds no tags; skip to its end tag.
                guard let end = bytes[index...].firstRange(of: Array("</style>".utf8)) else { throw failure("unterminated <style>") }
                index = end.upperBound
                continue
            }
            let selfClosing = tag.hasSuffix("/")
            let element = try SVGIconParser.Element(tag: selfClosing ? String(tag.dropLast()) : tag)
            let id = element.attributes["id"]
            switch element.name {
            case "g":
                if groups.contains("Symbols"), let id, case let (weight, scale)? = Self.variantName(id) {
                    origins[id] = try Self.translation(element.attributes["transform"]).x
                    current = (weight, scale, Path())
                }
                if !selfClosing { groups.append(id) }
            case "path":
                guard var group = current, groups.contains("Symbols") else { continue }
                do {
                    group.path.addPath(try SVGPathData.path(element.attributes["d"] ?? ""))
                } catch {
                    throw failure("<path d> of \(Self.id(group.weight, group.scale)): \(error.reason)")
                }
                current = group
            case "line":
                guard groups.contains("Guides"), let id else { continue }
                lines[id] = (try element.number("x1", default: 0), try element.number("y1", default: 0))
            default:
                continue
            }
        }
        guard !variants.isEmpty else {
            throw failure("no glyph group (such as <g id=\"Regular-M\">) inside <g id=\"Symbols\">: not an SF Symbols template")
        }
        guard let baseline = lines["Baseline-M"]?.y, let capline = lines["Capline-M"]?.y, baseline > capline else {
            throw failure("the guides Baseline-M and Capline-M are missing: not an SF Symbols template")
        }
        // Margins: left-margin-Regular-M … give the advance; without them the ink's width.
        variants = variants.map { variant in
            var variant = variant
            let key = Self.id(variant.weight, variant.scale)
            if let left = lines["left-margin-\(key)"]?.x, let right = lines["right-margin-\(key)"]?.x, right > left {
                // The group sits at its ink's origin; the advance starts at the left margin.
                variant.path = variant.path.offsetBy(dx: (origins[key] ?? left) - left, dy: 0)
                variant.advance = right - left
            } else {
                let bounds = variant.path.bounds
                variant.path = variant.path.offsetBy(dx: -bounds.minX, dy: 0)
                variant.advance = bounds.width
            }
            return variant
        }
        return AssetSymbol(templatePointSize: pointSize, capHeight: baseline - capline, variants: variants)
    }

    /// `Regular-M` → (.regular, .medium).
    static func variantName(_ id: String) -> (Font.Weight, SymbolScale)? {
        let parts = id.split(separator: "-")
        guard parts.count == 2, let weight = weights[String(parts[0])],
              let scale = ["S": SymbolScale.small, "M": .medium, "L": .large][String(parts[1])] else { return nil }
        return (weight, scale)
    }

    /// (.regular, .medium) → `Regular-M`.
    static func id(_ weight: Font.Weight, _ scale: SymbolScale) -> String {
        let name = weights.first { $0.value == weight }?.key ?? "Regular"
        return "\(name)-\(scale == .small ? "S" : scale == .medium ? "M" : "L")"
    }

    /// The translation of `matrix(1 0 0 1 x y)` or `translate(x y)`; other transforms are refused.
    static func translation(_ transform: String?) throws(SVGIconParser.Failure) -> Point {
        guard let transform else { return Point(0, 0) }
        let numbers = transform.split(whereSeparator: { " ,()".contains($0) }).dropFirst().compactMap { Double($0) }
        if transform.hasPrefix("matrix"), numbers.count == 6, numbers[0] == 1, numbers[1] == 0, numbers[2] == 0,
           numbers[3] == 1 {
            return Point(numbers[4], numbers[5])
        }
        if transform.hasPrefix("translate"), numbers.count >= 1 {
            return Point(numbers[0], numbers.count > 1 ? numbers[1] : 0)
        }
        throw SVGIconParser.Failure(reason: "the glyph group's transform \"\(transform.prefix(60))\" is not a translation")
    }
}
