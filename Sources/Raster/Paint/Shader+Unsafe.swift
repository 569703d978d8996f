/// The shading loops: each shader writes `count` premultiplied pixels for row `y` from column `x` into a
/// caller-owned buffer. Tables and source pixels are reached through buffer pointers obtained once per span.
extension Shader {
    /// Writes the colours of pixels `x ..< x + count` on row `y` into `out[0 ..< count]`.
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        switch self {
        case .solid(let c):
            out.update(repeating: c, count: count)
        case .linear(let s):
            s.table.entries.withUnsafeBufferPointer { table in
                guard let t = table.baseAddress else { return }
                var p = s.parameter(x: x, y: y)
                let step = s.stepX
                for i in 0..<count {
                    out[i] = t[LinearGradientShader.index(p)]
                    p &+= step
                }
            }
        case .radial(let s):
            s.table.entries.withUnsafeBufferPointer { table in
                guard let t = table.baseAddress else { return }
                for i in 0..<count { out[i] = t[s.index(x: x + i, y: y)] }
            }
        case .angular(let s):
            s.table.entries.withUnsafeBufferPointer { table in
                guard let t = table.baseAddress else { return }
                for i in 0..<count { out[i] = t[s.index(x: x + i, y: y)] }
            }
        case .image(let s):
            s.shade(x: x, y: y, count: count, into: out)
        case .pixmap(let s):
            s.shade(x: x, y: y, count: count, into: out)
        }
    }
}

extension ImageShader {
    /// Bilinear samples for one span (see the type's comment for the method).
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        guard isValid else {
            out.update(repeating: 0, count: count)
            return
        }
        let lastX = image.width - 1, lastY = image.height - 1, stride = image.width
        var u = baseU &+ Int64(x) &* uStepX &+ Int64(y) &* uStepY
        var v = baseV &+ Int64(x) &* vStepX &+ Int64(y) &* vStepY
        let du = uStepX, dv = vStepX, opacity = self.opacity
        let minU = self.minU, maxU = self.maxU, minV = self.minV, maxV = self.maxV
        image.storage.withUnsafeBufferPointer { pixels in
            guard let src = pixels.baseAddress else { return }
            for i in 0..<count {
                var result: UInt32 = 0
                if u > minU && u < maxU && v > minV && v < maxV {
                    let fx = UInt32(truncatingIfNeeded: (u >> 8) & 255), fy = UInt32(truncatingIfNeeded: (v >> 8) & 255)
                    let x0 = Int(truncatingIfNeeded: u >> 16), y0 = Int(truncatingIfNeeded: v >> 16)
                    let ix0 = min(max(x0, 0), lastX), ix1 = min(max(x0 + 1, 0), lastX)
                    let iy0 = min(max(y0, 0), lastY), iy1 = min(max(y0 + 1, 0), lastY)
                    let row0 = src + iy0 * stride, row1 = src + iy1 * stride
                    result = ImageShader.bilinear(row0[ix0], row0[ix1], row1[ix0], row1[ix1], fx, fy)
                    if opacity != 255 { result = PixelMath.scale(result, opacity) }
                }
                out[i] = result
                u &+= du
                v &+= dv
            }
        }
    }

    /// Weighted sum of four texels with weights (256 − fx)(256 − fy), fx(256 − fy), (256 − fx)fy, fx·fy
    /// (summing to 65536), rounded to nearest per channel.
    @inline(__always) static func bilinear(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32,
                                           _ fx: UInt32, _ fy: UInt32) -> UInt32 {
        if fx == 0 && fy == 0 { return p00 }
        let w00 = (256 - fx) * (256 - fy), w10 = fx * (256 - fy), w01 = (256 - fx) * fy, w11 = fx * fy
        var out: UInt32 = 0
        var shift: UInt32 = 0
        while shift < 32 {
            let c = ((p00 >> shift) & 0xFF) * w00 + ((p10 >> shift) & 0xFF) * w10
                + ((p01 >> shift) & 0xFF) * w01 + ((p11 >> shift) & 0xFF) * w11
            out |= ((c + 32768) >> 16) << shift
            shift += 8
        }
        return out
    }
}

extension PixmapShader {
    /// Copies one span of the source (transparent outside it), scaled by the opacity.
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        out.update(repeating: 0, count: count)
        let sy = y - offsetY
        guard sy >= 0, sy < source.height else { return }
        let start = max(x, offsetX), end = min(x + count, offsetX + source.width)
        guard start < end else { return }
        let opacity = self.opacity
        source.storage.withUnsafeBufferPointer { pixels in
            guard let src = pixels.baseAddress else { return }
            let row = src + sy * source.width - offsetX
            for px in start..<end {
                let p = row[px]
                out[px - x] = opacity == 255 ? p : PixelMath.scale(p, opacity)
            }
        }
    }
}
