/// An offscreen layer of a canvas (`pushLayer`): its pixels cover `box` in canvas coordinates.
struct Layer: Sendable {
    /// The layer's pixels (transparent at push); a 1×1 placeholder when `box` is empty.
    var pixmap: Pixmap
    /// The canvas pixels the layer covers (the clip box at push).
    let box: PixelBox
    /// Opacity applied when the layer is composited.
    let opacity: Double
    /// Blend mode used when the layer is composited.
    let blendMode: BlendMode
    /// The clip active at push; compositing is masked by it.
    let clipAtPush: ClipState
    /// The pixels drawn so far.
    var dirty: PixelBox = .empty
}
