// Helpers shared by the PNGCodec tests: fixtures, deterministic random pixels, and a tiny PNG chunk
// editor (with its own CRC-32) for building hostile inputs.
import Foundation
import PNGCodec
import TestSupport

/// `width * height` random RGBA8 pixels.
func randomRGBA(width: Int, height: Int, seed: UInt64) -> [UInt8] {
    var generator = SplitMix64(state: seed)
    return (0..<(width * height * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) }
}

/// The bytes of `Fixtures/<name>`.
func fixture(_ name: String) throws -> [UInt8] {
    guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures") else {
        throw CocoaError(.fileNoSuchFile)
    }
    return [UInt8](try Data(contentsOf: url))
}

/// The RGBA8 bytes of a `width × height` image whose pixel at (x, y) is `pixel(x, y)`.
func pixels(width: Int, height: Int, _ pixel: (Int, Int) -> [Int]) -> [UInt8] {
    var rgba: [UInt8] = []
    for y in 0..<height {
        for x in 0..<width { rgba += pixel(x, y).map { UInt8($0) } }
    }
    return rgba
}

/// A 16-bit sample scaled to 8 bits the way the decoder promises: round(v / 257).
func scaled16(_ value: Int) -> Int { (value * 255 + 32767) / 65535 }

/// CRC-32 as PNG uses it (ISO 3309, polynomial 0xEDB88320), bit by bit.
func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
}

/// One chunk of a PNG file: its type, data, and where it starts (its length field).
struct PNGChunk {
    var type: String
    var data: [UInt8]
    var offset: Int
    /// Offset of the chunk's CRC field.
    var crcOffset: Int { offset + 8 + data.count }
}

/// The chunks of a PNG file, in order (stops at the first malformed one).
func chunks(of png: [UInt8]) -> [PNGChunk] {
    var result: [PNGChunk] = []
    var offset = 8
    while offset + 12 <= png.count {
        let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
        let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
        guard offset + 12 + length <= png.count else { break }
        result.append(PNGChunk(type: type, data: Array(png[(offset + 8)..<(offset + 8 + length)]), offset: offset))
        offset += 12 + length
    }
    return result
}

/// `png` with the data of the first chunk of `type` replaced by `data` and a correct CRC.
func replacingChunk(_ type: String, in png: [UInt8], with data: [UInt8]) -> [UInt8] {
    guard let chunk = chunks(of: png).first(where: { $0.type == type }) else { return png }
    var body = Array(type.utf8) + data
    let crc = crc32(body)
    body = bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    return Array(png[..<chunk.offset]) + body + Array(png[(chunk.crcOffset + 4)...])
}

/// The four big-endian bytes of `value`.
func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
}

/// An IHDR payload.
func headerData(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6, interlace: UInt8 = 0) -> [UInt8] {
    bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, interlace]
}

/// The error `body` throws, or nil if it returns.
func thrownError(_ body: () throws(PNGError) -> Void) -> PNGError? {
    do throws(PNGError) {
        try body()
        return nil
    } catch {
        return error
    }
}
