/// The shading loops: each shader writes `count` premultiplied pixels for row `y` from column `x` into a
/// caller-owned buffer. Tables and source pixels are reached through spans obtained once per span.
///
/// Invariant: `out` is a scratch span of the span's length; gradient indices are clamped to the table
/// (`0 … GradientTable.last`) by the index functions; image texels are read at rows clamped to `0 … height − 1`
/// and columns clamped to `0 … width − 1` of a span holding `width × height` pixels (asserted); a pixmap
/// source is read only at columns inside both the span and the source. Every span asserts its accesses in
/// debug builds.
extension Shader {
    /// Writes the colours of pixels `x ..< x + out.count` on row `y` into `out`.
    func shade(x: Int, y: Int, into out: MutableSpanPointer<UInt32>) {
        let count = out.count
        switch self {
        case .solid(let c):
            out.fill(c, count: count)
        case .linear(let s):
            s.table.entries.withSpan { t in
                var p = s.parameter(x: x, y: y)
                let step = s.stepX
                for i in 0..<count {
                    out[i] = t[LinearGradientShader.index(p)]
                    p &+= step
                }
            }
        case .radial(let s):
            s.table.entries.withSpan { t in
                let dy = Double(y) - s.centerY, dy2 = dy * dy
                if s.scale.isInfinite {
                    for i in 0..<count {
                        let dx = Double(x + i) - s.centerX
                        out[i] = t[(dx * dx + dy2).squareRoot() < s.startRadius ? 0 : GradientTable.last]
                    }
                } else {
                    // Four lanes at a time; each lane does the scalar tail's operations in the same order.
                    var i = 0
                    while i + 4 <= count {
                        let dx = SIMD4<Double>(Double(x + i), Double(x + i + 1), Double(x + i + 2), Double(x + i + 3))
                            - s.centerX
                        let scaled = ((dx * dx + dy2).squareRoot() - s.startRadius) * s.scale
                        out[i] = t[GradientTable.index(scaled: scaled[0])]
                        out[i + 1] = t[GradientTable.index(scaled: scaled[1])]
                        out[i + 2] = t[GradientTable.index(scaled: scaled[2])]
                        out[i + 3] = t[GradientTable.index(scaled: scaled[3])]
                        i += 4
                    }
                    while i < count {
                        let dx = Double(x + i) - s.centerX
                        let d = (dx * dx + dy2).squareRoot() - s.startRadius
                        out[i] = t[GradientTable.index(scaled: d * s.scale)]
                        i += 1
                    }
                }
            }
        case .angular(let s):
            s.table.entries.withSpan { t in
                var i = 0
                while i + 4 <= count {
                    let k = s.index4(x: x + i, y: y)
                    out[i] = t[k[0]]
                    out[i + 1] = t[k[1]]
                    out[i + 2] = t[k[2]]
                    out[i + 3] = t[k[3]]
                    i += 4
                }
                while i < count {
                    out[i] = t[s.index(x: x + i, y: y)]
                    i += 1
                }
            }
        case .image(let s):
            s.shade(x: x, y: y, into: out)
        case .pixmap(let s):
            s.shade(x: x, y: y, into: out)
        }
    }
}

extension ImageShader {
    /// Bilinear samples for one span (see the type's comment for the method).
    func shade(x: Int, y: Int, into out: MutableSpanPointer<UInt32>) {
        guard isValid else {
            out.fill(0, count: out.count)
            return
        }
        let u = baseU &+ Int64(x) &* uStepX &+ Int64(y) &* uStepY
        let v = baseV &+ Int64(x) &* vStepX &+ Int64(y) &* vStepY
        image.storage.withSpan { src in
            if vStepX == 0 {
                shadeAxisAligned(src, u: u, v: v, into: out)
            } else {
                shadeGeneral(src, u: u, v: v, into: out)
            }
        }
    }

    /// `shadeAxisAligned` over raw buffers (`src`: the image's pixels; `out`: `count` pixels), for tests.
    func shadeAxisAligned(_ src: UnsafePointer<UInt32>, u: Int64, v: Int64, count: Int,
                          into out: UnsafeMutablePointer<UInt32>) {
        shadeAxisAligned(SpanPointer(src, count: image.width * image.height), u: u, v: v,
                         into: MutableSpanPointer(out, count: count))
    }

    /// `shadeGeneral` over raw buffers (`src`: the image's pixels; `out`: `count` pixels), for tests.
    func shadeGeneral(_ src: UnsafePointer<UInt32>, u: Int64, v: Int64, count: Int,
                      into out: UnsafeMutablePointer<UInt32>) {
        shadeGeneral(SpanPointer(src, count: image.width * image.height), u: u, v: v,
                     into: MutableSpanPointer(out, count: count))
    }

