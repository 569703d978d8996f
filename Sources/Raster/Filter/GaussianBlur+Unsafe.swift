// The pixel loops of GaussianBlur: rows, then columns, of one rectangle of a pixmap's bytes (RGBA,
// premultiplied). Pointers stay inside Pixmap.withUnsafeMutableBytes; every index is inside the
// rectangle, which is clamped to the pixmap first.

extension GaussianBlur {
    /// Blurs the pixels of `pixmap` in the rectangle x0..<x1 × y0..<y1 (clamped to the pixmap).
    package func apply(to pixmap: inout Pixmap, x0: Int, y0: Int, x1: Int, y1: Int) {
        let left = max(0, x0), top = max(0, y0)
        let right = min(pixmap.width, x1), bottom = min(pixmap.height, y1)
        guard right > left, bottom > top else { return }
        let width = pixmap.width
        let divisor = self.divisor
        let half = divisor / 2
        pixmap.withUnsafeMutableBytes { bytes in
            // 1. Rows.
            var line = [Int](repeating: 0, count: right - left)
            var prefix = [Int](repeating: 0, count: right - left + 1)
            for y in top..<bottom {
                for channel in 0..<4 {
                    for x in left..<right { line[x - left] = Int(bytes[(y * width + x) * 4 + channel]) }
                    sum(&line, prefix: &prefix)
                    for x in left..<right {
                        bytes[(y * width + x) * 4 + channel] = UInt8(clamping: (line[x - left] + half) / divisor)
                    }
                }
            }
            // 2. Columns.
            line = [Int](repeating: 0, count: bottom - top)
            prefix = [Int](repeating: 0, count: bottom - top + 1)
            for x in left..<right {
                for channel in 0..<4 {
                    for y in top..<bottom { line[y - top] = Int(bytes[(y * width + x) * 4 + channel]) }
                    sum(&line, prefix: &prefix)
                    for y in top..<bottom {
                        bytes[(y * width + x) * 4 + channel] = UInt8(clamping: (line[y - top] + half) / divisor)
                    }
                }
            }
        }
    }
}
