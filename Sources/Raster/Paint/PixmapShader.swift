/// A pixmap drawn 1:1 at an integer offset (layers, `Canvas.drawPixmap`): pixel (x, y) shows source pixel
/// (x − offsetX, y − offsetY) scaled by the opacity; transparent outside the source.
struct PixmapShader: Sendable {
    let source: Pixmap
    let offsetX: Int
    let offsetY: Int
    let opacity: UInt32
}
