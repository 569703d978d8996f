import Testing
@testable import PNGCodec
import TestSupport

/// The sixteen-lane Adler-32 against the definition, at lengths around its chunk and block sizes.
@Test(arguments: [0, 1, 15, 16, 17, 255, 5551, 5552, 5553, 11_104, 70_001])
func adler32MatchesTheDefinition(count: Int) {
    var generator = SplitMix64(state: UInt64(count) + 11)
    // Mostly 255s so the sums grow as fast as they can.
    let bytes = (0..<count).map { _ in UInt8.random(in: 0...3, using: &generator) == 0 ? UInt8.random(in: 0...255, using: &generator) : 255 }
    var s1: UInt32 = 1, s2: UInt32 = 0
    for byte in bytes {
        s1 = (s1 + UInt32(byte)) % 65521
        s2 = (s2 + s1) % 65521
    }
    var checksum = Adler32()
    bytes.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        // In two uneven pieces, as rows arrive.
        let half = count / 3
        checksum.update(base, count: half)
        checksum.update(base + half, count: count - half)
    }
    #expect(checksum.value == s2 << 16 | s1)
}
