/// Applying a `ColorMatrix` to pixels, in integer fixed point. A one-entry memo skips recomputing runs of the
/// same pixel (flat UI art is mostly such runs).
///
/// Invariant: the coefficients are the matrix's 20 fixed-point entries (asserted), read as `m[5·row + column]`
/// for row 0…3 and column 0…4; the pixels are a span of the pixmap or of one target row inside the clip, and
/// the clip's coverage row (when there is one) has the same length (asserted).
extension ColorMatrix {
    /// Transforms one packed premultiplied pixel with fixed-point coefficients `m`.
    @inline(__always) static func transform(_ p: UInt32, _ m: SpanPointer<Int64>) -> UInt32 {
        let r = Int64(p & 0xFF), g = Int64((p >> 8) & 0xFF), b = Int64((p >> 16) & 0xFF), a = Int64(p >> 24)
        @inline(__always) func channel(_ row: Int) -> Int64 {
            let k = row * 5
            let v = (m[k] * r + m[k + 1] * g + m[k + 2] * b + m[k + 3] * a + m[k + 4]) >> 16
            return v < 0 ? 0 : (v > 255 ? 255 : v)
        }
        let oa = channel(3)
        let or = min(channel(0), oa), og = min(channel(1), oa), ob = min(channel(2), oa)
        return UInt32(or) | UInt32(og) << 8 | UInt32(ob) << 16 | UInt32(oa) << 24
    }

    /// Applies the matrix to the pixels of `pixels`; with `coverage`, mixes result and original by it.
    static func apply(_ m: SpanPointer<Int64>, to pixels: MutableSpanPointer<UInt32>, coverage: SpanPointer<UInt8>?) {
        assert(m.count == 20, "ColorMatrix: 20 coefficients, not \(m.count)")
        assert(coverage.map { $0.count == pixels.count } ?? true, "ColorMatrix: coverage row of another length")
        var lastIn: UInt32 = 0
        var lastOut = transform(0, m)
        for i in 0..<pixels.count {
            let p = pixels[i]
            if p != lastIn {
                lastIn = p
                lastOut = transform(p, m)
            }
            if let coverage {
                let c = UInt32(coverage[i])
                if c == 0 { continue }
                pixels[i] = c == 255 ? lastOut : PixelMath.lerp(p, lastOut, c)
            } else {
                pixels[i] = lastOut
            }
        }
    }
}

extension Pixmap {
    /// Applies a colour matrix to every pixel.
    public mutating func apply(_ matrix: ColorMatrix) {
        if matrix == .identity { return }
        let m = matrix.fixedPoint
        m.withSpan { coefficients in
            storage.withMutableSpan { pixels in
                ColorMatrix.apply(coefficients, to: pixels, coverage: nil)
            }
        }
    }
}

extension Canvas {
    /// Applies a colour matrix to the current target (the innermost layer or the base pixmap) inside the clip;
    /// anti-aliased clip edges mix the result with the original.
    public mutating func apply(_ filter: ColorMatrix) {
        if filter == .identity { return }
        let region = clip.box.intersection(targetBox)
        guard !region.isEmpty else { return }
        let m = filter.fixedPoint
        let clip = self.clip
        m.withSpan { coefficients in
            withTargetPixels(touching: region) { target in
                Canvas.withClipPixels(clip) { clipPixels in
                    for y in region.y0..<region.y1 {
                        ColorMatrix.apply(coefficients, to: target.row(x: region.x0, y: y, count: region.width),
                                          coverage: clipPixels.row(x: region.x0, y: y, count: region.width))
                    }
                }
            }
        }
        markDirty(region)
    }
}
