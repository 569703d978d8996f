// Hostile and malformed inputs: every one must give a typed error, never a crash or a huge allocation.
import Testing
@testable import PNGCodec
import TestSupport

/// A valid 7×5 PNG to corrupt.
private func validPNG() throws -> [UInt8] {
    try PNGEncoder.encode(width: 7, height: 5, rgba: randomRGBA(width: 7, height: 5, seed: 42))
}

@Test func emptyInputIsRefused() {
    #expect(throws: PNGError.emptyInput) { try PNGDecoder.decode([]) }
}

@Test(arguments: [Array("GIF89a, not a PNG at all".utf8), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0B, 0, 0], [0x00]])
func nonPNGBytesAreRefused(bytes: [UInt8]) {
    #expect(throws: PNGError.notPNG) { try PNGDecoder.decode(bytes) }
}

@Test func truncationAtEveryRegionGivesTruncatedError() throws {
    let png = try validPNG()
    let list = chunks(of: png)
    let idat = try #require(list.first { $0.type == "IDAT" })
    let cuts = [1, 7, 8, 12, 20, 30, 33, idat.offset + 4, idat.offset + 10, idat.offset + 8 + idat.data.count / 2,
                idat.crcOffset + 2, png.count - 12, png.count - 1]
    for cut in cuts {
        #expect(throws: PNGError.truncated(byteCount: cut), "cut at \(cut)") { try PNGDecoder.decode(Array(png[..<cut])) }
    }
}

@Test func badCRCInIHDRCarriesLibpngMessage() throws {
    var png = try validPNG()
    png[29] ^= 0xFF  // IHDR's CRC: signature 8 + length 4 + type 4 + data 13
    let error = thrownError { () throws(PNGError) in _ = try PNGDecoder.decode(png) }
    #expect(error == .libpng(message: "IHDR: CRC error"))
    #expect(error?.description.contains("IHDR: CRC error") == true)
}

@Test func badCRCInIDATCarriesLibpngMessage() throws {
    var png = try validPNG()
    let idat = try #require(chunks(of: png).first { $0.type == "IDAT" })
    png[idat.crcOffset] ^= 0x01
    #expect(throws: PNGError.libpng(message: "IDAT: CRC error")) { try PNGDecoder.decode(png) }
}

@Test func corruptZlibStreamWithValidCRCCarriesLibpngMessage() throws {
    let png = try validPNG()
    let idat = try #require(chunks(of: png).first { $0.type == "IDAT" })
    var data = idat.data
    data[0] = 0x00  // zlib header: compression method 0 is not deflate
    let error = thrownError { () throws(PNGError) in _ = try PNGDecoder.decode(replacingChunk("IDAT", in: png, with: data)) }
    #expect(error == .libpng(message: "IDAT: incorrect header check"))
}

@Test func absurdDimensionsAreRefusedBeforeDecoding() throws {
    // 1 000 000 × 1 000 000 with a valid CRC: 4 TB of RGBA if anyone tried.
    let png = replacingChunk("IHDR", in: try validPNG(), with: headerData(width: 1_000_000, height: 1_000_000))
    #expect(throws: PNGError.dimensionsExceedLimit(
        width: 1_000_000, height: 1_000_000, maximumWidth: 8192, maximumHeight: 8192, maximumPixels: 16 << 20)
    ) { try PNGDecoder.decode(png) }
}

@Test func largestPNGDimensionsAreRefusedBeforeDecoding() throws {
    let png = replacingChunk("IHDR", in: try validPNG(), with: headerData(width: 0x7FFF_FFFF, height: 1))
    #expect(throws: PNGError.dimensionsExceedLimit(
        width: 0x7FFF_FFFF, height: 1, maximumWidth: 8192, maximumHeight: 8192, maximumPixels: 16 << 20)
    ) { try PNGDecoder.decode(png) }
}

@Test func zeroWidthInHeaderIsInvalidDimensions() throws {
    let png = replacingChunk("IHDR", in: try validPNG(), with: headerData(width: 0, height: 5))
    #expect(throws: PNGError.invalidDimensions(width: 0, height: 5)) { try PNGDecoder.decode(png) }
}

@Test func widthAboveThePNGMaximumIsInvalidDimensions() throws {
    let png = replacingChunk("IHDR", in: try validPNG(), with: headerData(width: 0x8000_0000, height: 5))
    #expect(throws: PNGError.invalidDimensions(width: 0x8000_0000, height: 5)) { try PNGDecoder.decode(png) }
}

@Test func invalidHeaderFieldCarriesLibpngMessage() throws {
    // Colour type 1 does not exist; libpng warns the reason, then errors.
    let png = replacingChunk("IHDR", in: try validPNG(), with: headerData(width: 7, height: 5, colorType: 1))
    let error = thrownError { () throws(PNGError) in _ = try PNGDecoder.decode(png) }
    #expect(error == .libpng(message: "Invalid IHDR data (after warning: Invalid color type in IHDR)"))
}

@Test func missingIHDRCarriesLibpngMessage() throws {
    let png = try validPNG()
    let list = chunks(of: png)
    let withoutHeader = Array(png[..<8]) + Array(png[list[1].offset...])
    #expect(throws: PNGError.libpng(message: "sRGB: missing IHDR")) { try PNGDecoder.decode(withoutHeader) }
}

