@testable import Drawing
import Raster
import Testing
@testable import Typography

// GlyphMaskTable must answer exactly as a Dictionary would: every key inserted is found with its mask, keys
// never inserted are absent, re-inserting replaces, and growing or emptying keeps that true.

private func key(_ n: Int) -> GlyphMaskKey {
    GlyphMaskKey(face: FaceID(rawValue: n % 7), pixelSize64: 64 * (10 + n % 13), glyph: UInt32(n / 3),
                 subpixelX: n % 4, syntheticOblique: n % 5 == 0)
}

private func mask(_ n: Int) -> MaskAtlasEntry? {
    n % 9 == 0 ? nil : MaskAtlasEntry(offset: 3 * n, width: 1 + n % 5, height: 2, originX: n, originY: -n)
}

@Test func glyphMaskTableAnswersAsADictionary() throws {
    var table = GlyphMaskTable()
    var reference: [GlyphMaskKey: MaskAtlasEntry?] = [:]
    for n in 0..<5_000 {
        let isNew = table.insert(mask(n), for: key(n))
        let wasAbsent = reference.updateValue(mask(n), forKey: key(n)) == nil
        #expect(isNew == wasAbsent)
    }
    #expect(table.count == reference.count)
    for (k, v) in reference { #expect(table.lookup(k) == .some(v)) }
    #expect(table.lookup(GlyphMaskKey(face: FaceID(rawValue: 99), pixelSize64: 1, glyph: 1, subpixelX: 0,
                                      syntheticOblique: false)) == nil)
    let replaced = MaskAtlasEntry(offset: 7, width: 2, height: 1, originX: 0, originY: 0)
    let replacedIsNew = table.insert(replaced, for: key(1))
    #expect(!replacedIsNew)
    #expect(table.lookup(key(1)) == .some(replaced))
    #expect(table.count == reference.count)
    table.removeAll()
    #expect(table.count == 0)
    #expect(table.lookup(key(1)) == nil)
    let reinserted = table.insert(nil, for: key(1))
    #expect(reinserted)
    #expect(table.lookup(key(1)) == .some(nil))
}

@Test func glyphMaskTableSeparatesKeysThatDifferInOneField() {
    let base = GlyphMaskKey(face: FaceID(rawValue: 1), pixelSize64: 640, glyph: 42, subpixelX: 1, syntheticOblique: false)
    var variants = [base]
    var k = base; k.face = FaceID(rawValue: 2); variants.append(k)
    k = base; k.pixelSize64 = 641; variants.append(k)
    k = base; k.glyph = 43; variants.append(k)
    k = base; k.subpixelX = 2; variants.append(k)
    k = base; k.syntheticOblique = true; variants.append(k)
    var table = GlyphMaskTable()
    for (i, v) in variants.enumerated() {
        table.insert(MaskAtlasEntry(offset: 0, width: 1, height: 1, originX: i, originY: 0), for: v)
    }
    for (i, v) in variants.enumerated() { #expect(table.lookup(v)??.originX == i) }
}
