// From laid-out glyphs (points) to glyph placements (device pixels): x quantized to quarter pixels, the
// baseline snapped to whole pixels, sizes quantized to 1/64 px — the usual glyph-cache positioning of
// FreeType-based renderers (e.g. Skia's sub-pixel glyph positioning with an axis-aligned baseline).
import Graphics

extension TextLayout {
    /// The glyphs of the layout placed with the text's top-left corner at `origin` (device pixels), at
    /// `scale` device pixels per point. Blank glyphs are included; drawing skips them.
    public func glyphPlacements(origin: Point, scale: Double) -> [GlyphPlacement] {
        let s = scale.isFinite && scale > 0 ? scale : 1
        var placements: [GlyphPlacement] = []
        placements.reserveCapacity(glyphRuns.reduce(0) { $0 + $1.glyphs.count })
        let steps = Double(GlyphMaskKey.subpixelSteps)
        for run in glyphRuns {
            let size64 = Int((run.pointSize * s * 64).rounded())
            let width1024 = run.widthFactor.isFinite && run.widthFactor > 0 ? Int((run.widthFactor * 1024).rounded()) : 1024
            guard size64 > 0, size64 < 1 << 20 else { continue }
            for (glyph, position) in zip(run.glyphs, run.positions) {
                let x = origin.x + position.x * s
                let y = origin.y + position.y * s
                guard abs(x) < 1e9, abs(y) < 1e9 else { continue }  // false for NaN and ±∞ too
                var whole = Self.floor(x)
                var quarter = Self.roundHalfAway((x - Double(whole)) * steps)
                if quarter == GlyphMaskKey.subpixelSteps { quarter = 0; whole &+= 1 }
                placements.append(GlyphPlacement(
                    key: GlyphMaskKey(face: run.face, pixelSize64: size64, glyph: glyph, subpixelX: quarter,
                                      syntheticOblique: run.syntheticOblique, widthScale1024: width1024),
                    x: whole, y: Self.roundHalfAway(y), styleIndex: run.styleIndex))
            }
        }
        return placements
    }

    /// ⌊x⌋ for |x| < 2⁵² (placements are guarded to |x| < 10⁹): the same as `x.rounded(.down)`, without the
    /// libm call a baseline x86-64 build makes for it (three per glyph).
    @inline(__always) static func floor(_ x: Double) -> Int {
        let t = Int(x)  // toward zero
        return Double(t) > x ? t &- 1 : t
    }

    /// x rounded to nearest, halves away from zero, for |x| < 2⁵²: the same as `x.rounded()`. Worked on |x|, where
    /// `|x| − ⌊|x|⌋` is exact (for a negative x, `x − ⌊x⌋` is not: −0.49999999999999994 + 1 rounds to ½).
    @inline(__always) static func roundHalfAway(_ x: Double) -> Int {
        let magnitude = abs(x)
        let whole = Int(magnitude)  // ⌊|x|⌋
        let rounded = magnitude - Double(whole) >= 0.5 ? whole &+ 1 : whole
        return x < 0 ? 0 &- rounded : rounded
    }
}
