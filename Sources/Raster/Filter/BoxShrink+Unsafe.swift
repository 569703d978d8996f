// Box-filter downsampling of straight-alpha RGBA8 by an integer factor (the contact sheets' thumbnails): each
// output pixel is the alpha-weighted (premultiplied) mean of its `factor × factor` box — the standard area
// average of image-resampling texts (e.g. Wolberg, "Digital Image Warping", box filter) — in integers, so every
// run gives the same bytes. Partial boxes at the right and bottom edges average the pixels they hold.
//
// The source is read once, row by row, in order: each source row adds its pixels' (r·a, g·a, b·a, a) into one
// running sum per output column (four 32-bit lanes per pixel within a row's part of a box, 64-bit across rows),
// and after the band's last row the output row is divided out: the same integers as the per-pixel definition. Rows come from
// straight bytes or from a pixmap un-premultiplied one row at a time (`Pixmap.writeStraightRGBA(row:into:)`),
// so a pixmap is shrunk without a full-size straight copy.
//
// Invariant: a source row span holds `4 × sourceWidth` bytes and the sums span `width` 4-lane sums, where
// `width = ⌈sourceWidth / factor⌉`; column `x`'s box is source pixels `x·factor ..< min(sourceWidth, (x+1)·factor)`
// (all asserted).

/// Shrinks straight-alpha RGBA8 images by an integer factor (2…``maximumFactor``) with the alpha-weighted box mean.
public enum BoxShrink {
    /// `source` (`sourceWidth × sourceHeight` straight RGBA8) shrunk by `factor` ≥ 2: the output's size and
    /// straight RGBA8 bytes. Nil for an impossible size or a byte count that does not match.
    public static func shrink(rgba source: [UInt8], width sourceWidth: Int, height sourceHeight: Int,
                              by factor: Int) -> (width: Int, height: Int, rgba: [UInt8])? {
        guard factor > 1, factor <= maximumFactor, sourceWidth > 0, sourceHeight > 0,
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
        var sums = [SIMD4<UInt64>](repeating: .zero, count: width)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let firstRow = y * factor, endRow = min(sourceHeight, firstRow + factor)
            sums.withMutableSpan { s in
                s.fill(.zero, count: width)
                for sourceRow in firstRow..<endRow {
                    accumulate(row(sourceRow), sourceWidth: sourceWidth, factor: factor, into: s)
                }
            }
            let rows = endRow - firstRow
            out.withMutableSpan { o in
                sums.withSpan { s in
                    let line = o.slice(from: y * width * 4, count: width * 4)
                    for x in 0..<width {
                        let sum = s[x]
                        let alpha = Int(truncatingIfNeeded: sum[3])
                        guard alpha > 0 else { continue }
                        let columns = min(sourceWidth, (x + 1) * factor) - x * factor
                        let count = rows * columns
                        line[4 &* x] = UInt8(truncatingIfNeeded: (Int(truncatingIfNeeded: sum[0]) + alpha / 2) / alpha)
                        line[4 &* x &+ 1] = UInt8(truncatingIfNeeded: (Int(truncatingIfNeeded: sum[1]) + alpha / 2) / alpha)
                        line[4 &* x &+ 2] = UInt8(truncatingIfNeeded: (Int(truncatingIfNeeded: sum[2]) + alpha / 2) / alpha)
                        line[4 &* x &+ 3] = UInt8(truncatingIfNeeded: (alpha + count / 2) / count)
                    }
                }
            }
        }
        return (width, height, out)
    }

    /// The largest factor whose box sums fit the 32-bit lanes of ``accumulate(_:sourceWidth:factor:into:)``: a row's
    /// part of a box is at most `factor` pixels of 255 · 255, and 256 · 65 025 < 2³².
    public static let maximumFactor = 256

    /// Adds one source row's pixels into the per-column sums: (r·a, g·a, b·a, a) of each box's columns, one
    /// pixel per 4-lane step (its bytes widened to 32 bits and multiplied by (a, a, a, 1)).
    @inline(__always)
    private static func accumulate(_ p: SpanPointer<UInt8>, sourceWidth: Int, factor: Int,
                                   into s: MutableSpanPointer<SIMD4<UInt64>>) {
        let width = (sourceWidth + factor - 1) / factor
        assert(p.count == 4 * sourceWidth && s.count == width && factor <= maximumFactor,
               "BoxShrink: row \(p.count), sums \(s.count), factor \(factor)")
        var index = 0
        for x in 0..<width {
            let end = min(sourceWidth, (x &+ 1) &* factor) &* 4
            var box = SIMD4<UInt32>.zero
            while index < end {
                let pixel = SIMD4<UInt32>(truncatingIfNeeded: p.loadUnaligned(at: index, as: SIMD4<UInt8>.self))
                let a = pixel[3]
                box &+= pixel &* SIMD4(a, a, a, 1)
                index &+= 4
            }
            s[x] &+= SIMD4<UInt64>(truncatingIfNeeded: box)
        }
    }
}

extension Pixmap {
    /// The pixmap shrunk by `factor` ≥ 2 as ``BoxShrink/shrink(rgba:width:height:by:)`` shrinks its
    /// ``straightRGBA()`` (the same bytes), un-premultiplying one row at a time instead of the whole image.
    public func shrunkStraightRGBA(by factor: Int) -> (width: Int, height: Int, rgba: [UInt8])? {
        guard factor > 1, factor <= BoxShrink.maximumFactor else { return nil }
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
