import Testing
@testable import AssetCatalog

/// Reference values computed independently (Python) with the widely published combined Display P3 →
/// sRGB matrix [[1.2249401, −0.2249404, 0], [−0.0420569, 1.0420571, 0], [−0.0196376, −0.0786361, 1.0982735]].
struct ColorSpaceConversionTests {
    private func close(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ tolerance: Double = 1e-6) -> Bool {
        abs(a.0 - b.0) < tolerance && abs(a.1 - b.1) < tolerance && abs(a.2 - b.2) < tolerance
    }

    @Test func linearP3RedIsOutsideSRGB() {
        #expect(close(ColorSpaceConversion.linearSRGB(fromLinearDisplayP3: (1, 0, 0)), (1.2249401, -0.0420569, -0.0196376)))
    }

    @Test func p3GreyStaysGrey() {
        #expect(close(ColorSpaceConversion.sRGB(fromDisplayP3: (0.5, 0.5, 0.5)), (0.5, 0.5, 0.5)))
    }

    @Test func p3ColourInsideSRGBConvertsExactly() {
        #expect(close(ColorSpaceConversion.sRGB(fromDisplayP3: (0.8, 0.6, 0.2)), (0.8367480877, 0.5896054653, 0)))
    }

    @Test func p3ColourOutsideSRGBIsClippedPerChannel() {
        #expect(close(ColorSpaceConversion.sRGB(fromDisplayP3: (0.1, 0.45, 0.9)), (0, 0.4582355241, 0.9314938190)))
    }

    @Test func p3WhiteAndBlackAreUnchanged() {
        #expect(close(ColorSpaceConversion.sRGB(fromDisplayP3: (1, 1, 1)), (1, 1, 1)))
        #expect(close(ColorSpaceConversion.sRGB(fromDisplayP3: (0, 0, 0)), (0, 0, 0)))
    }

    @Test func transferCurveRoundTrips() {
        for value in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(ColorSpaceConversion.encode(ColorSpaceConversion.decode(value)) - value) < 1e-12)
        }
    }
}
