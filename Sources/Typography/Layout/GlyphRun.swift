import Graphics

/// Consecutive glyphs of a laid-out text that share a face, size, slant and paint slot.
public struct GlyphRun: Hashable, Sendable {
    /// The face to draw with.
    public var face: FaceID
    /// The drawing size in points (laid-out size × the face's size factor).
    public var pointSize: Double
    /// True when the glyphs are slanted synthetically (italic requested, no italic face).
    public var syntheticOblique: Bool
    /// Horizontal factor on the outlines (`ResolvedFace.widthFactor`); 1 draws them as designed.
    public var widthFactor: Double = 1
    /// The caller's paint slot (`TextRun.styleIndex`).
    public var styleIndex: Int
    /// Glyph indices in the face.
    public var glyphs: [UInt32]
    /// Glyph origins in points, relative to the layout's top-left corner; y is on the baseline.
    public var positions: [Point]
}
