/// How a glyph is placed inside a composed symbol, in symbol units (y down, origin at the symbol's centre).
///
/// Applied in this order to the normalised glyph (centred on the origin, 1 unit = a full-height icon):
/// mirror (left–right), rotate by quarter turns clockwise, scale, then move by `offset`.
public struct SymbolPlacement: Hashable, Sendable {
    /// Uniform scale.
    public var scale: Double
    /// Translation in symbol units (positive y moves down).
    public var offset: Point
    /// Clockwise quarter turns (0…3).
    public var quarterTurns: Int
    /// True to flip left–right before rotating.
    public var isMirrored: Bool

    /// Creates a placement.
    public init(scale: Double = 1, offset: Point = .zero, quarterTurns: Int = 0, isMirrored: Bool = false) {
        self.scale = scale
        self.offset = offset
        self.quarterTurns = quarterTurns
        self.isMirrored = isMirrored
    }

    /// The glyph as designed, centred.
    public static let identity = SymbolPlacement()

    /// The transform from normalised glyph coordinates to symbol units.
    public var transform: AffineTransform {
        var t = AffineTransform.identity
        if isMirrored { t = t.concatenating(AffineTransform(scaleX: -1, y: 1)) }
        // A clockwise quarter turn in y-down coordinates maps (x, y) to (−y, x).
        let turns = ((quarterTurns % 4) + 4) % 4
        for _ in 0..<turns { t = t.concatenating(AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)) }
        t = t.concatenating(AffineTransform(scaleX: scale, y: scale))
        return t.concatenating(AffineTransform(translationX: offset.x, y: offset.y))
    }
}
