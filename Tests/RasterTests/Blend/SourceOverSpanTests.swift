import Testing
@testable import Raster

/// Deterministic pseudo-random bytes (a 32-bit LCG), for exhaustive-ish comparisons.
struct TestRandom {
    var state: UInt32
    mutating func next() -> UInt32 {
        state = state &* 1_664_525 &+ 1_013_904_223
        return state >> 8
    }
    /// A valid premultiplied pixel.
    mutating func pixel() -> UInt32 {
        let a = next() & 0xFF
        let r = a == 0 ? 0 : next() % (a + 1), g = a == 0 ? 0 : next() % (a + 1), b = a == 0 ? 0 : next() % (a + 1)
        return r | g << 8 | b << 16 | a << 24
    }
}

/// Destination pixels, colours and coverages (with runs of 0 and 255, as glyphs have) for the span tests.
func spanCases() -> (destination: [UInt32], colors: [UInt32], coverage: [UInt8]) {
    var random = TestRandom(state: 12345)
    let destination = (0..<4099).map { _ in random.pixel() }
    var colors = (0..<40).map { _ in random.pixel() }
    colors += [0xFF10_2030, 0xFFFF_FFFF, 0x8000_0080, 0]
    let coverage = (0..<4099).map { i -> UInt8 in
        switch (i / 7) % 3 {
        case 0: return 0
        case 1: return 255
        default: return UInt8(truncatingIfNeeded: random.next())
        }
    }
    return (destination, colors, coverage)
}

@Test func vectorSolidSpanMatchesTheScalarFormula() {
    let (destination, colors, _) = spanCases()
    var mismatches = 0
    for s in colors {
        var out = destination
        out.withUnsafeMutableBufferPointer { SourceOverSpan.solid(dst: $0.baseAddress!, count: $0.count, color: s) }
        for i in 0..<out.count where out[i] != SourceOverBlender.blend(s, destination[i], coverage: 255) { mismatches += 1 }
    }
    #expect(mismatches == 0)
}

/// How many pixels `run` (a masked span of colour `s` over `destination` with `coverage`) leaves different from the
/// scalar formula: untouched where coverage is 0, `SourceOverBlender.blend` elsewhere.
private func maskedMismatches(_ destination: [UInt32], _ coverage: [UInt8], color s: UInt32,
                              run: (UnsafeMutablePointer<UInt32>, Int, UnsafePointer<UInt8>) -> Void) -> Int {
    var out = destination
    out.withUnsafeMutableBufferPointer { buffer in
        coverage.withUnsafeBufferPointer { c in run(buffer.baseAddress!, buffer.count, c.baseAddress!) }
    }
    return out.indices.filter { i in
        out[i] != (coverage[i] == 0 ? destination[i] : SourceOverBlender.blend(s, destination[i], coverage: UInt32(coverage[i])))
    }.count
}

@Test func vectorMaskedSpanMatchesTheScalarFormula() {
    let (destination, colors, coverage) = spanCases()
    var mismatches = 0
    for s in colors {
        mismatches += maskedMismatches(destination, coverage, color: s) { dst, count, c in
            SourceOverSpan.solidMasked(dst: dst, count: count, color: s, coverage: c)
        }
    }
    #expect(mismatches == 0)
}

@Test func coverageLanesMaskedSpanMatchesTheScalarFormula() {
    let (destination, colors, coverage) = spanCases()
    var mismatches = 0
    for s in colors {
        let lanes = SourceOverSpan.SolidLanes(color: s)
        mismatches += maskedMismatches(destination, coverage, color: s) { dst, count, c in
            SourceOverSpan.solidMasked(dst: dst, count: count, lanes: lanes, coverage: c)
        }
    }
    #expect(mismatches == 0)
}

@Test func coverageLanesMaskedSpanMatchesTheScalarFormulaForEveryCoverage() {
    // Every coverage byte in every lane position, opaque and translucent colours, on random destinations.
    var random = TestRandom(state: 16)
    var mismatches = 0
    for s: UInt32 in [0xFF1E_1C1C, 0xFFFF_7A00, 0xFFFF_FFFF, 0xFF00_0000, 0xD9D9_D9D9, 0x8040_2010, 0x0100_0001] {
        let lanes = SourceOverSpan.SolidLanes(color: s)
        for shift in 0..<4 {
            let coverage = (0..<259).map { UInt8(truncatingIfNeeded: ($0 + shift) % 256) }
            let destination = coverage.map { _ in random.pixel() }
            mismatches += maskedMismatches(destination, coverage, color: s) { dst, count, c in
                SourceOverSpan.solidMasked(dst: dst, count: count, lanes: lanes, coverage: c)
            }
        }
    }
    #expect(mismatches == 0)
}

@Test func vectorRowSpanMatchesTheScalarFormula() {
    var random = TestRandom(state: 777)
    let (destination, _, _) = spanCases()
    // Sources with runs of opaque, transparent and translucent pixels.
    let source = (0..<destination.count).map { i -> UInt32 in
        switch (i / 5) % 3 {
        case 0: return 0xFF00_0000 | (random.next() & 0xFF_FFFF)
        case 1: return 0
        default: return random.pixel()
        }
    }
    var out = destination
    out.withUnsafeMutableBufferPointer { buffer in
        source.withUnsafeBufferPointer { s in SourceOverSpan.row(dst: buffer.baseAddress!, source: s.baseAddress!, count: buffer.count) }
    }
    var mismatches = 0
    for i in 0..<out.count where out[i] != SourceOverBlender.blend(source[i], destination[i], coverage: 255) { mismatches += 1 }
    #expect(mismatches == 0)
}

@Test func divisionBy255AsAHighProductEqualsTheShiftFormulaForEverySixteenBitValue() {
    var mismatches = 0
    for base in stride(from: 0, to: 65536, by: 8) {
        let t = SIMD8<UInt16>((0..<8).map { UInt16(base + $0) })
        // The shift formula without wrapping (in 16-bit lanes it wraps above 65 280; pixel maths stays ≤ 65 153).
        let wide = SIMD8<UInt32>((0..<8).map { UInt32(base + $0) })
        let expected = SIMD8<UInt16>(truncatingIfNeeded: (wide &+ (wide &>> 8)) &>> 8)
        if SourceOverSpan.divide255(t) != expected { mismatches += 1 }
        if base + 7 <= 255 * 255 + 128, SourceOverSpan.divide255(t) != (t &+ (t &>> 8)) &>> 8 { mismatches += 1 }
    }
    #expect(mismatches == 0)
}
