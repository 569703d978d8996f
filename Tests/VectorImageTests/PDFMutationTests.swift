import Testing
@testable import VectorImage

/// Hostile bytes are errors, never traps: the fixtures with bytes flipped, cut and repeated (a fixed
/// pseudo-random sequence, so a failure reproduces), and the inflater fed broken streams.
struct PDFMutationTests {
    /// SplitMix64: a tiny deterministic generator.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
    }

    static let interesting: [UInt8] = Array("0123456789 -.<>[]()/%RobjstreamendqQfW*".utf8) + [0, 0x0A, 0xFF]

    func mutate(_ bytes: [UInt8], _ generator: inout Generator) -> [UInt8] {
        var copy = bytes
        for _ in 0...generator.below(4) {
            guard !copy.isEmpty else { break }
            let at = generator.below(copy.count)
            switch generator.below(4) {
            case 0: copy[at] = Self.interesting[generator.below(Self.interesting.count)]
            case 1: copy.removeSubrange(at..<min(copy.count, at + generator.below(16) + 1))
            case 2: copy.insert(contentsOf: copy[at..<min(copy.count, at + generator.below(32) + 1)], at: at)
            default: copy = Array(copy[..<at])
            }
        }
        return copy
    }

    @Test(arguments: ["badge.pdf", "glyph.pdf"])
    func mutatedFixturesNeverTrap(_ name: String) throws {
        let original = try PDFFixture.bytes(name)
        var generator = Generator(state: 0x5EED)
        var drawn = 0, refused = 0
        for _ in 0..<3000 {
            let bytes = mutate(original, &generator)
            do {
                _ = try VectorDrawing(pdfBytes: bytes, path: name, limits: PDFLimits(maximumOperators: 5000))
                drawn += 1
            } catch {
                refused += 1
            }
        }
        #expect(drawn + refused == 3000)
    }

    @Test func brokenDeflateDataNeverTraps() {
        var generator = Generator(state: 7)
        for _ in 0..<3000 {
            var bytes: [UInt8] = [0x78, 0x9C]
            for _ in 0..<generator.below(64) { bytes.append(UInt8(truncatingIfNeeded: generator.next())) }
            _ = try? Inflate.zlib(bytes, maximumOutput: 1 << 16)
        }
    }
}
