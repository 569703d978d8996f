import Testing
@testable import PNGCodec

/// Deterministic pseudo-random bytes (SplitMix64), so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func randomRGBA(width: Int, height: Int, seed: UInt64) -> [UInt8] {
    var generator = SplitMix64(state: seed)
    return (0..<(width * height * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) }
}

@Test(arguments: PNGPreset.allCases, [(1, 1), (3, 5), (17, 1), (1, 13), (31, 29), (257, 3)])
func roundTripIsLosslessForRandomPixels(preset: PNGPreset, size: (Int, Int)) throws {
    let (width, height) = size
    let rgba = randomRGBA(width: width, height: height, seed: UInt64(width * 1000 + height))
    let png = try PNGEncoder.encode(width: width, height: height, rgba: rgba, preset: preset)
    let image = try PNGDecoder.decode(png)
    #expect(image.width == width)
    #expect(image.height == height)
    #expect(image.rgba == rgba)
}
