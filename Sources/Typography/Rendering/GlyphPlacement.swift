/// Identifies one rasterized glyph mask: the cache key (DESIGN.md §3).
///
/// The pixel size is quantized to 1/64 px and the pen's x position to quarter pixels, so every key names
/// exactly one mask and a mask depends on nothing but its key (the cache never changes pixels).
public struct GlyphMaskKey: Hashable, Sendable {
    /// The face.
    public var face: FaceID
    /// The em size in device pixels × 64.
    public var pixelSize64: Int
    /// The glyph index.
    public var glyph: UInt32
    /// The pen's sub-pixel x offset in quarter pixels, 0 … 3.
    public var subpixelX: Int
    /// True for a synthetic oblique.
    public var syntheticOblique: Bool
    /// The horizontal factor on the outline (`GlyphRun.widthFactor`) × 1024, rounded; 1024 draws it as designed.
    public var widthScale1024: Int = 1024

    /// The horizontal factor on the outline.
    public var widthScale: Double { Double(widthScale1024) / 1024 }

    /// The em size in device pixels.
    public var pixelSize: Double { Double(pixelSize64) / 64 }

    /// Quarter-pixel positions per pixel.
    public static let subpixelSteps = 4

    /// Two words instead of six fields: the glyph cache hashes a key for every glyph it draws.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(UInt64(glyph) | UInt64(UInt32(truncatingIfNeeded: pixelSize64)) << 32)
        hasher.combine(face.rawValue &* 8 &+ (subpixelX & 3) &* 2 &+ (syntheticOblique ? 1 : 0) &+ widthScale1024 << 40)
    }
}

/// One glyph ready to draw: which mask, where its pen position lands in whole device pixels, which paint.
public struct GlyphPlacement: Hashable, Sendable {
    /// The mask to draw.
    public var key: GlyphMaskKey
    /// Device x of the pen position, rounded down to a whole pixel (the key holds the fraction).
    public var x: Int
    /// Device y of the baseline, snapped to a whole pixel.
    public var y: Int
    /// The caller's paint slot.
    public var styleIndex: Int
}
