import Foundation

extension HostileFiles {
    /// A valid 1×1 transparent PNG whose zlib stream goes on with `mebibytes` MiB of zeros after the one
    /// row: one fixed-Huffman DEFLATE block (RFC 1951 §3.2.6), a literal 0 and then
    /// matches of 258 bytes at distance 1, 13 bits each, so 256 MiB take 1.7 MB.
    static func pngWithTrailingZeros(mebibytes: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(1, count: 1)  // BFINAL
        bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
        bits.writeCode(0x30, length: 8)  // literal 0 (codes 0–143 are 0x30 + value, 8 bits)
        let total = 5 + mebibytes << 20  // the row (filter byte + 4 samples) and the trailing zeros
        var written = 1
        while total - written >= 258 {
            bits.writeCode(0xC5, length: 8)  // length symbol 285 = 258 bytes (0xC0 + 285 − 280), no extra bits
            bits.writeCode(0, length: 5)  // distance symbol 0 = distance 1
            written += 258
        }
        for _ in written..<total { bits.writeCode(0x30, length: 8) }
        bits.writeCode(0, length: 7)  // end of block (symbol 256)
        let adler = UInt32(total % 65521) << 16 | 1  // Adler-32 of zeros: a stays 1, b counts the bytes
        let zlib = [0x78, 0x01] + bits.finished + bigEndian(adler)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(1) + bigEndian(1) + [8, 6, 0, 0, 0])
        png += chunk("IDAT", zlib)
        png += chunk("IEND", [])
        return png
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(fastCRC32(body))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }

    /// CRC-32 (as ``crc32(_:)``) with a 256-entry table, for megabyte chunks.
    private static func fastCRC32(_ bytes: [UInt8]) -> UInt32 {
        let table: [UInt32] = (0..<256).map { index in
            var crc = UInt32(index)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            return crc
        }
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return ~crc
    }
}

/// DEFLATE's bit packing: values least significant bit first, Huffman codes most significant bit first.
private struct BitWriter {
    var bytes: [UInt8] = []
    var accumulator: UInt32 = 0
    var count: UInt32 = 0

    mutating func write(_ value: UInt32, count bitCount: UInt32) {
        accumulator |= value << count
        count += bitCount
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: accumulator))
            accumulator >>= 8
            count -= 8
        }
    }

    mutating func writeCode(_ code: UInt32, length: UInt32) {
        var reversed: UInt32 = 0
        for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
        write(reversed, count: length)
    }

    var finished: [UInt8] {
        count > 0 ? bytes + [UInt8(truncatingIfNeeded: accumulator)] : bytes
    }
}
