// The pixel loops of GaussianBlur: rows, then columns, of one rectangle of a pixmap (premultiplied pixels
// packed `r | g << 8 | b << 16 | a << 24`; channel k is bits 8k ..< 8k + 8).
//
// Invariant: the rectangle is clamped to the pixmap first, so `left ≤ x < right ≤ width` and
// `top ≤ y < bottom ≤ height`; pixels are read and written through a span of the pixmap's `width × height`
// pixels (asserted) and row spans of `right − left` pixels taken from it, which assert every index in debug
// builds. Blurring a channel replaces only that channel's byte of each pixel.

extension GaussianBlur {
    /// Blurs the pixels of `pixmap` in the rectangle x0..<x1 × y0..<y1 (clamped to the pixmap).
    package func apply(to pixmap: inout Pixmap, x0: Int, y0: Int, x1: Int, y1: Int) {
        let left = max(0, x0), top = max(0, y0)
        let right = min(pixmap.width, x1), bottom = min(pixmap.height, y1)
        guard right > left, bottom > top else { return }
        let width = pixmap.width, height = pixmap.height
        let divisor = self.divisor
        let half = divisor / 2
        pixmap.storage.withMutableSpan { pixels in
            assert(pixels.count == width * height, "GaussianBlur: pixmap storage of another size")
            // 1. Rows.
            var line = [Int](repeating: 0, count: right - left)
            var prefix = [Int](repeating: 0, count: right - left + 1)
            for y in top..<bottom {
                let row = pixels.slice(from: y * width + left, count: right - left)
                for channel in 0..<4 {
                    let shift = UInt32(channel * 8)
                    for x in 0..<row.count { line[x] = Int((row[x] >> shift) & 0xFF) }
                    sum(&line, prefix: &prefix)
                    for x in 0..<row.count {
                        row[x] = GaussianBlur.replacing(row[x], shift, (line[x] + half) / divisor)
                    }
                }
            }
            // 2. Columns.
            line = [Int](repeating: 0, count: bottom - top)
            prefix = [Int](repeating: 0, count: bottom - top + 1)
            for x in left..<right {
                for channel in 0..<4 {
                    let shift = UInt32(channel * 8)
                    for y in top..<bottom { line[y - top] = Int((pixels[y * width + x] >> shift) & 0xFF) }
                    sum(&line, prefix: &prefix)
                    for y in top..<bottom {
                        pixels[y * width + x] = GaussianBlur.replacing(pixels[y * width + x], shift,
                                                                      (line[y - top] + half) / divisor)
                    }
                }
            }
        }
    }

    /// `pixel` with the byte at `shift` replaced by `value` clamped to 0…255.
    @inline(__always) private static func replacing(_ pixel: UInt32, _ shift: UInt32, _ value: Int) -> UInt32 {
        (pixel & ~(0xFF << shift)) | UInt32(UInt8(clamping: value)) << shift
    }
}
