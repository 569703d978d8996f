// Shapes in device pixels: the outline is built in the node's snapped frame (points) by the resolved
// geometry (inset → outline with Graphics' builders, continuous corners included → trim), scaled to
// pixels, stroked there with the style scaled to pixels (so a stroke is a non-zero fill outline), then
// moved by the effects in force. A dash pattern that would cut more than `Dasher.maximumDashCount` dashes
// is an error here (the stroker would ignore it and draw the stroke solid; docs/limits.md).
import Graphics
import Layout
import Raster
import Views

extension BuildWalk {
    mutating func drawShape(_ shape: ResolvedShape, of node: LaidOutNode) throws(RenderError.Reason) {
        let paint = shape.drawing.paint
        guard !paint.isInvisible else { return }
        let toPixels = AffineTransform(scaleX: scale, y: scale)
        let outline = shape.geometry.path(in: node.snappedFrame).applying(toPixels)
        guard !outline.isEmpty else { return }
        switch shape.drawing {
        case .fill(_, let rule):
            emit(.fill(outline.applying(transform), mapped(paint, in: node), rule))
        case .stroke(_, let style):
            let style = pixelStyle(style)
            try Self.checkDashCount(style, of: outline)
            let stroked = outline.strokedPath(style)
            guard !stroked.isEmpty else { return }
            emit(.fill(stroked.applying(transform), mapped(paint, in: node), .nonZero))
        }
    }

    /// Throws when `style`'s dash pattern would cut `outline` into more than `Dasher.maximumDashCount`
    /// dashes, which the stroker would otherwise ignore and draw the stroke solid.
    static func checkDashCount(_ style: StrokeStyle, of outline: Path) throws(RenderError.Reason) {
        guard let dasher = Dasher(pattern: style.dash, phase: style.dashPhase),
              dasher.estimatedDashCount(of: outline) > Double(Dasher.maximumDashCount) else { return }
        throw .overBudget("a dash pattern would cut a stroke into more than \(Dasher.maximumDashCount) dashes; "
                          + "use longer dashes and gaps or a shorter stroke")
    }

    /// `style` with its lengths in device pixels.
    func pixelStyle(_ style: StrokeStyle) -> StrokeStyle {
        var scaled = style
        scaled.lineWidth = style.lineWidth * scale
        scaled.dash = style.dash.map { $0 * scale }
        scaled.dashPhase = style.dashPhase * scale
        return scaled
    }

    /// A clip shape's outline in device pixels, effects applied.
    func clipOutline(_ geometry: ResolvedShapeGeometry, of node: LaidOutNode) -> Path {
        geometry.path(in: node.snappedFrame).applying(AffineTransform(scaleX: scale, y: scale)).applying(transform)
    }
}
