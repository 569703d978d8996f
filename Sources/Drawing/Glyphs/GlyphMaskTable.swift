// The glyph cache's table: an open-addressing hash table (linear probing, power-of-two capacity, at most half
// full; Knuth, TAOCP vol. 3 §6.4, algorithm L) from `GlyphMaskKey` to a mask's atlas entry. A text render looks a mask up for
// every glyph it draws, and Swift's `Dictionary` hashes each key with SipHash-1-3 (about 280 instructions per
// lookup here); this table mixes the key's two packed words with two multiplications (the multiply-xorshift
// finaliser of SplitMix64 / MurmurHash3's fmix64). Nothing depends on iteration order: the table is only looked
// up, filled and emptied, and a mask is a pure function of its key.
import Raster
import Typography

/// A map from glyph mask keys to atlas entries (`nil` for blank glyphs), with no removal but `removeAll`.
struct GlyphMaskTable {
    /// A held key and its entry. Keys and entries share one array of plain values: a probe reads one slot (one
    /// cache line, not one in each of two arrays) and nothing is reference-counted.
    private struct Slot {
        var key: GlyphMaskKey
        var entry: MaskAtlasEntry?
    }

    private var slots: [Slot?] = Array(repeating: nil, count: 64)
    /// Number of keys held.
    private(set) var count = 0

    /// The entry for `key`: `.some(entry)` (entry nil for a blank glyph), or nil when the key is not held.
    @inline(__always)
    func lookup(_ key: GlyphMaskKey) -> MaskAtlasEntry?? {
        let mask = slots.count - 1
        var i = Self.hash(key) & mask
        // At most half full, so an empty slot ends every probe.
        while let held = slots[i] {
            if held.key == key { return .some(held.entry) }
            i = (i &+ 1) & mask
        }
        return nil
    }

    /// Stores `entry` for `key`; returns true when the key was not held before.
    @discardableResult
    mutating func insert(_ entry: MaskAtlasEntry?, for key: GlyphMaskKey) -> Bool {
        if 2 * (count + 1) > slots.count { grow() }
        let mask = slots.count - 1
        var i = Self.hash(key) & mask
        while let held = slots[i] {
            if held.key == key {
                slots[i] = Slot(key: key, entry: entry)
                return false
            }
            i = (i &+ 1) & mask
        }
        slots[i] = Slot(key: key, entry: entry)
        count += 1
        return true
    }

    /// Forgets every key, keeping the capacity.
    mutating func removeAll() {
        for i in slots.indices { slots[i] = nil }
        count = 0
    }

    /// Doubles the capacity and re-inserts every entry.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        count = 0
        for slot in old {
            if let slot { insert(slot.entry, for: slot.key) }
        }
    }

    /// The key's two words (glyph and pixel size; face, sub-pixel step and oblique flag) mixed to a slot index.
    @inline(__always) static func hash(_ key: GlyphMaskKey) -> Int {
        let a = UInt64(key.glyph) | UInt64(UInt32(truncatingIfNeeded: key.pixelSize64)) << 32
        let b = UInt64(truncatingIfNeeded: key.face.rawValue &* 8 &+ (key.subpixelX & 3) &* 2 &+ (key.syntheticOblique ? 1 : 0))
        var h = a &* 0x9E37_79B9_7F4A_7C15 ^ b &* 0xC2B2_AE3D_27D4_EB4F
        h ^= h >> 33
        h = h &* 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        return Int(truncatingIfNeeded: h)
    }
}
