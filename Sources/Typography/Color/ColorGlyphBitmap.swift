/// One colour glyph image of a bitmap emoji face (CBDT), as stored in the face's strike.
///
/// Pixels are premultiplied RGBA, row-major, `width × height × 4` bytes, exactly as FreeType decoded them
/// from the strike (FT_LOAD_COLOR gives premultiplied BGRA; the channels are reordered, nothing else).
/// Sizes and offsets are in strike pixels; `pixelsPerEm` converts them to ems, so a caller draws the glyph
/// at any text size by scaling with `pixelSize / pixelsPerEm` (the Drawing module resamples).
public struct ColorGlyphBitmap: Hashable, Sendable {
    /// Width in strike pixels.
    public var width: Int
    /// Height in strike pixels.
    public var height: Int
    /// Distance from the pen position to the image's left edge, strike pixels (positive = right).
    public var left: Int
    /// Height of the image's top edge above the baseline, strike pixels (positive = up).
    public var top: Int
    /// The strike's pixels per em (109 for Noto Color Emoji).
    public var pixelsPerEm: Int
    /// Premultiplied RGBA bytes, `width × height × 4`.
    public var rgba: [UInt8]

    /// Creates a bitmap; `rgba` must hold `width × height × 4` premultiplied bytes.
    public init(width: Int, height: Int, left: Int, top: Int, pixelsPerEm: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.left = left
        self.top = top
        self.pixelsPerEm = pixelsPerEm
        self.rgba = rgba
    }
}
