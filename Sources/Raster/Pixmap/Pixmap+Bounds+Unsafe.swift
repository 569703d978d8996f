// The box of a pixmap's non-transparent pixels, scanning the alpha byte (bits 24…31) of each packed pixel.
//
// Invariant: the pixels are read through a span of the pixmap's `width × height` pixels (asserted) and row spans
// of `width` pixels at `y · width` for `y < height`, which assert every index in debug builds.

extension Pixmap {
    /// The smallest box (x0..<x1 × y0..<y1) holding every pixel with alpha > 0, or nil when none has.
    package func nonTransparentBounds() -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let width = self.width, height = self.height
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        storage.withSpan { pixels in
            assert(pixels.count == width * height, "Pixmap: storage of another size")
            for y in 0..<height {
                let row = pixels.slice(from: y * width, count: width)
                for x in 0..<width where row[x] >> 24 != 0 {
                    x0 = Swift.min(x0, x); x1 = Swift.max(x1, x + 1)
                    y0 = Swift.min(y0, y); y1 = Swift.max(y1, y + 1)
                }
            }
        }
        return x1 > x0 ? (x0, y0, x1, y1) : nil
    }
}
