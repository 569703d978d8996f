// The fixed tables of the DEFLATE format (RFC 1951 §3.2.5–3.2.7): length and distance symbols with their
// extra bits, the order code-length code lengths are sent in, and the fixed Huffman code lengths.

/// Symbol and extra-bit tables, computed once.
enum DeflateTables {
    /// Base match length of each length symbol 257…285 (index 0…28).
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99,
                                    115, 131, 163, 195, 227, 258]
    /// Extra bits of each length symbol.
    static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5,
                                         5, 0]
    /// Base distance of each distance symbol 0…29.
    static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                      1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    /// Extra bits of each distance symbol.
    static let distanceExtraBits: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11,
                                           11, 12, 12, 13, 13]
    /// The order in which code-length code lengths are sent (§3.2.7).
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Length symbol index (0…28) of every match length 0…258 (entries below 3 unused).
    static let lengthSymbol: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 259)
        for length in 3...258 {
            var symbol = 0
            while symbol + 1 < lengthBase.count && lengthBase[symbol + 1] <= length { symbol += 1 }
            table[length] = UInt8(symbol)
        }
        return table
    }()

    /// Distance symbol of every distance 1…32768, as zlib indexes it: `distanceSymbol[d − 1]` for d ≤ 256,
    /// `distanceSymbol[256 + ((d − 1) >> 7)]` above.
    static let distanceSymbol: [UInt8] = {
        func symbol(_ d: Int) -> UInt8 {
            var s = 0
            while s + 1 < distanceBase.count && distanceBase[s + 1] <= d { s += 1 }
            return UInt8(s)
        }
        var table = [UInt8](repeating: 0, count: 512)
        for d in 1...256 { table[d - 1] = symbol(d) }
        for k in 2..<256 { table[256 + k] = symbol((k << 7) + 1) }
        return table
    }()

    /// The fixed literal/length code lengths (§3.2.6).
    static let fixedLiteralLengths: [UInt8] = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
    /// The fixed distance code lengths.
    static let fixedDistanceLengths = [UInt8](repeating: 5, count: 30)
}
