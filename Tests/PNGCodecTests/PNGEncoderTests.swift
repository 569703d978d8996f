import Testing
@testable import PNGCodec

@Test(arguments: PNGPreset.allCases, [(1, 1), (3, 5), (17, 1), (1, 13), (31, 29), (257, 3)])
func roundTripIsLosslessForRandomPixels(preset: PNGPreset, size: (Int, Int)) throws {
    let (width, height) = size
    let rgba = randomRGBA(width: width, height: height, seed: UInt64(width * 1000 + height))
    let image = try PNGDecoder.decode(try PNGEncoder.encode(width: width, height: height, rgba: rgba, preset: preset))
    #expect(image == (try PNGImage(width: width, height: height, rgba: rgba)))
}

@Test(arguments: PNGPreset.allCases)
func roundTripKeepsColourOfFullyTransparentPixels(preset: PNGPreset) throws {
    // Straight alpha: a transparent pixel's colour is data and must survive.
    let rgba: [UInt8] = [10, 20, 30, 0, 255, 255, 255, 0, 0, 0, 0, 0, 200, 100, 50, 1, 7, 7, 7, 255, 1, 2, 3, 0]
    let png = try PNGEncoder.encode(width: 3, height: 2, rgba: rgba, preset: preset)
    #expect(try PNGDecoder.decode(png).rgba == rgba)
}

@Test func roundTripIsLosslessForAFlatImageWithLongRuns() throws {
    var rgba = [UInt8](repeating: 0, count: 300 * 200 * 4)
    for i in stride(from: 0, to: rgba.count, by: 4) where (i / 4) % 300 > 150 { rgba[i] = 255; rgba[i + 3] = 255 }
    for preset in PNGPreset.allCases {
        #expect(try PNGDecoder.decode(PNGEncoder.encode(width: 300, height: 200, rgba: rgba, preset: preset)).rgba == rgba)
    }
}

@Test func encodeWritesEightBitRGBANonInterlacedWithSRGBChunk() throws {
    let png = try PNGEncoder.encode(width: 2, height: 3, rgba: randomRGBA(width: 2, height: 3, seed: 1))
    let list = chunks(of: png)
    #expect(list.map(\.type) == ["IHDR", "sRGB", "IDAT", "IEND"])
    #expect(list.first?.data == headerData(width: 2, height: 3, bitDepth: 8, colorType: 6, interlace: 0))
    #expect(list.dropFirst().first?.data == [0])  // rendering intent: perceptual
}

@Test func encodeIsDeterministic() throws {
    let rgba = randomRGBA(width: 40, height: 30, seed: 9)
    #expect(try PNGEncoder.encode(width: 40, height: 30, rgba: rgba) == PNGEncoder.encode(width: 40, height: 30, rgba: rgba))
}

@Test func presetsMapToDocumentedMethods() {
    // Filter bits: none 0x08, all 0xF8; strategies: default 0, Z_FILTERED 1.
    #expect(PNGPreset.fast.methods == [.scanline(.fast)])
    #expect(PNGPreset.default.methods == [.scanline(.balanced)])
    #expect(PNGPreset.small.methods == [
        .zlib(PNGEncodingParameters(filters: 0x08, level: 9, strategy: 0)),
        .zlib(PNGEncodingParameters(filters: 0xF8, level: 9, strategy: 1)),
    ])
}

@Test func smallPresetKeepsTheSmallerOfItsCandidates() throws {
    // Smooth noise: the adaptive-filter candidate wins by far; flat art: the unfiltered one.
    let photo = pixels(width: 64, height: 64) { x, y in [(x * x + y * 3) % 256, (x * y) % 256, (x + y * y) % 256, 255] }
    let flat = pixels(width: 64, height: 64) { x, _ in x < 32 ? [255, 0, 0, 255] : [0, 0, 255, 128] }
    for (rgba, winner) in [(photo, 1), (flat, 0)] {
        let small = try PNGEncoder.encode(width: 64, height: 64, rgba: rgba, preset: .small)
        let candidates = try PNGPreset.small.methods.map { method throws(PNGError) -> [UInt8] in
            guard case .zlib(let parameters) = method else { return [] }
            return try PNGEncoder.encodeChecked(width: 64, height: 64, rgba: rgba, parameters: parameters, writesSRGB: true)
        }
        #expect(small == candidates[winner])
        #expect(small.count < candidates[1 - winner].count)
    }
}