@Test func sideLimitsAreEnforced() throws {
    let png = try validPNG()
    var limits = PNGDecodeLimits.default
    limits.maximumWidth = 6
    #expect(throws: PNGError.dimensionsExceedLimit(width: 7, height: 5, maximumWidth: 6, maximumHeight: 8192, maximumPixels: 16 << 20)) {
        try PNGDecoder.decode(png, limits: limits)
    }
    limits.maximumWidth = 7
    limits.maximumHeight = 4
    #expect(throws: PNGError.dimensionsExceedLimit(width: 7, height: 5, maximumWidth: 7, maximumHeight: 4, maximumPixels: 16 << 20)) {
        try PNGDecoder.decode(png, limits: limits)
    }
}

@Test func pixelLimitIsInclusive() throws {
    let png = try validPNG()
    var limits = PNGDecodeLimits.default
    limits.maximumPixels = 34
    #expect(throws: PNGError.dimensionsExceedLimit(width: 7, height: 5, maximumWidth: 8192, maximumHeight: 8192, maximumPixels: 34)) {
        try PNGDecoder.decode(png, limits: limits)
    }
    limits.maximumPixels = 35
    #expect(try PNGDecoder.decode(png, limits: limits).width == 7)
}

@Test func fileSizeLimitIsInclusive() throws {
    let png = try validPNG()
    var limits = PNGDecodeLimits.default
    limits.maximumFileBytes = png.count - 1
    #expect(throws: PNGError.fileTooLarge(byteCount: png.count, maximumByteCount: png.count - 1)) {
        try PNGDecoder.decode(png, limits: limits)
    }
    limits.maximumFileBytes = png.count
    #expect(try PNGDecoder.decode(png, limits: limits).height == 5)
}

@Test func oversizedAncillaryChunksDoNotStopDecoding() throws {
    // A 1 MiB zTXt (not even valid zlib) and a 1 MiB unknown chunk, far above a 16-byte chunk cap:
    // ancillary chunks are skipped (or dropped with a warning), never fatal.
    let rgba = randomRGBA(width: 7, height: 5, seed: 42)
    let png = try PNGEncoder.encode(width: 7, height: 5, rgba: rgba)
    let idat = try #require(chunks(of: png).first { $0.type == "IDAT" })
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }
    let big = [UInt8](repeating: 0x41, count: 1 << 20)
    let withChunks = Array(png[..<idat.offset]) + chunk("zTXt", big) + chunk("wrTs", big) + Array(png[idat.offset...])
    var limits = PNGDecodeLimits.default
    limits.maximumChunkBytes = 16
    #expect(try PNGDecoder.decode(withChunks, limits: limits).rgba == rgba)
}

@Test func trailingGarbageAfterIENDIsIgnored() throws {
    let rgba = randomRGBA(width: 7, height: 5, seed: 42)
    let png = try PNGEncoder.encode(width: 7, height: 5, rgba: rgba) + [1, 2, 3]
    #expect(try PNGDecoder.decode(png).rgba == rgba)
}

@Test func randomByteFlipsNeverCrash() throws {
    // Every outcome is allowed except a trap: decode succeeds or throws a PNGError.
    let png = try validPNG()
    var generator = SplitMix64(state: 7)
    var failures = 0
    for _ in 0..<2000 {
        var bytes = png
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            bytes[Int.random(in: 8..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
        }
        if thrownError({ () throws(PNGError) in _ = try PNGDecoder.decode(bytes) }) != nil { failures += 1 }
    }
    #expect(failures > 1000)  // most flips hit a CRC, so most decodes must fail
}

@Test func paletteIndexBeyondThePaletteDecodesAsOpaqueBlack() throws {
    // libpng keeps a zeroed 256-entry palette and only warns ("Read palette index exceeding num_palette").
    let image = try PNGDecoder.decode(try fixture("palette-1bit-index-out-of-range.png"))
    #expect(image.rgba == [9, 8, 7, 255, 0, 0, 0, 255, 9, 8, 7, 255])
}

@Test func appleCgBIPNGIsRefusedWithLibpngMessage() throws {
    // Xcode-"crushed" PNGs put a CgBI chunk before IHDR and are not valid PNG.
    #expect(throws: PNGError.libpng(message: "CgBI: unhandled critical chunk")) {
        try PNGDecoder.decode(try fixture("cgbi-before-ihdr.png"))
    }
}

@Test func concurrentDecodesAndEncodesAreIndependent() async throws {
    // libpng state is per call: no globals, so parallel calls give the same results as serial ones.
    let inputs = (0..<8).map { randomRGBA(width: 33, height: 17, seed: UInt64($0)) }
    let results = await withTaskGroup(of: (Int, Bool).self) { group in
        for (index, rgba) in inputs.enumerated() {
            group.addTask {
                let png = try? PNGEncoder.encode(width: 33, height: 17, rgba: rgba, preset: .small)
                return (index, png.flatMap { try? PNGDecoder.decode($0) }?.rgba == rgba)
            }
        }
        var all: [Int: Bool] = [:]
        for await (index, ok) in group { all[index] = ok }
        return all
    }
    #expect(results == Dictionary(uniqueKeysWithValues: (0..<8).map { ($0, true) }))
}
