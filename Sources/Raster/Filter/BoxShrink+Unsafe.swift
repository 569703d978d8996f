// Box-filter downsampling of straight-alpha RGBA8 by an integer factor (the contact sheets' thumbnails): each
// output pixel is the alpha-weighted (premultiplied) mean of its `factor × factor` box — the standard area
// average of image-resampling texts (e.g. Wolberg, "Digital Image Warping", box filter) — in integers, so every
// run gives the same bytes. Partial boxes at the right and bottom edges average the pixels they hold.
//
// The source is read once, row by row, in order: each source row adds its pixels' (r·a, g·a, b·a, a) into one
// running sum per output column, and after the band's last row the output row is divided out. Rows come from
// straight bytes or from a pixmap un-premultiplied one row at a time (`Pixmap.writeStraightRGBA(row:into:)`),
// so a pixmap is shrunk without a full-size straight copy.
//
// Invariant: a source row span holds `4 × sourceWidth` bytes and the sums span `4 × width` integers, where
// `width = ⌈sourceWidth / factor⌉`; column `x`'s box is source pixels `x·factor ..< min(sourceWidth, (x+1)·factor)`
// (all asserted).

/// Shrinks straight-alpha RGBA8 images by an integer factor with the alpha-weighted box mean.
public enum BoxShrink {
    /// `source` (`sourceWidth × sourceHeight` straight RGBA8) shrunk by `factor` ≥ 2: the output's size and
    /// straight RGBA8 bytes. Nil for an impossible size or a byte count that does not match.
    public static func shrink(rgba source: [UInt8], width sourceWidth: Int, height sourceHeight: Int,
                              by factor: Int) -> (width: Int, height: Int, rgba: [UInt8])? {
        guard factor > 1, sourceWidth > 0, sourceHeight > 0,
              sourceWidth.multipliedReportingOverflow(by: sourceHeight).overflow == false,
              source.count == sourceWidth * sourceHeight * 4 else { return nil }
        var output: (width: Int, height: Int, rgba: [UInt8])?
        source.withSpan { bytes in
            output = shrinkRows(sourceWidth: sourceWidth, sourceHeight: sourceHeight, factor: factor) { y in
                bytes.slice(from: y * sourceWidth * 4, count: sourceWidth * 4)
            }
        }
        return output
    }

    /// Steps over the rows `row(y)` gives (each `4 × sourceWidth` straight bytes) and returns the shrunk image.
    static func shrinkRows(sourceWidth: Int, sourceHeight: Int, factor: Int,
                           row: (Int) -> SpanPointer<UInt8>) -> (width: Int, height: Int, rgba: [UInt8]) {
        let width = (sourceWidth + factor - 1) / factor
        let height = (sourceHeight + factor - 1) / factor
        var sums = [Int](repeating: 0, count: width * 4)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let firstRow = y * factor, endRow = min(sourceHeight, firstRow + factor)
            sums.withMutableSpan { s in
                s.fill(0, count: width * 4)
                for sourceRow in firstRow..<endRow {
                    accumulate(row(sourceRow), sourceWidth: sourceWidth, factor: factor, into: s)
                }
            }
            let rows = endRow - firstRow
            out.withMutableSpan { o in
                sums.withSpan { s in
                    let line = o.slice(from: y * width * 4, count: width * 4)
                    for x in 0..<width {
                        let alpha = s[4 &* x &+ 3]
                        guard alpha > 0 else { continue }
                        let columns = min(sourceWidth, (x + 1) * factor) - x * factor
                        let count = rows * columns
                        line[4 &* x] = UInt8(truncatingIfNeeded: (s[4 &* x] + alpha / 2) / alpha)
                        line[4 &* x &+ 1] = UInt8(truncatingIfNeeded: (s[4 &* x &+ 1] + alpha / 2) / alpha)
                        line[4 &* x &+ 2] = UInt8(truncatingIfNeeded: (s[4 &* x &+ 2] + alpha / 2) / alpha)
                        line[4 &* x &+ 3] = UInt8(truncatingIfNeeded: (alpha + count / 2) / count)
                    }
                }
            }
        }
        return (width, height, out)
    }

    /// Adds one source row's pixels into the per-column sums: (r·a, g·a, b·a, a) of each box's columns.
    @inline(__always)
    private static func accumulate(_ p: SpanPointer<UInt8>, sourceWidth: Int, factor: Int, into s: MutableSpanPointer<Int>) {
        let width = (sourceWidth + factor - 1) / factor
        assert(p.count == 4 * sourceWidth && s.count == 4 * width, "BoxShrink: row \(p.count), sums \(s.count)")
        var index = 0
        for x in 0..<width {
            let end = min(sourceWidth, (x &+ 1) &* factor) &* 4
            var alpha = 0, red = 0, green = 0, blue = 0
            while index < end {
                let a = Int(p[index &+ 3])
                if a != 0 {
                    alpha &+= a
                    red &+= Int(p[index]) &* a
                    green &+= Int(p[index &+ 1]) &* a
                    blue &+= Int(p[index &+ 2]) &* a
                }
                index &+= 4
            }
            s[4 &* x] &+= red
            s[4 &* x &+ 1] &+= green
            s[4 &* x &+ 2] &+= blue
            s[4 &* x &+ 3] &+= alpha
        }
    }
}

extension Pixmap {
    /// The pixmap shrunk by `factor` ≥ 2 as ``BoxShrink/shrink(rgba:width:height:by:)`` shrinks its
    /// ``straightRGBA()`` (the same bytes), un-premultiplying one row at a time instead of the whole image.
    public func shrunkStraightRGBA(by factor: Int) -> (width: Int, height: Int, rgba: [UInt8])? {
        guard factor > 1 else { return nil }
        var rowBytes = [UInt8](repeating: 0, count: width * 4)
        let width = self.width
        var output: (width: Int, height: Int, rgba: [UInt8])?
        rowBytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            output = BoxShrink.shrinkRows(sourceWidth: width, sourceHeight: height, factor: factor) { y in
                writeStraightRGBA(row: y, into: buffer)
                return SpanPointer(UnsafePointer(base.assumingMemoryBound(to: UInt8.self)), count: width * 4)
            }
        }
        return output
    }
}
