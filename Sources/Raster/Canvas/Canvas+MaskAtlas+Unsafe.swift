import Graphics

/// A glyph run composited in one pass from a mask atlas (the method of glyph-run blitters such as Skia's
/// `SkGlyphRunPainter` over its glyph atlas): the atlas's bytes, the paint's colour lanes and the target's
/// pixels are taken once for the run instead of once per glyph, and each glyph's rows go straight to
/// `SourceOverSpan.solidMasked(dst:lanes:opaque:coverage:)`, inlined into the glyph loop (one copy for opaque
/// colours, one for translucent ones, chosen once per run). Glyphs are plain `MaskAtlasEntry` values, so a run
/// touches no reference count per glyph. Glyphs are still composited one after another, in order, so
/// overlapping glyphs give exactly the pixels of `drawMask` on each.
///
/// Invariant: pointers are the spans lent by `withSpan` over the atlas, `withTargetPixels` and the run's buffer,
/// used only inside those closures. A glyph is drawn only when its entry lies inside the atlas (`fits`, checked,
/// so a wrong entry draws nothing), and its rows are taken inside `region`, the intersection of the glyph's box,
/// the clip's box and the target's box (asserted), so every row lies in the atlas entry and in the target.
extension Canvas {
    /// One glyph of a run: an atlas entry with its pen at (x, y) in whole device pixels.
    public struct AtlasGlyph: Sendable {
        /// Where the glyph's coverage lies in the atlas.
        public var entry: MaskAtlasEntry
        /// The pen position.
        public var x: Int
        public var y: Int

        /// The glyph of `entry` with its pen at (x, y).
        public init(_ entry: MaskAtlasEntry, x: Int, y: Int) {
            self.entry = entry
            self.x = x
            self.y = y
        }
    }

    /// Draws `glyphs` (coverage in `atlas`) in order with one paint: the same pixels as `drawMask` on each glyph's
    /// mask. A solid colour without an anti-aliased clip takes the one-pass path; other paints and clips composite
    /// glyph by glyph through the general mask path.
    public mutating func drawMasks(_ glyphs: ArraySlice<AtlasGlyph>, atlas: [UInt8], paint: Paint) {
        guard !glyphs.isEmpty else { return }
        guard case .solid(let color) = paint, case .rect(let clipBox) = clip else {
            let shader = Shader(paint, opacity: 1)
            if shader.isTransparent { return }  // source-over leaves every pixel as it is
            atlas.withSpan { bytes in
                glyphs.withUnsafeBufferPointer { run in
                    for glyph in run where glyph.entry.fits(atlasCount: bytes.count) {
                        let e = glyph.entry
                        let x0 = e.originX &+ glyph.x, y0 = e.originY &+ glyph.y
                        let maskBox = PixelBox(x0: x0, y0: y0, x1: x0 &+ e.width, y1: y0 &+ e.height)
                        let region = maskBox.intersection(clip.box).intersection(targetBox)
                        if region.isEmpty { continue }
                        blitMask(coverage: bytes.slice(from: e.offset, count: e.width &* e.height), maskBox: maskBox,
                                 region: region, shader: shader, mode: .sourceOver)
                        markDirty(region)
                    }
                }
            }
            return
        }
        let packed: UInt32
        if let memo = maskSolidPaint, memo.color == color {
            packed = memo.packed
        } else {
            guard case .solid(let p) = Shader(paint, opacity: 1) else { return }
            maskSolidPaint = (color, p)
            packed = p
        }
        if packed == 0 { return }  // transparent: source-over leaves every pixel as it is
        let lanes = SourceOverSpan.SolidLanes(color: packed)
        let bounds = clipBox.intersection(targetBox)
        var dirty = PixelBox.empty
        // Background rows not stored yet: only the rows the run's glyphs cover are stored, just before drawing.
        let touched = lazyBackground == nil ? bounds : Canvas.extent(of: glyphs, in: bounds)
        atlas.withSpan { bytes in
            withTargetPixels(touching: touched) { target in
                glyphs.withUnsafeBufferPointer { run in
                    // One branch per run: each form inlines the row loop with its inverse factor.
                    if lanes.isOpaque {
                        dirty = Canvas.composite(run, bytes: bytes, target: target, bounds: bounds, lanes: lanes,
                                                 opaque: true)
                    } else {
                        dirty = Canvas.composite(run, bytes: bytes, target: target, bounds: bounds, lanes: lanes,
                                                 opaque: false)
                    }
                }
            }
        }
        markDirty(dirty)
    }

    /// The rows the glyphs of `run` cover inside `bounds`, as a box of `bounds`'s width: a superset of what
    /// `composite` touches (glyphs whose entry does not fit the atlas are counted too).
    private static func extent(of run: ArraySlice<AtlasGlyph>, in bounds: PixelBox) -> PixelBox {
        var y0 = Int.max, y1 = Int.min
        for glyph in run {
            let top = glyph.entry.originY &+ glyph.y
            y0 = min(y0, top)
            y1 = max(y1, top &+ glyph.entry.height)
        }
        return PixelBox(x0: bounds.x0, y0: max(y0, bounds.y0), x1: bounds.x1, y1: min(y1, bounds.y1))
    }

    /// Composites each glyph of `run` that fits the atlas inside `bounds` (the clip's box within the target);
    /// returns the box of the pixels touched.
    @inline(__always)
    private static func composite(_ run: UnsafeBufferPointer<AtlasGlyph>, bytes: SpanPointer<UInt8>, target: PixelGrid,
                                  bounds: PixelBox, lanes: SourceOverSpan.SolidLanes, opaque: Bool) -> PixelBox {
        var dirty = PixelBox.empty
        for glyph in run where glyph.entry.fits(atlasCount: bytes.count) {
            let e = glyph.entry
            let x0 = e.originX &+ glyph.x, y0 = e.originY &+ glyph.y
            let maskBox = PixelBox(x0: x0, y0: y0, x1: x0 &+ e.width, y1: y0 &+ e.height)
            let region = maskBox.intersection(bounds)
            if region.isEmpty { continue }
            assert(region.intersection(maskBox) == region && region.intersection(bounds) == region,
                   "Canvas: glyph region \(region) outside its mask or the target")
            let width = region.width
            var m = e.offset &+ (region.y0 &- y0) &* e.width &+ (region.x0 &- x0)
            var y = region.y0
            while y < region.y1 {
                SourceOverSpan.solidMasked(dst: target.row(x: region.x0, y: y, count: width), lanes: lanes,
                                           opaque: opaque, coverage: bytes.slice(from: m, count: width))
                m &+= e.width
                y &+= 1
            }
            dirty = dirty.union(region)
        }
        return dirty
    }
}
