// Shapes a paragraph of styled runs once, so that line breaking can run many times without re-shaping.
//
// 1. Segment: split every run into grapheme clusters (Swift `Character`s, UAX #29), classify each for breaking.
// 2. Fallback: give each cluster the first face of its run's chain that has a glyph for every scalar that
//    is not default-ignorable — the chain's face for the cluster's script first (FallbackScript), then
//    the other faces in order, then the other script faces (an emoji-presentation cluster's "script" is
//    `.emoji`: the colour emoji face first, FallbackScript+Emoji.swift); clusters no face covers are reported and
//    drawn with the primary face's .notdef glyph, so they are never dropped silently. A face of the chain
//    that cannot be read fails the paragraph with its TypographyError (a broken font install is an error,
//    not text drawn silently in another face or not at all).
// 3. Bidi: embedding levels by FriBidi (UAX #9, BidiParagraph); a cluster takes its first scalar's level.
// 4. Itemize: consecutive clusters with the same run, face and bidi level form one shaping item.
// 5. Shape: HarfBuzz per item in the level's direction (its script guessed from the item), with the whole
//    paragraph as context (GPOS kerning, ligatures, Arabic joining, `tnum`). Right-to-left output comes in
//    visual order; it is stored reversed, in logical order, and reversed back when a line is drawn.
// 6. Track: add the run's tracking after each cluster (SF table + `.tracking`), like CoreText's `trak`;
//    not inside joined (cursive) scripts, where spacing would break the joins [C].
// 7. Break opportunities between clusters (LineBreakRules).
import Graphics

enum ParagraphShaper {
    /// The longest paragraph laid out, in Unicode scalars (DESIGN.md §8: a documented limit, not a crash).
    static let maximumScalarCount = 20_000
    /// The most Unicode scalars in one grapheme cluster (docs/limits.md): 4× the 31 a stream-safe text ever
    /// stacks (UAX #15) and 10× the longest RGI emoji ZWJ sequence; longer clusters are errors, not marks
    /// stacked thousands of em high.
    static let maximumClusterScalarCount = 128

