/// The header of a dynamic Huffman block (RFC 1951 §3.2.7): HLIT, HDIST, HCLEN, the code-length code, and the
/// literal/length and distance code lengths run-length coded with symbols 16 (repeat the previous length
/// 3–6 times), 17 (3–10 zeros) and 18 (11–138 zeros).
struct DynamicHeader {
    let literalCount: Int
    let distanceCount: Int
    let codeLengthCount: Int
    /// The code-length symbols with their extra-bit values.
    let symbols: [(symbol: Int, extra: UInt32)]
    let code: HuffmanCode
    /// Size of the header in bits (after the 3 block-type bits).
    let bitCount: Int

    init(literal: [UInt8], distance: [UInt8]) {
        literalCount = max(257, (literal.lastIndex { $0 != 0 } ?? 0) + 1)
        distanceCount = max(1, (distance.lastIndex { $0 != 0 } ?? 0) + 1)
        let lengths = Array(literal[0..<literalCount]) + Array(distance[0..<distanceCount])
        var symbols: [(symbol: Int, extra: UInt32)] = []
        var i = 0
        while i < lengths.count {
            let value = lengths[i]
            var run = 1
            while i + run < lengths.count && lengths[i + run] == value { run += 1 }
            var left = run
            if value == 0 {
                while left >= 11 {
                    let n = min(left, 138)
                    symbols.append((18, UInt32(n - 11)))
                    left -= n
                }
                if left >= 3 {
                    symbols.append((17, UInt32(left - 3)))
                    left = 0
                }
            } else {
                symbols.append((Int(value), 0))
                left -= 1
                while left >= 3 {
                    let n = min(left, 6)
                    symbols.append((16, UInt32(n - 3)))
                    left -= n
                }
            }
            for _ in 0..<left { symbols.append((Int(value), 0)) }
            i += run
        }
        var frequencies = [UInt32](repeating: 0, count: 19)
        for entry in symbols { frequencies[entry.symbol] += 1 }
        let code = HuffmanCode(frequencies: frequencies, maximumLength: 7)
        let order = DeflateTables.codeLengthOrder
        codeLengthCount = max(4, (order.lastIndex { code.lengths[$0] != 0 } ?? 0) + 1)
        self.code = code
        var bits = 5 + 5 + 4 + 3 * codeLengthCount
        for entry in symbols {
            bits += Int(code.lengths[entry.symbol]) + (entry.symbol == 16 ? 2 : entry.symbol == 17 ? 3 : entry.symbol == 18 ? 7 : 0)
        }
        self.symbols = symbols
        bitCount = bits
    }

    /// Writes everything after the block-type bits.
    func write(to output: inout DeflateOutput) {
        output.write(UInt32(literalCount - 257), 5)
        output.write(UInt32(distanceCount - 1), 5)
        output.write(UInt32(codeLengthCount - 4), 4)
        for k in 0..<codeLengthCount { output.write(UInt32(code.lengths[DeflateTables.codeLengthOrder[k]]), 3) }
        for entry in symbols {
            output.write(UInt32(code.codes[entry.symbol]), Int(code.lengths[entry.symbol]))
            switch entry.symbol {
            case 16: output.write(entry.extra, 2)
            case 17: output.write(entry.extra, 3)
            case 18: output.write(entry.extra, 7)
            default: break
            }
        }
    }
}
