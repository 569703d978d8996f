// Ending a block (ScanlineDeflate step 3): Huffman codes from the block's symbol counts, the cost of each block
// type, then the header and the tokens (RFC 1951 §3.2.3–3.2.7).
//
// 1. Codes: literal/length and distance codes, at most 15 bits (HuffmanCode).
// 2. Header of a dynamic block: the two code-length sequences run-length coded with symbols 16/17/18, and
//    their own code (at most 7 bits), sent in the permuted order.
// 3. Cost in bits of dynamic, fixed and stored; the smallest is written.
// 4. Tokens: literal codes, or length code + extra bits and distance code + extra bits.
//
// Invariant: the session's buffers are the ones `DeflateSession.init` allocated (286 literal/length and 30
// distance frequencies, `blockTokens + 2` tokens); `tokenCount` never exceeds the token capacity; a token is a
// literal (< 256) or a match of length 3…258 and distance 1…32 768, whose symbols index the 29-entry length and
// 30-entry distance tables. `reserve` is called with a bound on the block's bytes before any write. Asserted in
// debug builds.

extension DeflateSession {
    /// Writes the pending tokens (input `blockStart..<end`) as one block and starts the next.
    mutating func endBlock(at end: Int, final: Bool) {
        assert(tokenCount <= effort.blockTokens + 2, "DeflateSession: \(tokenCount) tokens overflow the buffer")
        literalFrequencies[256] &+= 1  // end of block
        let literalCounts = Array(UnsafeBufferPointer(start: literalFrequencies, count: 286))
        let distanceCounts = Array(UnsafeBufferPointer(start: distanceFrequencies, count: 30))
        // Step 1.
        let literalCode = HuffmanCode(frequencies: literalCounts, maximumLength: 15)
        let distanceCode = HuffmanCode(frequencies: distanceCounts, maximumLength: 15)
        // Step 2.
        let header = DynamicHeader(literal: literalCode.lengths, distance: distanceCode.lengths)
        // Step 3.
        var extraBits = 0
        for s in 0..<29 { extraBits += Int(literalCounts[257 + s]) * DeflateTables.lengthExtraBits[s] }
        for s in 0..<30 { extraBits += Int(distanceCounts[s]) * DeflateTables.distanceExtraBits[s] }
        func cost(_ literal: [UInt8], _ distance: [UInt8]) -> Int {
            var bits = extraBits
            for s in 0..<286 { bits += Int(literalCounts[s]) * Int(literal[s]) }
            for s in 0..<30 { bits += Int(distanceCounts[s]) * Int(distance[s]) }
            return bits
        }
        let dynamicBits = 3 + header.bitCount + cost(literalCode.lengths, distanceCode.lengths)
        let fixedBits = 3 + cost(DeflateTables.fixedLiteralLengths, DeflateTables.fixedDistanceLengths)
        let storedBytes = end - blockStart
        let storedBits = (storedBytes + 5 * max(1, (storedBytes + 65534) / 65535)) * 8 + 7
        if storedBits < min(dynamicBits, fixedBits) {
            writeStored(end: end, final: final)
        } else {
            output.reserve(min(dynamicBits, fixedBits) / 8 + 64)
            if dynamicBits < fixedBits {
                output.write(final ? 1 : 0, 1)
                output.write(2, 2)
                header.write(to: &output)
                writeTokens(literalCode, distanceCode)
            } else {
                output.write(final ? 1 : 0, 1)
                output.write(1, 2)
                writeTokens(HuffmanCode(lengths: DeflateTables.fixedLiteralLengths),
                            HuffmanCode(lengths: DeflateTables.fixedDistanceLengths))
            }
        }
        // Next block.
        tokenCount = 0
        blockStart = end
        literalFrequencies.update(repeating: 0, count: 286)
        distanceFrequencies.update(repeating: 0, count: 30)
    }

    /// Step 4: the pending tokens, then the end-of-block code.
    private mutating func writeTokens(_ literal: HuffmanCode, _ distance: HuffmanCode) {
        // Code and length packed per symbol (code | length << 16); extra-bit tables alongside.
        var literalTable = [UInt32](repeating: 0, count: 286)
        for s in 0..<286 { literalTable[s] = UInt32(literal.codes[s]) | UInt32(literal.lengths[s]) << 16 }
        var distanceTable = [UInt32](repeating: 0, count: 30)
        for s in 0..<30 { distanceTable[s] = UInt32(distance.codes[s]) | UInt32(distance.lengths[s]) << 16 }
        var lengthTable = [UInt32](repeating: 0, count: 29)
        for s in 0..<29 { lengthTable[s] = UInt32(DeflateTables.lengthBase[s]) | UInt32(DeflateTables.lengthExtraBits[s]) << 16 }
        var distanceBaseTable = [UInt32](repeating: 0, count: 30)
        for s in 0..<30 {
            distanceBaseTable[s] = UInt32(DeflateTables.distanceBase[s]) | UInt32(DeflateTables.distanceExtraBits[s]) << 16
        }
        literalTable.withUnsafeBufferPointer { literals in
            distanceTable.withUnsafeBufferPointer { distances in
                lengthTable.withUnsafeBufferPointer { lengths in
                    distanceBaseTable.withUnsafeBufferPointer { bases in
                        guard let lit = literals.baseAddress, let dist = distances.baseAddress,
                              let len = lengths.baseAddress, let base = bases.baseAddress else { return }
                        for k in 0..<tokenCount {
                            let token = tokens[k]
                            if token < 256 {
                                let entry = lit[Int(token)]
                                output.write(entry & 0xFFFF, Int(entry >> 16))
                                continue
                            }
                            let length = Int(token >> 16), d = Int(token & 0xFFFF)
                            assert(length >= 3 && length <= 258 && d >= 1 && d <= 32768, "DeflateSession: bad token")
                            let ls = Int(lengthSymbol[length])
                            assert(ls < 29, "DeflateSession: length symbol \(ls)")
                            let code = lit[257 &+ ls], extra = len[ls]
                            let codeBits = Int(code >> 16)
                            output.write((code & 0xFFFF) | (UInt32(length) &- (extra & 0xFFFF)) << UInt32(codeBits),
                                         codeBits &+ Int(extra >> 16))
                            let ds = Self.distanceSymbol(d, distanceSymbol)
                            let dcode = dist[ds], dextra = base[ds]
                            let dBits = Int(dcode >> 16)
                            output.write((dcode & 0xFFFF) | (UInt32(d) &- (dextra & 0xFFFF)) << UInt32(dBits),
                                         dBits &+ Int(dextra >> 16))
                        }
                        let end = lit[256]
                        output.write(end & 0xFFFF, Int(end >> 16))
                    }
                }
            }
        }
    }

    /// The block's input bytes as stored blocks of at most 65 535 bytes.
    private mutating func writeStored(end: Int, final: Bool) {
        var start = blockStart
        repeat {
            let length = min(end - start, 65535)
            let last = start + length == end
            output.reserve(length + 8)
            output.write(final && last ? 1 : 0, 1)
            output.write(0, 2)
            output.alignToByte()
            for byte in [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)] {
                output.append(byte)
            }
            output.append(data + start, count: length)
            start += length
        } while start < end
    }
}
