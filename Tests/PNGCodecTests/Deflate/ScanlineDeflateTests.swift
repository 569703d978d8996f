import Testing
@testable import PNGCodec
import TestSupport

/// ScanlineDeflate through libpng's inflate (PNGDecoder checks the zlib stream, its Adler-32 and every CRC):
/// every kind of content, every block type, sizes at the edges of the format.
@Suite struct ScanlineDeflateTests {
    static let efforts: [DeflateEffort] = [.fast, .balanced]

    /// Encodes with `effort`, decodes with libpng, and expects the same pixels.
    func roundTrips(width: Int, height: Int, _ rgba: [UInt8], effort: DeflateEffort,
                    sourceLocation: SourceLocation = #_sourceLocation) throws {
        let png = try PNGEncoder.encodeScanline(width: width, height: height, rgba: rgba, effort: effort, writesSRGB: true)
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded.width == width && decoded.height == height, sourceLocation: sourceLocation)
        #expect(decoded.rgba == rgba, "\(width)×\(height)", sourceLocation: sourceLocation)
    }

    @Test(arguments: efforts, [(1, 1), (2, 1), (1, 9), (7, 3), (64, 64), (257, 5)])
    func randomPixelsRoundTrip(effort: DeflateEffort, size: (Int, Int)) throws {
        // Incompressible: stored blocks (or fixed codes for tiny images).
        try roundTrips(width: size.0, height: size.1, randomRGBA(width: size.0, height: size.1, seed: 7), effort: effort)
    }

    @Test(arguments: efforts)
    func flatImageWithLongRunsRoundTrips(effort: DeflateEffort) throws {
        // Runs far longer than 258 bytes and a single colour change per row.
        let rgba = pixels(width: 700, height: 300) { x, y in x < 350 + y % 7 ? [255, 0, 0, 255] : [0, 0, 255, 128] }
        try roundTrips(width: 700, height: 300, rgba, effort: effort)
    }

    @Test(arguments: efforts)
    func diagonalGradientsInBothDirectionsRoundTrip(effort: DeflateEffort) throws {
        // Rows repeat shifted by one pixel: the above-left and above-right candidates.
        let down = pixels(width: 300, height: 200) { x, y in [(x + y) / 2 % 256, 90, (x + y) % 256, 255] }
        let up = pixels(width: 300, height: 200) { x, y in [(x - y + 400) / 3 % 256, 200, 17, (x - y + 300) % 256] }
        try roundTrips(width: 300, height: 200, down, effort: effort)
        try roundTrips(width: 300, height: 200, up, effort: effort)
    }

    @Test(arguments: efforts)
    func repeatedPatternsFarApartRoundTrip(effort: DeflateEffort) throws {
        // Glyph-like tiles repeated at irregular distances: hash-chain matches, many blocks.
        var generator = SplitMix64(state: 3)
        let tiles = (0..<5).map { _ in (0..<(12 * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) } }
        var rgba = [UInt8](repeating: 255, count: 640 * 160 * 4)
        for y in 0..<160 {
            for slot in 0..<40 where (slot * 7 + y / 16) % 3 != 0 {
                let tile = tiles[(slot + y / 16) % 5]
                let start = (y * 640 + slot * 16 + (y / 16) % 3) * 4
                rgba.replaceSubrange(start..<(start + tile.count), with: tile)
            }
        }
        try roundTrips(width: 640, height: 160, rgba, effort: effort)
    }

    @Test func rowsAtTheEdgeOfTheWindowRoundTrip() throws {
        // 8191 px rows are 32 765 bytes: the above-left candidate (32 769) is beyond DEFLATE's 32 KiB window,
        // the pixel above and above right are just inside.
        let rgba = pixels(width: 8191, height: 3) { x, y in [x % 251, y * 40, (x / 97) % 256, 255] }
        try roundTrips(width: 8191, height: 3, rgba, effort: .balanced)
    }

    @Test func outputIsDeterministic() throws {
        let rgba = pixels(width: 90, height: 70) { x, y in [(x * y) % 256, x * 2, y * 3, 255] }
        let first = try PNGEncoder.encodeScanline(width: 90, height: 70, rgba: rgba, effort: .balanced, writesSRGB: true)
        let second = try PNGEncoder.encodeScanline(width: 90, height: 70, rgba: rgba, effort: .balanced, writesSRGB: true)
        #expect(first == second)
    }

    @Test(arguments: [15, 7])
    func huffmanLengthsStayWithinTheLimitAndFillTheCode(limit: Int) {
        // Fibonacci frequencies make the deepest possible unlimited tree.
        var frequencies: [UInt32] = [1, 1]
        while frequencies.count < 19 { frequencies.append(frequencies[frequencies.count - 1] + frequencies[frequencies.count - 2]) }
        frequencies += [UInt32](repeating: 0, count: 5)
        let code = HuffmanCode(frequencies: frequencies, maximumLength: limit)
        #expect(code.lengths.allSatisfy { Int($0) <= limit })
        let kraft = code.lengths.filter { $0 > 0 }.reduce(0.0) { $0 + 1 / Double(1 << Int($1)) }
        #expect(kraft == 1)
        #expect(code.lengths.enumerated().allSatisfy { ($0.element > 0) == (frequencies[$0.offset] > 0) })
    }

    @Test func huffmanCodeOfOneSymbolStillHasTwoCodes() {
        let code = HuffmanCode(frequencies: [0, 0, 5, 0], maximumLength: 15)
        #expect(code.lengths.filter { $0 > 0 }.count == 2)
        #expect(code.lengths[2] == 1)
    }
}
