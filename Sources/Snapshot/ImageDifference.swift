/// Pixel comparison of two straight-alpha RGBA8 images, with a diff image for humans.
///
/// Differing pixels are painted opaque magenta over a faded (25 % opacity, over white) copy of the
/// expected image, so the eye finds them at once.
public struct ImageDifference: Sendable, Equatable {
    /// Pixels whose largest channel difference exceeds the tolerance.
    public var differingPixels: Int
    /// The largest channel difference over the whole image (0…255).
    public var maximumChannelDifference: Int
    /// True when the sizes differ (then nothing else was compared).
    public var sizeMismatch: Bool

    /// Creates a comparison result.
    public init(differingPixels: Int, maximumChannelDifference: Int, sizeMismatch: Bool) {
        self.differingPixels = differingPixels
        self.maximumChannelDifference = maximumChannelDifference
        self.sizeMismatch = sizeMismatch
    }

    /// Compares two images; `tolerance` is the largest channel difference still counted as equal.
    public static func compare(expected: [UInt8], expectedWidth: Int, expectedHeight: Int,
                               actual: [UInt8], actualWidth: Int, actualHeight: Int,
                               tolerance: Int = 0) -> ImageDifference {
        guard expectedWidth == actualWidth, expectedHeight == actualHeight,
              expected.count == actual.count, expected.count == expectedWidth * expectedHeight * 4
        else { return ImageDifference(differingPixels: 0, maximumChannelDifference: 255, sizeMismatch: true) }
        var differing = 0, maxDiff = 0
        var i = 0
        while i < expected.count {
            var pixelMax = 0
            for c in 0..<4 {
                let d = abs(Int(expected[i + c]) - Int(actual[i + c]))
                if d > pixelMax { pixelMax = d }
            }
            if pixelMax > tolerance { differing += 1 }
            if pixelMax > maxDiff { maxDiff = pixelMax }
            i += 4
        }
        return ImageDifference(differingPixels: differing, maximumChannelDifference: maxDiff, sizeMismatch: false)
    }

    /// A diff image (straight RGBA8): magenta where pixels differ beyond `tolerance`, a faded expected elsewhere.
    public static func diffImage(expected: [UInt8], actual: [UInt8], tolerance: Int = 0) -> [UInt8] {
        var out = [UInt8](repeating: 255, count: expected.count)
        guard expected.count == actual.count else { return out }
        var i = 0
        while i + 3 < expected.count {
            var pixelMax = 0
            for c in 0..<4 { pixelMax = max(pixelMax, abs(Int(expected[i + c]) - Int(actual[i + c]))) }
            if pixelMax > tolerance {
                out[i] = 255; out[i + 1] = 0; out[i + 2] = 255; out[i + 3] = 255
            } else {
                // Expected composited over white at 25 % strength.
                let a = Int(expected[i + 3])
                for c in 0..<3 {
                    let over = (Int(expected[i + c]) * a + 255 * (255 - a)) / 255
                    out[i + c] = UInt8(255 - (255 - over) / 4)
                }
                out[i + 3] = 255
            }
            i += 4
        }
        return out
    }
}