    static func shape(_ runs: [TextRun], fonts: [ResolvedFont], scale: Double, registry: FontRegistry,
                      direction: LayoutDirection = .leftToRight) throws(TypographyError) -> ShapedParagraph {
        // Step 1.
        var scalars: [UInt32] = []
        var graphemeStart: [Int] = []
        var graphemeRun: [Int] = []
        var kinds: [GraphemeKind] = []
        var firstScalars: [Unicode.Scalar] = []
        var characters: [Character] = []
        var total = 0
        for run in runs { total += run.string.unicodeScalars.count }
        guard total <= maximumScalarCount else { throw .textTooLong(scalarCount: total, limit: maximumScalarCount) }
        scalars.reserveCapacity(total)
        for (runIndex, run) in runs.enumerated() {
            for character in run.string {
                guard let first = character.unicodeScalars.first else { continue }
                let clusterSize = character.unicodeScalars.count
                guard clusterSize <= maximumClusterScalarCount else {
                    throw .clusterTooLong(scalarCount: clusterSize, limit: maximumClusterScalarCount,
                                          prefix: String(String.UnicodeScalarView(character.unicodeScalars.prefix(3))))
                }
                graphemeStart.append(scalars.count)
                graphemeRun.append(runIndex)
                kinds.append(GraphemeKind.of(first))
                firstScalars.append(first)
                characters.append(character)
                for scalar in character.unicodeScalars {
                    // Tabs are shaped as spaces; other C0 controls as nothing visible.
                    scalars.append(scalar.value == 0x09 ? 0x20 : scalar.value)
                }
            }
        }
        let count = graphemeStart.count
        graphemeStart.append(scalars.count)

        // Step 2.
        // A face that cannot be read (a missing, truncated or special file among the bundled fonts) fails
        // the paragraph: skipping it would draw the text in another face, or not at all, with no word said.
        var faceCache: [FaceID: FontFace] = [:]
        var unreadable: TypographyError?
        func load(_ id: FaceID) -> FontFace? {
            if let face = faceCache[id] { return face }
            do {
                let face = try registry.face(id)
                faceCache[id] = face
                return face
            } catch {
                if unreadable == nil { unreadable = error }
                return nil
            }
        }
        var chainIndex = [Int](repeating: -1, count: count)
        var missing: [Character] = []
        var seenMissing = Set<Character>()  // membership for `missing` (an array scan was quadratic)
        // A one-scalar ASCII cluster's face depends only on its run's chain and the scalar: chosen once per run
        // and scalar (-2: not yet), not again for every letter of the paragraph.
        var asciiChoice = [Int](repeating: -2, count: 128)
        var asciiRun = -1
        for g in 0..<count where kinds[g] != .hardBreak {
            let ascii = firstScalars[g].value < 128 && graphemeStart[g + 1] - graphemeStart[g] == 1
                ? Int(firstScalars[g].value) : -1
            if ascii >= 0 {
                if graphemeRun[g] != asciiRun {
                    for i in asciiChoice.indices { asciiChoice[i] = -2 }
                    asciiRun = graphemeRun[g]
                }
                if asciiChoice[ascii] >= 0 {
                    chainIndex[g] = asciiChoice[ascii]
                    continue
                }
            }
            let chain = fonts[graphemeRun[g]].faces
            var chosen = -1
            // Script fallback first (Hebrew in Noto Sans Hebrew, not DejaVu's), then the chain in order.
            if let script = FallbackScript.of(cluster: characters[g]) {
                for (i, entry) in chain.enumerated() where entry.script == script {
                    if let face = load(entry.id), covers(face, characters[g]) { chosen = i; break }
                }
            }
            for (i, entry) in chain.enumerated() where chosen < 0 && entry.script == nil {
                guard let face = load(entry.id) else { continue }
                if covers(face, characters[g]) { chosen = i; break }
            }
            for (i, entry) in chain.enumerated() where chosen < 0 && entry.script != nil {
                if let face = load(entry.id), covers(face, characters[g]) { chosen = i; break }
            }
            if chosen < 0 {
                chosen = 0
                if seenMissing.insert(characters[g]).inserted { missing.append(characters[g]) }
            }
            chainIndex[g] = chosen
            if ascii >= 0 { asciiChoice[ascii] = chosen }
        }
        if let unreadable { throw unreadable }

        // Step 3.
        let bidi = BidiParagraph.resolve(scalars, direction: direction)
        let levels = (0..<count).map { bidi.levels[graphemeStart[$0]] }

        // Step 4 and 5.
        var faces: [ShapedFace] = []
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(scalars.count)
        var scalarToGrapheme = [Int](repeating: 0, count: scalars.count)
        for g in 0..<count { for s in graphemeStart[g]..<graphemeStart[g + 1] { scalarToGrapheme[s] = g } }
        var g = 0
        while g < count {
            guard kinds[g] != .hardBreak, chainIndex[g] >= 0 else { g += 1; continue }
            var end = g + 1
            while end < count, kinds[end] != .hardBreak, graphemeRun[end] == graphemeRun[g],
                  chainIndex[end] == chainIndex[g], levels[end] == levels[g] { end += 1 }
            let font = fonts[graphemeRun[g]]
            let entry = font.faces[chainIndex[g]]
            if let face = load(entry.id) {
                let shaped = ShapedFace(id: entry.id, pointSize: font.pointSize * entry.sizeFactor,
                                        syntheticOblique: entry.syntheticOblique)
                let faceIndex: Int
                if let existing = faces.firstIndex(of: shaped) { faceIndex = existing } else {
                    faceIndex = faces.count
                    faces.append(shaped)
                }
                let perUnit = shaped.pointSize / Double(face.metrics.unitsPerEm)
                let range = graphemeStart[g]..<graphemeStart[end]
                let rightToLeft = levels[g] % 2 == 1
                let output = face.shape(scalars, range: range, features: font.features, rightToLeft: rightToLeft)
                for h in rightToLeft ? Array(output.reversed()) : output {
                    let grapheme = h.cluster >= 0 && h.cluster < scalars.count ? scalarToGrapheme[h.cluster] : g
                    glyphs.append(ShapedGlyph(glyph: h.glyph, face: faceIndex, grapheme: grapheme,
                                              advance: Double(h.xAdvance) * perUnit,
                                              offsetX: Double(h.xOffset) * perUnit,
                                              offsetY: -Double(h.yOffset) * perUnit))
                }
            }
            g = end
        }

        // Step 6, and the per-grapheme tables.
        let trackings = zip(runs, fonts).map { run, font in font.tracking + run.tracking * scale }
        var glyphRanges = [Range<Int>](repeating: 0..<0, count: count)
        var advances = [Double](repeating: 0, count: count)
        var i = 0
        var lastGrapheme = -1
        while i < glyphs.count {
            var j = i + 1
            // Graphemes are monotone (LTR, monotone clusters); a ligature's glyphs stay with its first grapheme.
            let grapheme = max(glyphs[i].grapheme, lastGrapheme)
            while j < glyphs.count, glyphs[j].grapheme <= grapheme { j += 1 }
            for k in i..<j { glyphs[k].grapheme = grapheme }
            if !isJoiningScript(firstScalars[grapheme]) { glyphs[j - 1].advance += trackings[graphemeRun[grapheme]] }
            var sum = 0.0
            for k in i..<j { sum += glyphs[k].advance }
            glyphRanges[grapheme] = i..<j
            advances[grapheme] = sum
            lastGrapheme = grapheme
            i = j
        }
        // Graphemes without glyphs get an empty range at their position, keeping ranges ordered.
        var cursor = 0
        for k in 0..<count {
            if glyphRanges[k].isEmpty { glyphRanges[k] = cursor..<cursor } else { cursor = glyphRanges[k].upperBound }
        }

        // Step 7.
        let breaks = LineBreakRules.opportunities(kinds: kinds, firstScalars: firstScalars)
        var paragraph = ShapedParagraph(fonts: fonts, styleIndices: runs.map(\.styleIndex),
                                        trackings: trackings, faces: faces, glyphs: glyphs,
                                        glyphRanges: glyphRanges, advances: advances, runs: Array(graphemeRun),
                                        characters: characters, kinds: kinds, breaks: breaks,
                                        missingCharacters: missing)
        if !bidi.isLeftToRightOnly || direction == .rightToLeft {
            paragraph.bidi = ShapedParagraph.Bidi(
                levels: levels, paragraphLevels: (0..<count).map { bidi.paragraphLevels[graphemeStart[$0]] },
                resetsAtLineEnd: (0..<count).map { bidi.resetsAtLineEnd[graphemeStart[$0]] })
        }
        return paragraph
    }
}

