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
// `shape` below runs the steps in order; each is one function of ParagraphShaper+Steps.swift.
import Graphics

enum ParagraphShaper {
    /// The longest paragraph laid out, in Unicode scalars (DESIGN.md §8: a documented limit, not a crash).
    static let maximumScalarCount = 20_000
    /// The most Unicode scalars in one grapheme cluster (docs/limits.md): 4× the 31 a stream-safe text ever
    /// stacks (UAX #15) and 10× the longest RGI emoji ZWJ sequence; longer clusters are errors, not marks
    /// stacked thousands of em high.
    static let maximumClusterScalarCount = 128

    /// Shapes `runs` (each in its resolved font chain `fonts`, tracking in points × `scale`) in `direction`:
    /// the seven steps above, each a function of ParagraphShaper+Steps.swift.
    static func shape(_ runs: [TextRun], fonts: [ResolvedFont], scale: Double, registry: FontRegistry,
                      direction: LayoutDirection = .leftToRight) throws(TypographyError) -> ShapedParagraph {
        // 1. Segment into grapheme clusters (refusing a paragraph or cluster over its limit).
        let clusters = try segment(runs)
        // 2. Fallback: a face of the run's chain for every cluster; an unreadable face fails the paragraph.
        var loader = FaceLoader(registry: registry)
        let fallback = chooseFaces(clusters, fonts: fonts, loader: &loader)
        if let unreadable = loader.unreadable { throw unreadable }
        // 3. Bidi levels, one per cluster (its first scalar's).
        let bidi = BidiParagraph.resolve(clusters.scalars, direction: direction)
        let levels = (0..<clusters.count).map { bidi.levels[clusters.start[$0]] }
        // 4–5. Itemize and shape each item with HarfBuzz.
        var (faces, glyphs) = shapeItems(clusters, chainIndex: fallback.chainIndex, levels: levels, fonts: fonts,
                                         loader: &loader)
        // 6. Tracking, and each cluster's glyph range and advance.
        let trackings = zip(runs, fonts).map { run, font in font.tracking + run.tracking * scale }
        let (glyphRanges, advances) = track(&glyphs, clusters, trackings: trackings)
        // 7. Break opportunities, and the paragraph.
        let breaks = LineBreakRules.opportunities(kinds: clusters.kinds, firstScalars: clusters.firstScalars)
        var paragraph = ShapedParagraph(fonts: fonts, styleIndices: runs.map(\.styleIndex),
                                        trackings: trackings, faces: faces, glyphs: glyphs,
                                        glyphRanges: glyphRanges, advances: advances, runs: Array(clusters.run),
                                        characters: clusters.characters, kinds: clusters.kinds, breaks: breaks,
                                        missingCharacters: fallback.missing)
        if !bidi.isLeftToRightOnly || direction == .rightToLeft {
            paragraph.bidi = ShapedParagraph.Bidi(
                levels: levels, paragraphLevels: (0..<clusters.count).map { bidi.paragraphLevels[clusters.start[$0]] },
                resetsAtLineEnd: (0..<clusters.count).map { bidi.resetsAtLineEnd[clusters.start[$0]] })
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
                                    syntheticOblique: entry.syntheticOblique, widthFactor: entry.widthFactor)
        let faceIndex: Int
        if let existing = paragraph.faces.firstIndex(of: shapedFace) { faceIndex = existing } else {
            faceIndex = paragraph.faces.count
            paragraph.faces.append(shapedFace)
        }
        let perUnit = shapedFace.pointSize / Double(face.metrics.unitsPerEm)
        let perUnitX = perUnit * shapedFace.widthFactor
        var glyphs = face.shape(text, range: 0..<text.count, features: font.features).map { h in
            ShapedGlyph(glyph: h.glyph, face: faceIndex, grapheme: -1, advance: Double(h.xAdvance) * perUnitX,
                        offsetX: Double(h.xOffset) * perUnitX, offsetY: -Double(h.yOffset) * perUnit)
        }
        if !glyphs.isEmpty { glyphs[glyphs.count - 1].advance += paragraph.trackings[run] }
        return glyphs
    }
}
