// Length-limited Huffman codes for DEFLATE blocks.
//
// 1. Sort the used symbols by (frequency, symbol) so ties break the same way on every machine.
// 2. Build the Huffman tree with the two-queue method (leaves in order, internal nodes as created), giving
//    each leaf its depth.
// 3. Limit: depths above `maximumLength` are folded into it and the Kraft sum is repaired by lengthening the
//    deepest shorter codes one at a time (miniz's `tdefl_huffman_enforce_max_code_size`).
// 4. Hand the lengths back by frequency: the rarest symbols get the longest codes.
// 5. Canonical codes (§3.2.2), bit-reversed because DEFLATE sends Huffman codes most significant bit first
//    into an LSB-first stream.

/// Code lengths and bit-reversed canonical codes for one alphabet.
struct HuffmanCode {
    /// Code length of each symbol (0 = unused).
    var lengths: [UInt8]
    /// Bit-reversed canonical code of each symbol.
    var codes: [UInt16]

    /// The code for `frequencies`, no length above `maximumLength`. At least two symbols get a code (the first
    /// two used, or symbols 0 and 1), as zlib does, so every decoder accepts the tree.
    init(frequencies: [UInt32], maximumLength: Int) {
        let count = frequencies.count
        // Step 1.
        var used = frequencies.indices.filter { frequencies[$0] > 0 }
        var padded = frequencies
        var extra = 0
        while used.count < 2, extra < count {
            if padded[extra] == 0 { padded[extra] = 1; used.append(extra) }
            extra += 1
        }
        used.sort { padded[$0] != padded[$1] ? padded[$0] < padded[$1] : $0 < $1 }
        // Step 2.
        let depths = Self.treeDepths(used.map { padded[$0] })
        // Step 3.
        var lengthCounts = [Int](repeating: 0, count: max(maximumLength, depths.max() ?? 0) + 1)
        for depth in depths { lengthCounts[depth] += 1 }
        Self.limit(&lengthCounts, to: maximumLength)
        // Step 4: `used` is ascending by frequency, so walk it from the longest length down.
        var lengths = [UInt8](repeating: 0, count: count)
        var next = 0
        for length in stride(from: maximumLength, through: 1, by: -1) {
            for _ in 0..<lengthCounts[length] {
                lengths[used[next]] = UInt8(length)
                next += 1
            }
        }
        self.lengths = lengths
        self.codes = Self.canonicalCodes(lengths)
    }

    /// Code lengths given directly (the fixed code).
    init(lengths: [UInt8]) {
        self.lengths = lengths
        self.codes = Self.canonicalCodes(lengths)
    }

    /// The depth of each leaf of a Huffman tree over `weights` (ascending), same order.
    private static func treeDepths(_ weights: [UInt32]) -> [Int] {
        let leafCount = weights.count
        guard leafCount > 1 else { return [Int](repeating: 1, count: leafCount) }
        // Nodes 0..<leafCount are leaves; internal nodes follow in creation order.
        var weight = weights.map(UInt64.init)
        var parent = [Int](repeating: -1, count: 2 * leafCount - 1)
        weight.reserveCapacity(2 * leafCount - 1)
        var nextLeaf = 0, nextInternal = leafCount
        func takeSmallest() -> Int {
            if nextLeaf < leafCount && (nextInternal >= weight.count || weight[nextLeaf] <= weight[nextInternal]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextInternal += 1
            return nextInternal - 1
        }
        for _ in 0..<(leafCount - 1) {
            let a = takeSmallest(), b = takeSmallest()
            parent[a] = weight.count
            parent[b] = weight.count
            weight.append(weight[a] + weight[b])
        }
        // Internal nodes were created after their children, so a reverse sweep gives every node its depth.
        var depth = [Int](repeating: 0, count: weight.count)
        for node in stride(from: weight.count - 2, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        return Array(depth[0..<leafCount])
    }

    /// Folds lengths above `maximum` into it and restores the Kraft equality.
    private static func limit(_ counts: inout [Int], to maximum: Int) {
        guard counts.count > maximum + 1 else { return }
        for length in (maximum + 1)..<counts.count {
            counts[maximum] += counts[length]
            counts[length] = 0
        }
        var total = 0
        for length in 1...maximum { total += counts[length] << (maximum - length) }
        while total > 1 << maximum {
            counts[maximum] -= 1
            for length in stride(from: maximum - 1, through: 1, by: -1) where counts[length] > 0 {
                counts[length] -= 1
                counts[length + 1] += 2
                break
            }
            total -= 1
        }
        counts.removeSubrange((maximum + 1)...)
    }

    /// Bit-reversed canonical codes for `lengths`.
    private static func canonicalCodes(_ lengths: [UInt8]) -> [UInt16] {
        var lengthCounts = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { lengthCounts[Int(length)] += 1 }
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1..<16 {
            code = (code + lengthCounts[bits - 1]) << 1
            nextCode[bits] = code
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for symbol in lengths.indices where lengths[symbol] > 0 {
            let length = Int(lengths[symbol])
            var value = nextCode[length], reversed = 0
            nextCode[length] += 1
            for _ in 0..<length {
                reversed = (reversed << 1) | (value & 1)
                value >>= 1
            }
            codes[symbol] = UInt16(reversed)
        }
        return codes
    }
}
