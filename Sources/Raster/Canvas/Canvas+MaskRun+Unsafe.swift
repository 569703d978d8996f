import Graphics

/// A glyph run composited in one pass (the method of glyph-run blitters such as Skia's `SkGlyphRunPainter`): the
/// paint's colour table, the target's pixels and the table's spans are set up once for the run instead of once per
/// glyph, and each glyph's rows go straight to `SourceOverSpan.solidMasked`. Glyphs are still composited one
/// after another in order, so overlapping glyphs give exactly the pixels of drawing them one by one
/// (`drawMask`).
///
/// Invariant: pointers are the spans lent by `MaskColorTable.withPointers`, `withTargetPixels` and each mask's
/// `withSpan`, used only inside those closures; each glyph's rows are taken inside `region`, the intersection of
/// the mask's box, the clip's box and the target's box (asserted), so every row lies in the mask and in the target.
extension Canvas {
    /// A coverage mask placed with its origin moved by whole pixels: one glyph of a run.
    public struct PlacedMask: Sendable {
        /// The mask (a cached glyph); nil draws nothing (a blank glyph).
        public var mask: CoverageMask?
        /// Whole-pixel offset of the mask's origin.
        public var x: Int
        public var y: Int

        /// The mask moved by (x, y).
        public init(_ mask: CoverageMask?, x: Int, y: Int) {
            self.mask = mask
            self.x = x
            self.y = y
        }
    }

    /// Draws `masks` in order with one paint: the same pixels as `drawMask` on each, in one pass when the paint
    /// is an opaque-or-translucent solid colour drawn source-over without an anti-aliased clip.
    public mutating func drawMasks(_ masks: ArraySlice<PlacedMask>, paint: Paint) {
        guard !masks.isEmpty else { return }
        guard case .solid(let color) = paint, case .rect(let clipBox) = clip else {
            for placed in masks {
                if let mask = placed.mask { drawMask(mask, offsetX: placed.x, offsetY: placed.y, paint: paint) }
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
        if maskColorTable?.color != packed { maskColorTable = MaskColorTable(color: packed) }
        guard let table = maskColorTable else { return }
        let bounds = clipBox.intersection(targetBox)
        var dirty = PixelBox.empty
        table.withPointers { pointers in
            withTargetPixels { target in
                // Through the slice's buffer, so that reading a glyph's mask borrows it (no copy, no retain).
                masks.withUnsafeBufferPointer { glyphs in
                    for index in glyphs.indices {
                        guard let width = glyphs[index].mask?.width, let height = glyphs[index].mask?.height,
                              let originX = glyphs[index].mask?.originX, let originY = glyphs[index].mask?.originY
                        else { continue }
                        let x0 = originX &+ glyphs[index].x, y0 = originY &+ glyphs[index].y
                        let maskBox = PixelBox(x0: x0, y0: y0, x1: x0 &+ width, y1: y0 &+ height)
                        let region = maskBox.intersection(bounds)
                        if region.isEmpty { continue }
                        assert(region.intersection(maskBox) == region && region.intersection(bounds) == region,
                               "Canvas: glyph region \(region) outside its mask or the target")
                        glyphs[index].mask?.coverage.withSpan { cov in
                            for y in region.y0..<region.y1 {
                                let m = cov.slice(from: (y &- y0) &* width &+ (region.x0 &- x0), count: region.width)
                                SourceOverSpan.solidMasked(dst: target.row(x: region.x0, y: y, count: region.width),
                                                           table: pointers, coverage: m)
                            }
                        }
                        dirty = dirty.union(region)
                    }
                }
            }
        }
        markDirty(dirty)
    }
}
