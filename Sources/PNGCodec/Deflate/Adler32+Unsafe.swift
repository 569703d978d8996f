// Adler-32 (RFC 1950 §8.2), sixteen bytes per step.
//
// For a block of C chunks of 16 bytes b[c][k], byte (c, k) adds b to s1 and b·(16·(C − 1 − c) + 16 − k) to s2
// (its distance from the block's end), plus 16·C·s1 for the s1 the block starts with. Two lane-wise running
// sums give that without a horizontal add per chunk: before each chunk `pending += sums`, then `sums += chunk`;
// at the block's end Σ sums goes to s1 and 16·Σ pending + Σ (16 − k)·sums[k] to s2 (the method of the SIMD
// Adler-32 in zlib-ng and Chromium's zlib). Blocks are short enough (5 552 bytes, zlib's NMAX) that no lane
// and no 64-bit total can overflow before the reduction modulo 65 521.
//
// Invariant: `bytes` points at `count` readable bytes; the 16-byte loads cover `offset ..< offset + 16·chunks`
// with `16·chunks ≤ length ≤ count − offset`, and the byte tail stops at `offset + length`. Asserted in debug
// builds.

/// A running Adler-32 checksum.
struct Adler32 {
    private static let modulus: UInt64 = 65521
    /// Longest block between reductions (zlib's NMAX, a multiple of 16).
    private static let blockLength = 5552
    private var s1: UInt64 = 1
    private var s2: UInt64 = 0

    /// The checksum of everything added so far.
    var value: UInt32 { UInt32(truncatingIfNeeded: s2 << 16 | s1) }

    /// Adds `count` bytes at `bytes`.
    mutating func update(_ bytes: UnsafePointer<UInt8>, count: Int) {
        assert(count >= 0, "Adler32: negative count \(count)")
        let raw = UnsafeRawPointer(bytes)
        let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
        var offset = 0
        while offset < count {
            let length = min(count - offset, Self.blockLength)
            let chunks = length / 16
            assert(offset + chunks * 16 <= count && offset + length <= count, "Adler32: block past the end")
            var sums = SIMD16<UInt32>(repeating: 0)
            var pending = SIMD16<UInt32>(repeating: 0)
            for c in 0..<chunks {
                let chunk = raw.loadUnaligned(fromByteOffset: offset &+ c &* 16, as: SIMD16<UInt8>.self)
                pending &+= sums
                sums &+= SIMD16<UInt32>(truncatingIfNeeded: chunk)
            }
            s2 &+= UInt64(chunks &* 16) &* s1
            s1 &+= UInt64(sums.wrappedSum())
            s2 &+= 16 &* UInt64(pending.wrappedSum()) &+ UInt64((sums &* weights).wrappedSum())
            // The tail of the block, byte by byte.
            var k = offset &+ chunks &* 16
            while k < offset &+ length {
                s1 &+= UInt64(bytes[k])
                s2 &+= s1
                k &+= 1
            }
            s1 %= Self.modulus
            s2 %= Self.modulus
            offset &+= length
        }
    }
}
