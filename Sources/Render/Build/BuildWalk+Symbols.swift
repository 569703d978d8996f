// Symbols (`Image(systemName:)`): the sized outline (RenderResources.symbolGlyph, the same glyph the
// layout leaf measured) filled in device pixels, moved by the effects in force like every path.
//
// 1. Place: a plain symbol keeps its size; its pen starts at the frame's left edge and its baseline sits
//    `-alignmentRect.minY` below the frame's top, rounded to a whole pixel as text baselines are, so a
//    symbol and the text beside it share one baseline. A resizable symbol's alignment rectangle is
//    stretched over the frame (SwiftUI stretches resizable images; `aspectRatio` keeps the shape).
// 2. Paint by rendering mode (`.renderingMode(.original)` on a monochrome symbol means multicolor, as in
//    SwiftUI): monochrome is every layer in the foreground style; hierarchical is each level in the
//    foreground style at that level (opacities 1, 0.5, 0.25 of a colour, or the secondary and tertiary
//    label colours); multicolor is each level in its palette colour, the foreground where it has none;
//    palette is each level in the next given style (`foregroundStyle(_:_:_:)`), derived as hierarchical
//    derives it where none is given (Apple's SymbolRenderingMode.palette).
// 3. Emit one ordinary non-zero fill per layer, back to front: the accented pass and the vibrant and night
//    passes treat them like any shape.
import Graphics
import Layout
import Typography
import Views

extension BuildWalk {
    mutating func drawSymbol(_ image: ResolvedImage, of node: LaidOutNode) {
        let frame = node.pixelFrame
        guard !frame.isEmpty,
              var glyph = try? resources.symbolGlyph(for: image, displayScale: scale) else { return }
        // Step 1.
        var bounds = glyph.alignmentRect
        guard bounds.width > 0, bounds.height > 0 else { return }
        let place: AffineTransform
        if image.isResizable {
            let sx = frame.width / bounds.width, sy = frame.height / bounds.height
            // Outlines grown for weight were flattened for the glyph's own size: ask again at the scale drawn.
            if max(sx, sy) > scale * 1.5, let finer = try? resources.symbolGlyph(for: image, displayScale: max(sx, sy)) {
                glyph = finer
                bounds = finer.alignmentRect
            }
            let fx = frame.width / bounds.width, fy = frame.height / bounds.height
            place = AffineTransform(a: fx, b: 0, c: 0, d: fy, tx: frame.minX - bounds.minX * fx,
                                    ty: frame.minY - bounds.minY * fy)
        } else {
            let baseline = (frame.minY - bounds.minY * scale).rounded()
            place = AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: frame.minX - bounds.minX * scale, ty: baseline)
        }
        let toDevice = place.concatenating(transform)
        // Steps 2–3.
        for (path, paint) in Self.symbolFills(glyph, image: image) where !paint.isInvisible && !path.isEmpty {
            emit(.fill(path.applying(toDevice), mapped(paint, in: node), .nonZero))
        }
    }

    /// Step 2: the outlines to fill, back to front, each with its paint.
    static func symbolFills(_ glyph: SymbolGlyph, image: ResolvedImage) -> [(Path, ResolvedPaint)] {
        let paints = image.symbol?.paints ?? []
        let foreground = paints.first ?? image.templatePaint ?? .solid(.black)
        func level(_ level: SymbolLayerLevel) -> ResolvedPaint {
            paints.indices.contains(level.rawValue) ? paints[level.rawValue]
                : foreground.multipliedOpacity(level.hierarchicalOpacity)
        }
        var mode = image.symbol?.renderingMode ?? .monochrome
        if mode == .monochrome, image.renderingMode == .original { mode = .multicolor }
        switch mode {
        case .monochrome:
            return [(glyph.path, foreground)]
        case .hierarchical, .palette:
            return glyph.layers.map { ($0.path, level($0.level)) }
        case .multicolor:
            guard let colors = glyph.multicolor else { return [(glyph.path, foreground)] }
            return glyph.layers.map { layer in
                (layer.path, colors.color(for: layer.level).map(ResolvedPaint.solid) ?? foreground)
            }
        }
    }
}
