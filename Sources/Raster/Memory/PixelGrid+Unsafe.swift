/// A pixmap's pixels as rows in canvas coordinates: the draw target of a `Canvas` (the base pixmap, or the
/// innermost layer placed at its box's origin), handed out row span by row span.
///
/// Invariant: `pixels` covers the `width × height` pixels of the target (row-major, no padding), lent by the
/// pixmap's `withUnsafe…` closure for the length of one draw; canvas pixel (x, y) is element
/// `(y − originY)·width + (x − originX)`. `row(x:y:count:)` asserts that the requested run lies inside the target,
/// so every span a draw writes through is inside the pixmap.
struct PixelGrid {
    /// All the pixels.
    let pixels: MutableSpanPointer<UInt32>
    /// Row length.
    let width: Int
    /// Number of rows.
    let height: Int
    /// Canvas coordinates of the target's pixel (0, 0).
    let originX: Int
    let originY: Int

    /// A grid over `pixels`, which must hold `width × height` elements (asserted).
    @inline(__always) init(pixels: MutableSpanPointer<UInt32>, width: Int, height: Int, originX: Int, originY: Int) {
        assert(width >= 0 && height >= 0 && pixels.count == width * height,
               "PixelGrid: \(pixels.count) pixels for \(width) × \(height)")
        self.pixels = pixels
        self.width = width
        self.height = height
        self.originX = originX
        self.originY = originY
    }

    /// The `count` pixels from canvas (x, y) rightwards (asserted to lie in one row of the target).
    @inline(__always) func row(x: Int, y: Int, count: Int) -> MutableSpanPointer<UInt32> {
        let column = x &- originX, line = y &- originY  // inside the target (asserted), so no overflow
        assert(line >= 0 && line < height && column >= 0 && count >= 0 && column + count <= width,
               "PixelGrid: \(count) pixels at (\(x), \(y)) outside the target")
        return MutableSpanPointer(pixels.base + (line &* width &+ column), count: count)
    }

    /// The index in `pixels` of canvas pixel (x, y) (asserted inside the target).
    @inline(__always) func index(x: Int, y: Int) -> Int {
        let column = x - originX, line = y - originY
        assert(line >= 0 && line < height && column >= 0 && column <= width, "PixelGrid: (\(x), \(y)) outside the target")
        return line &* width &+ column
    }
}
