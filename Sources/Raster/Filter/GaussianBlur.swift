// Gaussian blur by three successive box blurs per axis, as the W3C Filter Effects spec allows for
// feGaussianBlur (§9.10): box size d = ⌊σ·3·√(2π)/4 + 0.5⌋; for an odd d three centred boxes of d, for
// an even d two boxes of d (one leaning left, one right) and a centred box of d + 1. Sums are kept in
// integers and divided once at the end, rounding to nearest, so results are identical on every machine.
// Premultiplied channels blur independently (correct for premultiplied colour); outside the image is
// transparent.

/// A separable Gaussian blur of a pixmap's premultiplied pixels.
package struct GaussianBlur {
    /// The boxes of one axis: (size, pixels the window reaches to the left of its centre).
    package let boxes: [(size: Int, left: Int)]

    /// The largest standard deviation accepted, in device pixels; larger values are clamped [C].
    package static let maximumSigma = 128.0

    /// A blur of standard deviation `sigma` (device pixels); nil when it would change nothing.
    package init?(sigma: Double) {
        guard sigma.isFinite, sigma > 0 else { return nil }
        let s = min(sigma, Self.maximumSigma)
        let d = Int((s * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return nil }
        if d % 2 == 1 {
            boxes = [(d, d / 2), (d, d / 2), (d, d / 2)]
        } else {
            boxes = [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
        }
    }

    /// How far the blur spreads a pixel, in pixels, on each side.
    package var reach: Int { boxes.reduce(0) { $0 + max($1.left, $1.size - 1 - $1.left) } }

    /// The product of the box sizes: the divisor of the summed result.
    package var divisor: Int { boxes.reduce(1) { $0 * $1.size } }

    /// Blurs one line of values (zero outside) in place, leaving sums to be divided by ``divisor``.
    package func sum(_ line: inout [Int], prefix: inout [Int]) {
        let n = line.count
        for box in boxes {
            prefix[0] = 0
            for i in 0..<n { prefix[i + 1] = prefix[i] + line[i] }
            let right = box.size - 1 - box.left
            for i in 0..<n {
                line[i] = prefix[min(n, i + right + 1)] - prefix[max(0, i - box.left)]
            }
        }
    }
}