    /// Any affine placement: four texels per pixel.
    func shadeGeneral(_ src: SpanPointer<UInt32>, u start: Int64, v vStart: Int64, into out: MutableSpanPointer<UInt32>) {
        assert(src.count == image.width * image.height, "ImageShader: source span of another size")
        let count = out.count
        let lastX = image.width - 1, lastY = image.height - 1, stride = image.width
        var u = start, v = vStart
        let du = uStepX, dv = vStepX, opacity = self.opacity
        let minU = self.minU, maxU = self.maxU, minV = self.minV, maxV = self.maxV
        for i in 0..<count {
            var result: UInt32 = 0
            if u > minU && u < maxU && v > minV && v < maxV {
                let fx = UInt32(truncatingIfNeeded: (u >> 8) & 255), fy = UInt32(truncatingIfNeeded: (v >> 8) & 255)
                let x0 = Int(truncatingIfNeeded: u >> 16), y0 = Int(truncatingIfNeeded: v >> 16)
                let ix0 = min(max(x0, 0), lastX), ix1 = min(max(x0 + 1, 0), lastX)
                let row0 = src.slice(from: min(max(y0, 0), lastY) * stride, count: stride)
                let row1 = src.slice(from: min(max(y0 + 1, 0), lastY) * stride, count: stride)
                let left = ImageShader.lerp(row0[ix0], row1[ix0], fy), right = ImageShader.lerp(row0[ix1], row1[ix1], fy)
                result = ImageShader.lerp(left, right, fx)
                if opacity != 255 { result = PixelMath.scale(result, opacity) }
            }
            out[i] = result
            u &+= du
            v &+= dv
        }
    }

    /// No rotation or shear (the usual placement): the two source rows are fixed for the span, and each source
    /// column is mixed vertically once and reused while consecutive pixels fall between the same two columns.
    /// Same arithmetic, in the same order, as `shadeGeneral`.
    func shadeAxisAligned(_ src: SpanPointer<UInt32>, u start: Int64, v: Int64, into out: MutableSpanPointer<UInt32>) {
        assert(src.count == image.width * image.height, "ImageShader: source span of another size")
        let count = out.count
        guard v > minV && v < maxV else {
            out.fill(0, count: count)
            return
        }
        let lastX = image.width - 1, lastY = image.height - 1, stride = image.width
        let fy = UInt32(truncatingIfNeeded: (v >> 8) & 255)
        let y0 = Int(truncatingIfNeeded: v >> 16)
        let row0 = src.slice(from: min(max(y0, 0), lastY) * stride, count: stride)
        let row1 = src.slice(from: min(max(y0 + 1, 0), lastY) * stride, count: stride)
        let du = uStepX, opacity = self.opacity, minU = self.minU, maxU = self.maxU
        @inline(__always) func column(_ c: Int) -> UInt32 {
            let k = min(max(c, 0), lastX)
            return ImageShader.lerp(row0[k], row1[k], fy)
        }
        var u = start
        var cached = Int.min, left: UInt32 = 0, right: UInt32 = 0
        for i in 0..<count {
            var result: UInt32 = 0
            if u > minU && u < maxU {
                let x0 = Int(truncatingIfNeeded: u >> 16)
                if x0 != cached {
                    left = x0 == cached &+ 1 ? right : column(x0)
                    right = column(x0 + 1)
                    cached = x0
                }
                result = ImageShader.lerp(left, right, UInt32(truncatingIfNeeded: (u >> 8) & 255))
                if opacity != 255 { result = PixelMath.scale(result, opacity) }
            }
            out[i] = result
            u &+= du
        }
    }

    /// `a + (b − a)·f/256` per channel, rounded to nearest (f in 0…256; f = 0 returns `a` exactly); the packed
    /// lanes stay below 2^16. Bilinear sampling mixes down first, then across.
    @inline(__always) static func lerp(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        let g = 256 &- f
        let rb = (((a & 0x00FF_00FF) &* g &+ (b & 0x00FF_00FF) &* f &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* g &+ ((b >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080) & 0xFF00_FF00
        return rb | ag
    }
}

extension PixmapShader {
    /// Copies one span of the source (transparent outside it), scaled by the opacity.
    func shade(x: Int, y: Int, into out: MutableSpanPointer<UInt32>) {
        let count = out.count
        out.fill(0, count: count)
        let sy = y - offsetY
        guard sy >= 0, sy < source.height else { return }
        let start = max(x, offsetX), end = min(x + count, offsetX + source.width)
        guard start < end else { return }
        let opacity = self.opacity
        let width = source.width
        source.storage.withSpan { src in
            let row = src.slice(from: sy * width, count: width)
            for px in start..<end {
                let p = row[px - offsetX]
                out[px - x] = opacity == 255 ? p : PixelMath.scale(p, opacity)
            }
        }
    }
}
