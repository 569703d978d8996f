// The line-level rules of UAX #9 over grapheme clusters:
//
// L1 (part 4): whitespace and isolate controls at the end of a line take the paragraph level
//     (parts 1–3 were applied to the paragraph by FriBidi).
// L2: from the highest level down to the lowest odd level, reverse every maximal run of clusters at
//     that level or higher.
// The result is the visual order, left to right, of the clusters of one line. A cluster takes the level
// of its first scalar (a base and its marks share one level after rule W1).

enum BidiReordering {
    /// The visual order of `count` clusters with `levels`, where `resets[i]` marks clusters rule L1 resets
    /// at the end of the line and `paragraphLevel` is the line's paragraph level. Returns cluster
    /// offsets (0..<count) left to right, and the levels after L1.
    static func visualOrder(levels: [UInt8], resets: [Bool],
                            paragraphLevel: UInt8) -> (order: [Int], levels: [UInt8]) {
        var levels = levels
        // L1 part 4: trailing whitespace.
        var i = levels.count
        while i > 0, resets[i - 1] {
            levels[i - 1] = paragraphLevel
            i -= 1
        }
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowest = levels.min(), highest > 0 else { return (order, levels) }
        // The lowest odd level: the lowest level, rounded up to odd (as UAX #9's reference code does).
        let lowestOdd = lowest % 2 == 1 ? lowest : lowest + 1
        // L2.
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else { start += 1; continue }
                var end = start
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return (order, levels)
    }
}