@Test func smallPresetIsSmallerThanFastOnAGradient() throws {
    let rgba = pixels(width: 64, height: 64) { x, y in [x * 4, y * 4, (x + y) * 2, 255] }
    let fast = try PNGEncoder.encode(width: 64, height: 64, rgba: rgba, preset: .fast)
    let small = try PNGEncoder.encode(width: 64, height: 64, rgba: rgba, preset: .small)
    #expect(small.count < fast.count)
}

@Test(arguments: [(0, 1), (1, 0), (-1, 5), (5, -3), (0, 0), (0x8000_0000, 1), (Int.min, 1)])
func encodeRejectsInvalidDimensions(size: (Int, Int)) {
    #expect(throws: PNGError.invalidDimensions(width: size.0, height: size.1)) {
        try PNGEncoder.encode(width: size.0, height: size.1, rgba: [])
    }
}

@Test func encodeRejectsDimensionsWhoseByteCountOverflows() {
    #expect(throws: PNGError.invalidDimensions(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF)) {
        try PNGEncoder.encode(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, rgba: [])
    }
}

@Test(arguments: [0, 23, 25, 48])
func encodeRejectsBufferOfWrongSize(count: Int) {
    #expect(throws: PNGError.bufferSizeMismatch(expected: 24, actual: count)) {
        try PNGEncoder.encode(width: 3, height: 2, rgba: [UInt8](repeating: 0, count: count))
    }
}

@Test func encodeCarriesLibpngMessageWhenLibpngRefuses() {
    // libpng's own default write limit is 1 000 000 pixels per side.
    let error = thrownError { () throws(PNGError) in
        _ = try PNGEncoder.encode(width: 1_000_001, height: 1, rgba: [UInt8](repeating: 0, count: 4_000_004))
    }
    #expect(error == .libpng(message: "Invalid IHDR data (after warning: Image width exceeds user limit in IHDR)"))
    #expect(error?.description == "libpng: Invalid IHDR data (after warning: Image width exceeds user limit in IHDR)")
}

@Test func imageInitializerRejectsBufferOfWrongSize() {
    #expect(throws: PNGError.bufferSizeMismatch(expected: 16, actual: 12)) {
        try PNGImage(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 12))
    }
}

@Test func imagePixelReadsRowMajorAndIsNilOutside() throws {
    let image = try PNGImage(width: 2, height: 2, rgba: Array(0..<16))
    #expect(image.pixel(x: 1, y: 1).map { [$0.red, $0.green, $0.blue, $0.alpha] } == [12, 13, 14, 15])
    #expect(image.pixel(x: 2, y: 0) == nil)
    #expect(image.pixel(x: 0, y: -1) == nil)
}

@Test(arguments: PNGPreset.allCases)
func encodingFromRowsGivesTheSameBytes(preset: PNGPreset) throws {
    let rgba = pixels(width: 37, height: 23) { x, y in [(x * 7) % 256, (y * 11) % 256, (x + y) % 256, x < 20 ? 255 : 90] }
    var requested: [Int] = []
    let fromRows = try PNGEncoder.encode(width: 37, height: 23, preset: preset) { y, row in
        requested.append(y)
        row.copyBytes(from: rgba[(y * 37 * 4)..<((y + 1) * 37 * 4)])
    }
    #expect(fromRows == (try PNGEncoder.encode(width: 37, height: 23, rgba: rgba, preset: preset)))
    #expect(requested == Array(0..<23))
}
