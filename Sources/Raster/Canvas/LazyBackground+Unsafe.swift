/// Storing a canvas's pending background rows (`LazyBackground`), and the canvas's one entry that does it before
/// a draw exposes rows.
///
/// Invariant: rows are stored only inside `0 ..< pixmap.height` (the range is clamped, and `pending` has one entry
/// per row of the base pixmap, asserted), each through the pixmap's own span, `width` pixels from the row's start.
/// Debug builds check that a pending row still holds `Pixmap.uninitializedPoison` when it is stored, so a draw
/// that wrote into a row without storing its background first fails there.
extension LazyBackground {
    /// Stores the pending rows among `y0 ..< y1` (clamped to the pixmap) into `pixmap` and marks them stored.
    mutating func store(into pixmap: inout Pixmap, from y0: Int, to y1: Int) {
        assert(pending.count == pixmap.height, "LazyBackground: rows of another pixmap")
        let lower = max(y0, firstPending), upper = min(y1, pixmap.height)
        guard lower < upper else { return }
        let width = pixmap.width, color = color
        pixmap.storage.withMutableSpan { pixels in
            // Consecutive pending rows are stored with one fill (one `memset` for a byte-uniform colour).
            var y = lower
            while y < upper {
                guard pending[y] else {
                    y += 1
                    continue
                }
                var end = y + 1
                while end < upper && pending[end] { end += 1 }
                #if DEBUG
                for i in y * width..<end * width {
                    assert(pixels[i] == Pixmap.uninitializedPoison,
                           "LazyBackground: pixel \(i) written before its background row was stored")
                }
                #endif
                pixels.fill(color, from: y * width, count: (end - y) * width)
                markStored(y..<end)
                y = end
            }
        }
    }
}

extension Canvas {
    /// Stores the base pixmap's pending background rows among `y0 ..< y1` (clamped); does nothing when every row
    /// is stored. Every path that exposes base rows calls it first (`withTargetPixels(touching:)`,
    /// `materializedPixmap()`).
    @inline(__always)
    mutating func materialize(from y0: Int, to y1: Int) {
        guard lazyBackground != nil else { return }
        materializeRows(from: y0, to: y1)
    }

    @inline(never)
    private mutating func materializeRows(from y0: Int, to y1: Int) {
        guard var lazy = lazyBackground else { return }
        lazyBackground = nil  // moved out, so its row flags are not copied on write
        lazy.store(into: &base, from: y0, to: y1)
        if lazy.pendingCount > 0 { lazyBackground = lazy }
    }
}
