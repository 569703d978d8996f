import Testing
@testable import Raster

@Test func mul255RoundsToNearestForEveryPair() {
    var mismatches = 0
    for x in 0...255 {
        for a in 0...255 {
            let expected = UInt32((Double(x * a) / 255).rounded())
            if PixelMath.mul255(UInt32(x), UInt32(a)) != expected { mismatches += 1 }
        }
    }
    #expect(mismatches == 0)
}

@Test func packedScaleMatchesPerChannelScale() {
    var mismatches = 0
    for x in stride(from: 0, through: 255, by: 3) {
        for a in 0...255 {
            let p = UInt32(x) | UInt32(255 - x) << 8 | UInt32(x / 2) << 16 | UInt32(255) << 24
            let s = PixelMath.scale(p, UInt32(a))
            let expected = PixelMath.mul255(UInt32(x), UInt32(a)) | PixelMath.mul255(UInt32(255 - x), UInt32(a)) << 8
                | PixelMath.mul255(UInt32(x / 2), UInt32(a)) << 16 | PixelMath.mul255(255, UInt32(a)) << 24
            if s != expected { mismatches += 1 }
        }
    }
    #expect(mismatches == 0)
}

@Test func sourceOverOfOpaqueSourceReplacesDestination() {
    #expect(PixelMath.sourceOver(0xFF10_2030, 0xFF80_8080) == 0xFF10_2030)
}
