// Inflate: decompresses a zlib stream (RFC 1950: a two-byte header, DEFLATE data, an Adler-32 checksum)
// or raw DEFLATE data (RFC 1951) — what a PDF's /FlateDecode filter holds. Blocks are stored, fixed
// Huffman or dynamic Huffman (§3.2.3–3.2.7); Huffman codes are canonical (§3.2.2) and decoded a bit at a
// time by counting codes per length, the method of Mark Adler's reference decoder "puff". Written in safe
// Swift over arrays: the streams of an icon PDF are small, and an output limit bounds every stream so a
// small file cannot expand into a huge allocation.

/// Why a Flate stream could not be inflated.
public struct InflateError: Error, Equatable, Sendable {
    /// What is wrong, in plain words.
    public var reason: String
}

/// Decompresses zlib and raw DEFLATE data.
///
/// ```swift
/// let text = try Inflate.zlib(streamBytes, maximumOutput: 1 << 20)
/// ```
public enum Inflate {
    /// The data of a zlib stream (header checked; a missing checksum at the end is tolerated, as PDF
    /// readers do), at most `maximumOutput` bytes.
    public static func zlib(_ bytes: [UInt8], maximumOutput: Int) throws(InflateError) -> [UInt8] {
        guard bytes.count >= 2 else { throw InflateError(reason: "the stream is shorter than a zlib header") }
        let cmf = Int(bytes[0]), flags = Int(bytes[1])
        guard cmf & 0x0F == 8, (cmf << 8 | flags) % 31 == 0 else {
            throw InflateError(reason: "not a zlib stream (bad header bytes)")
        }
        guard flags & 0x20 == 0 else { throw InflateError(reason: "a zlib preset dictionary is not supported") }
        return try raw(bytes, from: 2, maximumOutput: maximumOutput)
    }

    /// The data of raw DEFLATE blocks starting at `start`, at most `maximumOutput` bytes.
    public static func raw(_ bytes: [UInt8], from start: Int = 0, maximumOutput: Int) throws(InflateError) -> [UInt8] {
        var state = InflateState(input: bytes, position: start, limit: maximumOutput)
        try state.run()
        return state.output
    }
}

/// A canonical Huffman code: how many codes each length has, and the symbols in code order.
struct HuffmanTable {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int]

    /// The code for `lengths` (symbol → code length, 0 for unused); throws when over-subscribed.
    init(lengths: [Int]) throws(InflateError) {
        symbols = []
        for length in lengths { counts[length] += 1 }
        var left = 1
        for length in 1..<16 {
            left <<= 1
            left -= counts[length]
            guard left >= 0 else { throw InflateError(reason: "an over-subscribed Huffman code") }
        }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
        symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
        counts[0] = 0
    }
}

struct InflateState {
    let input: [UInt8]
    var position: Int
    let limit: Int
    var output: [UInt8] = []
    private var bitBuffer = 0
    private var bitCount = 0

    init(input: [UInt8], position: Int, limit: Int) {
        self.input = input
        self.position = position
        self.limit = limit
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
                             131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                               2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
                                13, 13]
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The fixed codes of §3.2.6.
    static let fixed: (HuffmanTable, HuffmanTable)? = {
        let literal = [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
            + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
        guard let literals = try? HuffmanTable(lengths: literal),
              let distances = try? HuffmanTable(lengths: [Int](repeating: 5, count: 30)) else { return nil }
        return (literals, distances)
    }()

    mutating func bits(_ count: Int) throws(InflateError) -> Int {
        while bitCount < count {
            guard position < input.count else { throw InflateError(reason: "the compressed data ends early") }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    mutating func run() throws(InflateError) {
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1:
                guard let fixed = Self.fixed else { throw InflateError(reason: "internal: no fixed Huffman code") }
                try codes(fixed.0, fixed.1)
            case 2:
                let (literals, distances) = try dynamicTables()
                try codes(literals, distances)
            default: throw InflateError(reason: "a block of the reserved type 3")
            }
        }
    }

    private mutating func append(_ byte: UInt8) throws(InflateError) {
        guard output.count < limit else {
            throw InflateError(reason: "it inflates to more than \(limit) bytes")
        }
        output.append(byte)
    }

    private mutating func stored() throws(InflateError) {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw InflateError(reason: "the compressed data ends early") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw InflateError(reason: "a stored block's length is corrupt") }
        position += 4
        guard position + length <= input.count else { throw InflateError(reason: "the compressed data ends early") }
        for index in position..<(position + length) { try append(input[index]) }
        position += length
    }

    private mutating func decode(_ table: HuffmanTable) throws(InflateError) -> Int {
        var code = 0, first = 0, index = 0
        for length in 1..<16 {
            code |= try bits(1)
            let count = table.counts[length]
            if code - count < first { return table.symbols[index + (code - first)] }
            index += count
            first += count
            first <<= 1
            code <<= 1
        }
        throw InflateError(reason: "an invalid Huffman code")
    }

    private mutating func dynamicTables() throws(InflateError) -> (HuffmanTable, HuffmanTable) {
        let literalCount = try bits(5) + 257, distanceCount = try bits(5) + 1, codeCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw InflateError(reason: "too many Huffman codes") }
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeCount { codeLengths[Self.codeLengthOrder[index]] = try bits(3) }
        let lengthCode = try HuffmanTable(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(lengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw InflateError(reason: "a repeat with no previous length") }
                lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else {
            throw InflateError(reason: "the code lengths run past their count")
        }
        guard lengths[256] != 0 else { throw InflateError(reason: "no end-of-block code") }
        return (try HuffmanTable(lengths: Array(lengths[..<literalCount])),
                try HuffmanTable(lengths: Array(lengths[literalCount...])))
    }

    private mutating func codes(_ literals: HuffmanTable, _ distances: HuffmanTable) throws(InflateError) {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 { try append(UInt8(symbol)); continue }
            if symbol == 256 { return }
            let index = symbol - 257
            guard index < Self.lengthBase.count else { throw InflateError(reason: "an invalid length code") }
            let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
            let distanceSymbol = try decode(distances)
            guard distanceSymbol < Self.distanceBase.count else { throw InflateError(reason: "an invalid distance code") }
            let distance = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
            guard distance <= output.count else { throw InflateError(reason: "a distance back past the start") }
            for _ in 0..<length { try append(output[output.count - distance]) }
        }
    }
}
