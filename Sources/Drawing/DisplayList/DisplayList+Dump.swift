// The display list's text dump: one command per line, indented two spaces inside each clip or layer,
// numbers through Graphics' `formatNumber` (at most 3 decimals, locale-free), so tests and the CLI can
// compare it as text.
import Graphics
import Raster

extension DisplayList {
    /// A stable, human-readable dump: a header line, then one line per command.
    ///
    /// ```
    /// display list 30×30
    /// fill rect (0, 0, 30, 30) rgba(255,0,0,1)
    /// pushLayer opacity 0.5
    ///   fill path 6 elements in (3, 3, 24, 24) rgba(0,0,255,1) accent
    /// popLayer
    /// ```
    public func textDump() -> String {
        textDumpLines().joined(separator: "\n")
    }

    /// The lines of ``textDump()``.
    public func textDumpLines() -> [String] {
        var lines = ["display list \(pixelWidth)×\(pixelHeight)"]
        var depth = 0
        for item in items {
            if case .popClip = item.command { depth = max(0, depth - 1) }
            if case .popLayer = item.command { depth = max(0, depth - 1) }
            if case .popEffectLayer = item.command { depth = max(0, depth - 1) }
            var line = String(repeating: "  ", count: depth) + DumpFormat.describe(item.command)
            if item.accentGroup == .accent { line += " accent" }
            lines.append(line)
            if case .pushClip = item.command { depth += 1 }
            if case .pushLayer = item.command { depth += 1 }
            if case .pushEffectLayer = item.command { depth += 1 }
        }
        return lines
    }
}

/// Text forms of display-list values.
enum DumpFormat {
    static func describe(_ command: DisplayCommand) -> String {
        switch command {
        case let .fill(path, paint, rule):
            return "fill \(describe(path)) \(describe(paint))" + (rule == .evenOdd ? " evenOdd" : "")
        case .glyphs(let run):
            var text = "glyphs \"\(run.text)\""
            if let first = run.placements.first {
                text += " \(first.key.face) \(formatNumber(first.key.pixelSize))px at (\(first.x), \(first.y))"
                if first.key.syntheticOblique { text += " oblique" }
            }
            text += " \(describe(run.paint))"
            if !run.transform.isIdentity { text += " transform \(run.transform)" }
            return text
        case .image(let image):
            var text = "image \(image.sourceDescription) \(image.image.width)×\(image.image.height)"
            text += " in \(image.outline.bounds)"
            if image.opacity != 1 { text += " opacity \(formatNumber(image.opacity))" }
            if let paint = image.templatePaint { text += " template \(describe(paint))" }
            return text
        case let .pushClip(path, rule):
            return "pushClip \(describe(path))" + (rule == .evenOdd ? " evenOdd" : "")
        case .popClip:
            return "popClip"
        case let .pushLayer(opacity, blendMode):
            var text = "pushLayer opacity \(formatNumber(opacity))"
            if blendMode != .sourceOver { text += " blend \(blendMode)" }
            return text
        case .popLayer:
            return "popLayer"
        case .applyFilter(let matrix):
            return "filter [\(matrix.values.map(formatNumber).joined(separator: " "))]"
        case let .pushEffectLayer(effect, opacity):
            return "pushEffectLayer \(effect)" + (opacity == 1 ? "" : " opacity \(formatNumber(opacity))")
        case .popEffectLayer:
            return "popEffectLayer"
        }
    }

    /// `rect (x, y, w, h)` for an axis-aligned rectangle, otherwise the element count and bounds.
    static func describe(_ path: Path) -> String {
        if let rect = axisAlignedRect(path) { return "rect \(rect)" }
        return "path \(path.elements.count) elements in \(path.bounds)"
    }

    static func describe(_ paint: Paint) -> String {
        func ramp(_ stops: GradientStops) -> String {
            stops.stops.map { "\($0.color)@\(formatNumber($0.location))" }.joined(separator: " ")
        }
        switch paint {
        case .solid(let color):
            return color.description
        case let .linearGradient(stops, start, end):
            return "linear[\(ramp(stops))] \(start)→\(end)"
        case let .radialGradient(stops, center, r0, r1):
            return "radial[\(ramp(stops))] \(center) r \(formatNumber(r0))→\(formatNumber(r1))"
        case let .angularGradient(stops, center, a0, a1):
            return "angular[\(ramp(stops))] \(center) \(a0)→\(a1)"
        case .image(let image):
            return "image \(image.image.width)×\(image.image.height) transform \(image.transform)"
        }
    }

    /// The rectangle a path draws when it is one closed axis-aligned rectangle (as `Path(_ rect:)` builds).
    static func axisAlignedRect(_ path: Path) -> Rect? {
        var points: [Point] = []
        for (index, element) in path.elements.enumerated() {
            switch element {
            case .move(let p) where index == 0: points.append(p)
            case .line(let p): points.append(p)
            case .closeSubpath where index == path.elements.count - 1: break
            default: return nil
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return nil }
        for i in 0..<4 {
            let p = points[i], q = points[(i + 1) % 4]
            guard p.x == q.x || p.y == q.y else { return nil }
        }
        let xs = Set(points.map(\.x)), ys = Set(points.map(\.y))
        guard xs.count == 2, ys.count == 2, let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max()
        else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
