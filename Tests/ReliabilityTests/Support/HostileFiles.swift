import Foundation
import PNGCodec

/// Byte-level builders for malformed PNG and font files.
enum HostileFiles {
    /// A valid PNG of `width` × `height` opaque grey pixels.
    static func png(width: Int = 2, height: Int = 2) throws -> [UInt8] {
        try PNGEncoder.encode(width: width, height: height, rgba: Array(repeating: 128, count: width * height * 4))
    }

    /// A valid 2×2 PNG whose IHDR claims `width` × `height` (CRC recomputed, so only the size is wrong).
    static func png(claimingWidth width: UInt32, height: UInt32) throws -> [UInt8] {
        var bytes = try png()
        put(width, at: 16, in: &bytes)
        put(height, at: 20, in: &bytes)
        put(crc32(bytes[12..<29]), at: 29, in: &bytes)
        return bytes
    }

    /// A valid PNG with one byte of its IDAT data flipped (its CRC no longer matches).
    static func pngWithBadCRC() throws -> [UInt8] {
        var bytes = try png()
        let idat = try index(of: "IDAT", in: bytes)
        bytes[idat + 5] ^= 0xFF
        return bytes
    }

    /// A PNG cut right after its IHDR chunk.
    static func pngTruncatedAfterHeader() throws -> [UInt8] {
        Array(try png().prefix(33))
    }

    /// A JPEG's first bytes.
    static let jpegHeader: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01]

    /// The start of a TrueType file (version 1.0, 9 tables) followed by junk table records.
    static let garbageFont: [UInt8] = [0x00, 0x01, 0x00, 0x00, 0x00, 0x09, 0x00, 0x80, 0x00, 0x03, 0x00, 0x10]
        + Array(repeating: 0xAB, count: 200)

    /// Creates `path` as a sparse file of `size` bytes (no disk used).
    static func sparseFile(_ path: String, size: Int) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else { throw HarnessError("cannot create \(path)") }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
    }

    private static func index(of type: String, in bytes: [UInt8]) throws -> Int {
        let needle = Array(type.utf8)
        for start in 0...(bytes.count - needle.count) where Array(bytes[start..<start + needle.count]) == needle {
            return start
        }
        throw HarnessError("no \(type) chunk")
    }

    private static func put(_ value: UInt32, at offset: Int, in bytes: inout [UInt8]) {
        for shift in 0..<4 { bytes[offset + shift] = UInt8(truncatingIfNeeded: value >> (24 - 8 * shift)) }
    }

    /// CRC-32 as PNG uses it (ISO 3309, reflected, polynomial 0xEDB88320).
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
