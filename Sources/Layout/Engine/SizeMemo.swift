// The layout memo's table: an open-addressing hash table (linear probing, power-of-two capacity, at most half
// full; Knuth, TAOCP vol. 3 §6.4, algorithm L) from (node, proposal) to the size the node chose. Layout asks it
// several times per node and proposal (a stack probes each child at 0, ∞ and its share); a Dictionary per node
// hashed every question with SipHash-1-3 and allocated a table per node. Here the key's three words (the node,
// each axis's bit pattern or a nil marker) are mixed with multiplications. Keys compare with `ProposedSize`'s
// `==`; a −0 proposal hashes apart from a +0 one and only misses, recomputing the same size. Nothing depends on
// iteration order: the table is only looked up and filled.
import Graphics

/// Sizes memoised per (node, proposal).
struct SizeMemo {
    private struct Entry {
        var node: Int
        var proposal: ProposedSize
        var size: Size
    }

    private var slots: [Entry?]
    private var count = 0

    /// An empty memo with room for about `expected` entries before it grows.
    init(expected: Int) {
        var capacity = 16
        while capacity < 2 * expected { capacity *= 2 }
        slots = Array(repeating: nil, count: capacity)
    }

    /// The size memoised for `proposal` of `node`, if any.
    func size(of node: Int, _ proposal: ProposedSize) -> Size? {
        let mask = slots.count - 1
        var i = Self.hash(node, proposal) & mask
        while let entry = slots[i] {
            if entry.node == node && entry.proposal == proposal { return entry.size }
            i = (i &+ 1) & mask
        }
        return nil
    }

    /// Memoises `size` for `proposal` of `node` (replacing an earlier answer).
    mutating func set(_ size: Size, of node: Int, _ proposal: ProposedSize) {
        if 2 * (count + 1) > slots.count { grow() }
        let mask = slots.count - 1
        var i = Self.hash(node, proposal) & mask
        while let entry = slots[i] {
            if entry.node == node && entry.proposal == proposal {
                slots[i]?.size = size
                return
            }
            i = (i &+ 1) & mask
        }
        slots[i] = Entry(node: node, proposal: proposal, size: size)
        count += 1
    }

    /// Doubles the capacity and re-inserts every entry.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        count = 0
        for case let entry? in old { set(entry.size, of: entry.node, entry.proposal) }
    }

    /// The node and both axes (bit patterns; nil as a pattern no finite sanitized proposal has) mixed to a slot.
    @inline(__always) static func hash(_ node: Int, _ proposal: ProposedSize) -> Int {
        let nilMarker: UInt64 = 0x7FF4_DEAD_BEEF_0001  // a signalling NaN payload
        let w = proposal.width.map(\.bitPattern) ?? nilMarker
        let h = proposal.height.map(\.bitPattern) ?? nilMarker
        var x = UInt64(truncatingIfNeeded: node) &* 0x9E37_79B9_7F4A_7C15
        x ^= w &* 0xC2B2_AE3D_27D4_EB4F
        x = (x ^ (x >> 29)) &+ h &* 0x1656_67B1_9E37_79F9
        x ^= x >> 32
        x = x &* 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        return Int(truncatingIfNeeded: x)
    }
}