extension ParagraphShaper {
    /// Scripts whose letters join (Arabic, Syriac, N'Ko, Mongolian …): tracking is not added inside them.
    static func isJoiningScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x08FF, 0x1800...0x18AF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return true
        default: return false
        }
    }

    /// True when `face` has a glyph for every scalar of `character` that needs one (controls and
    /// default-ignorable code points such as variation selectors and joiners need none).
    static func covers(_ face: FontFace, _ character: Character) -> Bool {
        for scalar in character.unicodeScalars where scalar.value >= 0x20 {
            if face.glyph(for: scalar) != nil { continue }
            if scalar.properties.isDefaultIgnorableCodePoint { continue }
            return false
        }
        return true
    }

    /// The glyphs of an ellipsis ("…", or "..." when no face of the chain has U+2026) in the font of
    /// input run `run`, adding the faces it uses to `paragraph.faces`.
    static func ellipsis(run: Int, in paragraph: inout ShapedParagraph, registry: FontRegistry) -> [ShapedGlyph] {
        guard run >= 0, run < paragraph.fonts.count else { return [] }
        let font = paragraph.fonts[run]
        var text: [UInt32] = [0x2026]
        var chosen: (ResolvedFace, FontFace)?
        for entry in font.faces {
            if let face = try? registry.face(entry.id), face.glyph(for: "\u{2026}") != nil {
                chosen = (entry, face)
                break
            }
        }
        if chosen == nil, let entry = font.faces.first, let face = try? registry.face(entry.id) {
            chosen = (entry, face)
            text = [0x2E, 0x2E, 0x2E]
        }
        guard let (entry, face) = chosen else { return [] }
        let shapedFace = ShapedFace(id: entry.id, pointSize: font.pointSize * entry.sizeFactor,
                                    syntheticOblique: entry.syntheticOblique)
        let faceIndex: Int
        if let existing = paragraph.faces.firstIndex(of: shapedFace) { faceIndex = existing } else {
            faceIndex = paragraph.faces.count
            paragraph.faces.append(shapedFace)
        }
        let perUnit = shapedFace.pointSize / Double(face.metrics.unitsPerEm)
        var glyphs = face.shape(text, range: 0..<text.count, features: font.features).map { h in
            ShapedGlyph(glyph: h.glyph, face: faceIndex, grapheme: -1, advance: Double(h.xAdvance) * perUnit,
                        offsetX: Double(h.xOffset) * perUnit, offsetY: -Double(h.yOffset) * perUnit)
        }
        if !glyphs.isEmpty { glyphs[glyphs.count - 1].advance += paragraph.trackings[run] }
        return glyphs
    }
}
