// Deterministic resampling of premultiplied RGBA images (colour emoji from a fixed strike to the text's
// pixel size).
//
// Separable, one axis at a time (horizontal into a wide intermediate, then vertical), with per-axis taps:
// - shrinking (target < source): a box (area-average) filter — each target pixel averages the source
//   pixels its footprint covers, weighted by the covered fraction (the "area" filter of image libraries,
//   e.g. OpenCV INTER_AREA, Pillow's BOX); no aliasing of thin strokes;
// - growing (target > source): bilinear (tent) — the target pixel centre mapped into the source,
//   `u = (i + ½)·source/target − ½`, weighted between its two neighbours, clamped at the edges;
// - equal sizes copy.
// Weights are fixed point (14 bits, each axis's taps summing exactly to 1 << 14) and the arithmetic is
// integer, so the output is the same on every machine and thread. Every channel uses the same weights, so
// a premultiplied input (channels ≤ alpha) gives a premultiplied output.

/// Resamples premultiplied RGBA images with a box filter when shrinking and bilinear when growing.
public enum ColorImageResampler {
    /// Fixed-point bits of a tap weight.
    static let weightBits = 14

    /// The taps of one target pixel along one axis: source indices `start ..< start + weights.count`.
    struct Taps: Hashable, Sendable {
        var start: Int
        var weights: [Int]
    }

    /// `rgba` (`width × height × 4` premultiplied bytes) resampled to `targetWidth × targetHeight`; nil when a
    /// size is not positive or the byte count does not match.
    public static func resample(_ rgba: [UInt8], width: Int, height: Int,
                                targetWidth: Int, targetHeight: Int) -> [UInt8]? {
        guard width > 0, height > 0, targetWidth > 0, targetHeight > 0, rgba.count == width * height * 4 else {
            return nil
        }
        let columns = taps(from: width, to: targetWidth)
        let rows = taps(from: height, to: targetHeight)
        // Horizontal pass: height × targetWidth × 4, values scaled by 1 << weightBits.
        var wide = [Int](repeating: 0, count: height * targetWidth * 4)
        for y in 0..<height {
            let rowBase = y * width * 4
            for (x, tap) in columns.enumerated() {
                var r = 0, g = 0, b = 0, a = 0
                for (k, w) in tap.weights.enumerated() {
                    let s = rowBase + (tap.start + k) * 4
                    r += w * Int(rgba[s]); g += w * Int(rgba[s + 1]); b += w * Int(rgba[s + 2]); a += w * Int(rgba[s + 3])
                }
                let d = (y * targetWidth + x) * 4
                wide[d] = r; wide[d + 1] = g; wide[d + 2] = b; wide[d + 3] = a
            }
        }
        // Vertical pass, rounding once at the end (scale 1 << 2·weightBits).
        let shift = 2 * weightBits
        let half = 1 << (shift - 1)
        var out = [UInt8](repeating: 0, count: targetWidth * targetHeight * 4)
        for (y, tap) in rows.enumerated() {
            for x in 0..<targetWidth {
                var sums = (0, 0, 0, 0)
                for (k, w) in tap.weights.enumerated() {
                    let s = ((tap.start + k) * targetWidth + x) * 4
                    sums.0 += w * wide[s]; sums.1 += w * wide[s + 1]; sums.2 += w * wide[s + 2]; sums.3 += w * wide[s + 3]
                }
                let d = (y * targetWidth + x) * 4
                out[d] = UInt8(clamping: (sums.0 + half) >> shift)
                out[d + 1] = UInt8(clamping: (sums.1 + half) >> shift)
                out[d + 2] = UInt8(clamping: (sums.2 + half) >> shift)
                out[d + 3] = UInt8(clamping: (sums.3 + half) >> shift)
            }
        }
        return out
    }

    /// The taps of every target pixel for `source → target` pixels along one axis.
    static func taps(from source: Int, to target: Int) -> [Taps] {
        let one = 1 << weightBits
        if source == target { return (0..<target).map { Taps(start: $0, weights: [one]) } }
        let ratio = Double(source) / Double(target)
        return (0..<target).map { i in
            var raw: [(Int, Double)] = []
            if target < source {
                // Box: the footprint [i·ratio, (i + 1)·ratio) and the covered part of each source pixel.
                let lo = Double(i) * ratio, hi = Double(i + 1) * ratio
                var j = Int(lo.rounded(.down))
                while Double(j) < hi, j < source {
                    let covered = min(hi, Double(j + 1)) - max(lo, Double(j))
                    if covered > 0 { raw.append((j, covered / ratio)) }
                    j += 1
                }
            } else {
                // Bilinear: between the two source pixels around the mapped centre, clamped at the edges.
                let u = (Double(i) + 0.5) * ratio - 0.5
                let j0 = Int(u.rounded(.down))
                let f = u - Double(j0)
                let a = min(max(j0, 0), source - 1), b = min(max(j0 + 1, 0), source - 1)
                if a == b { raw = [(a, 1)] } else { raw = [(a, 1 - f), (b, f)] }
            }
            return quantize(raw, one: one)
        }
    }

    /// Fixed-point weights over consecutive source indices, summing exactly to `one` (the rounding error
    /// goes to the largest tap).
    private static func quantize(_ raw: [(Int, Double)], one: Int) -> Taps {
        guard let first = raw.first else { return Taps(start: 0, weights: [one]) }
        var weights = raw.map { Int(($0.1 * Double(one)).rounded()) }
        let error = one - weights.reduce(0, +)
        if error != 0, let largest = weights.indices.max(by: { weights[$0] < weights[$1] }) {
            weights[largest] += error
        }
        return Taps(start: first.0, weights: weights)
    }
}
