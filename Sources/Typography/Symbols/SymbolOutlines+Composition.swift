// Composing a catalogue entry into outlines in symbol units.
//
// 1. Normalise each glyph: font units (y up) → symbol units (y down), centred horizontally on the glyph's
//    advance and vertically on its font's icon grid, 1 unit = the font's full-height icon
//    (`SymbolFont.designCenterY`, `designHeight`).
// 2. Place it (`SymbolPlacement`: mirror, quarter turns, scale, offset); stroke glyph outlines, lines and rings.
// 3. Wind every added part clockwise and every cut-out anticlockwise, so under the non-zero rule parts of a
//    level unite and cut-outs subtract, whatever direction the font drew its contours in.
// 4. Gather the parts by level, in the order levels first appear.
import Graphics

extension SymbolOutlines {
    /// Steps 1–4 for `entry`.
    func compose(_ entry: SymbolEntry) throws(TypographyError) -> SymbolUnitDrawing {
        var order: [SymbolLayerLevel] = []
        var paths: [SymbolLayerLevel: Path] = [:]
        for part in entry.parts {
            let shape = try unitPath(of: part.shape)
            guard !shape.isEmpty else { continue }
            // Step 3.
            let wound = shape.oriented(positive: !part.isCutout, tolerance: SymbolMetrics.orientationTolerance)
            // Step 4.
            if paths[part.level] == nil { order.append(part.level) }
            paths[part.level, default: Path()].addPath(wound)
        }
        let layers = order.map { SymbolGlyphLayer(level: $0, path: paths[$0] ?? Path()) }
        var all = Path()
        for layer in layers { all.addPath(layer.path) }
        return SymbolUnitDrawing(layers: layers, bounds: all.bounds)
    }

    /// Steps 1–2 for one shape.
    func unitPath(of shape: SymbolShape) throws(TypographyError) -> Path {
        switch shape {
        case .glyph(let reference, let placement):
            return try normalisedGlyph(reference).applying(placement.transform)
        case .glyphOutline(let reference, let placement, let lineWidth):
            let placed = try normalisedGlyph(reference).applying(placement.transform)
            return placed.outlineBands(width: lineWidth, tolerance: SymbolMetrics.unitTolerance)
        case .line(let from, let to, let lineWidth):
            var line = Path()
            line.move(to: from)
            line.addLine(to: to)
            return line.strokedPath(StrokeStyle(lineWidth: lineWidth, lineCap: .round),
                                    tolerance: SymbolMetrics.unitTolerance)
        case .circle(let center, let radius, let lineWidth):
            guard let lineWidth else {
                return Path(circleIn: Rect(x: center.x - radius, y: center.y - radius,
                                           width: 2 * radius, height: 2 * radius))
            }
            let outer = radius + lineWidth / 2, inner = max(0, radius - lineWidth / 2)
            var ring = Path(circleIn: Rect(x: center.x - outer, y: center.y - outer, width: 2 * outer, height: 2 * outer))
                .oriented(positive: true, tolerance: SymbolMetrics.orientationTolerance)
            if inner > 0 {
                ring.addPath(Path(circleIn: Rect(x: center.x - inner, y: center.y - inner,
                                                 width: 2 * inner, height: 2 * inner))
                    .oriented(positive: false, tolerance: SymbolMetrics.orientationTolerance))
            }
            return ring
        }
    }

    /// Step 1: the glyph in symbol units, or an empty path when the font lacks the character.
    func normalisedGlyph(_ reference: SymbolGlyphReference) throws(TypographyError) -> Path {
        let face = try face(for: reference.font)
        guard let scalar = Unicode.Scalar(reference.codepoint), let glyph = face.glyph(for: scalar),
              let outline = face.outline(of: glyph) else { return Path() }
        let unitsPerEm = Double(face.metrics.unitsPerEm)
        let height = reference.font.designHeight * unitsPerEm
        let centerX = Double(face.advance(of: glyph)) / 2
        let centerY = reference.font.designCenterY * unitsPerEm
        let s = 1 / height
        return outline.applying(AffineTransform(a: s, b: 0, c: 0, d: -s, tx: -centerX * s, ty: centerY * s))
    }
}
