import Testing
@testable import VectorImage

/// Inflate against streams made by zlib (Python's zlib.compress), one per block type.
struct InflateTests {
    static let text = Array("hello hello hello hello, vector world".utf8)

    @Test func fixedHuffmanBlock() throws {
        // zlib.compress(b"hello hello hello hello, vector world", 9)
        let stream: [UInt8] = [0x78, 0xda, 0xcb, 0x48, 0xcd, 0xc9, 0xc9, 0x57, 0xc8, 0x40, 0x27, 0x75, 0x14, 0xca, 0x52,
                               0x93, 0x4b, 0xf2, 0x8b, 0x14, 0xca, 0xf3, 0x8b, 0x72, 0x52, 0x00, 0x05, 0x90, 0x0d, 0xd8]
        #expect(try Inflate.zlib(stream, maximumOutput: 1000) == Self.text)
    }

    @Test func storedBlock() throws {
        // zlib.compress(b"abc", 0)
        let stream: [UInt8] = [0x78, 0x01, 0x01, 0x03, 0x00, 0xfc, 0xff, 0x61, 0x62, 0x63, 0x02, 0x4d, 0x01, 0x27]
        #expect(try Inflate.zlib(stream, maximumOutput: 10) == Array("abc".utf8))
    }

    @Test func dynamicHuffmanBlockFromTheFixture() throws {
        // badge.pdf's content stream is long enough for zlib to choose dynamic codes; its text is checked
        // through the drawing it makes (VectorDrawingTests); here only that it inflates to PDF operators.
        let bytes = try PDFFixture.bytes("badge.pdf")
        let start = try #require(bytes.firstRange(of: Array("stream\n".utf8))).upperBound
        let inflated = try Inflate.zlib(Array(bytes[start...]), maximumOutput: 1 << 16)
        #expect(String(decoding: inflated, as: UTF8.self).hasPrefix("q\n0.0 0.478 1.0 rg\n"))
    }

    @Test func outputLimitIsAnError() {
        let stream: [UInt8] = [0x78, 0x01, 0x01, 0x03, 0x00, 0xfc, 0xff, 0x61, 0x62, 0x63, 0x02, 0x4d, 0x01, 0x27]
        #expect(throws: InflateError(reason: "it inflates to more than 2 bytes")) {
            try Inflate.zlib(stream, maximumOutput: 2)
        }
    }

    @Test func badHeaderAndTruncationAreErrors() {
        #expect(throws: InflateError(reason: "not a zlib stream (bad header bytes)")) {
            try Inflate.zlib([0x12, 0x34, 0x00], maximumOutput: 10)
        }
        #expect(throws: InflateError(reason: "the compressed data ends early")) {
            try Inflate.zlib([0x78, 0xda, 0xcb, 0x48], maximumOutput: 100)
        }
    }
}
