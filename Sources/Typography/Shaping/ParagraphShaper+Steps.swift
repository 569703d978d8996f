// The steps of ParagraphShaper.shape (numbered as in ParagraphShaper.swift's header): segmenting into
// grapheme clusters (1), choosing each cluster's face by fallback (2), itemizing and shaping with HarfBuzz
// (4–5), tracking and the per-cluster tables (6). Each step reads the previous one's output only.
import Graphics

extension ParagraphShaper {
    /// Step 1's output: the paragraph's scalars and its grapheme clusters, in logical order.
    struct Clusters {
        /// Every scalar of the paragraph (tabs as spaces), the text HarfBuzz and FriBidi see.
        var scalars: [UInt32] = []
        /// Each cluster's first scalar index into `scalars`, plus one final entry: `scalars.count`.
        var start: [Int] = []
        /// Each cluster's input run.
        var run: [Int] = []
        /// Each cluster's class for line breaking.
        var kinds: [GraphemeKind] = []
        /// Each cluster's first scalar.
        var firstScalars: [Unicode.Scalar] = []
        /// Each cluster.
        var characters: [Character] = []
        /// The number of clusters.
        var count: Int { characters.count }
    }

    /// The faces of a paragraph, each read once; the first face that cannot be read is kept as the error.
    struct FaceLoader {
        let registry: FontRegistry
        var cache: [FaceID: FontFace] = [:]
        /// The first read failure (a missing, truncated or special file among the bundled fonts).
        var unreadable: TypographyError?

        init(registry: FontRegistry) { self.registry = registry }

        /// The face `id`, or nil (and `unreadable` set) when it cannot be read.
        mutating func load(_ id: FaceID) -> FontFace? {
            if let face = cache[id] { return face }
            do {
                let face = try registry.face(id)
                cache[id] = face
                return face
            } catch {
                if unreadable == nil { unreadable = error }
                return nil
            }
        }
    }

    /// Step 1: every run split into grapheme clusters (Swift `Character`s, UAX #29), each classified for
    /// breaking. Refuses a paragraph over `maximumScalarCount` scalars or a cluster over
    /// `maximumClusterScalarCount`.
    static func segment(_ runs: [TextRun]) throws(TypographyError) -> Clusters {
        var clusters = Clusters()
        var total = 0
        for run in runs { total += run.string.unicodeScalars.count }
        guard total <= maximumScalarCount else { throw .textTooLong(scalarCount: total, limit: maximumScalarCount) }
        clusters.scalars.reserveCapacity(total)
        for (runIndex, run) in runs.enumerated() {
            for character in run.string {
                guard let first = character.unicodeScalars.first else { continue }
                let clusterSize = character.unicodeScalars.count
                guard clusterSize <= maximumClusterScalarCount else {
                    throw .clusterTooLong(scalarCount: clusterSize, limit: maximumClusterScalarCount,
                                          prefix: String(String.UnicodeScalarView(character.unicodeScalars.prefix(3))))
                }
                clusters.start.append(clusters.scalars.count)
                clusters.run.append(runIndex)
                clusters.kinds.append(GraphemeKind.of(first))
                clusters.firstScalars.append(first)
                clusters.characters.append(character)
                for scalar in character.unicodeScalars {
                    // Tabs are shaped as spaces; other C0 controls as nothing visible.
                    clusters.scalars.append(scalar.value == 0x09 ? 0x20 : scalar.value)
                }
            }
        }
        clusters.start.append(clusters.scalars.count)
        return clusters
    }

    /// Step 2: each cluster's face, as an index into its run's chain (-1 for hard breaks), and the clusters no
    /// face covers (each once, in order of first use; drawn with the primary face's .notdef). The chain's face
    /// for the cluster's script first (FallbackScript), then the other faces in order, then the other script
    /// faces. A face that cannot be read is left in `loader.unreadable`, which fails the paragraph.
    static func chooseFaces(_ clusters: Clusters, fonts: [ResolvedFont],
                            loader: inout FaceLoader) -> (chainIndex: [Int], missing: [Character]) {
        let count = clusters.count
        var chainIndex = [Int](repeating: -1, count: count)
        var missing: [Character] = []
        var seenMissing = Set<Character>()  // membership for `missing`, so reporting stays linear
        // A one-scalar ASCII cluster's face depends only on its run's chain and the scalar: chosen once per run
        // and scalar (-2: not yet), not again for every letter of the paragraph.
        var asciiChoice = [Int](repeating: -2, count: 128)
        var asciiRun = -1
        for g in 0..<count where clusters.kinds[g] != .hardBreak {
            let ascii = clusters.firstScalars[g].value < 128 && clusters.start[g + 1] - clusters.start[g] == 1
                ? Int(clusters.firstScalars[g].value) : -1
            if ascii >= 0 {
                if clusters.run[g] != asciiRun {
                    for i in asciiChoice.indices { asciiChoice[i] = -2 }
                    asciiRun = clusters.run[g]
                }
                if asciiChoice[ascii] >= 0 {
                    chainIndex[g] = asciiChoice[ascii]
                    continue
                }
            }
            let chain = fonts[clusters.run[g]].faces
            let character = clusters.characters[g]
            var chosen = -1
            // Script fallback first (Hebrew in Noto Sans Hebrew, not DejaVu's), then the chain in order.
            if let script = FallbackScript.of(cluster: character) {
                for (i, entry) in chain.enumerated() where entry.script == script {
                    if let face = loader.load(entry.id), covers(face, character) { chosen = i; break }
                }
            }
            for (i, entry) in chain.enumerated() where chosen < 0 && entry.script == nil {
                guard let face = loader.load(entry.id) else { continue }
                if covers(face, character) { chosen = i; break }
            }
            for (i, entry) in chain.enumerated() where chosen < 0 && entry.script != nil {
                if let face = loader.load(entry.id), covers(face, character) { chosen = i; break }
            }
            if chosen < 0 {
                chosen = 0
                if seenMissing.insert(character).inserted { missing.append(character) }
            }
            chainIndex[g] = chosen
            if ascii >= 0 { asciiChoice[ascii] = chosen }
        }
        return (chainIndex, missing)
    }

    /// Steps 4–5: consecutive clusters with the same run, face and bidi level form one item, shaped by HarfBuzz
    /// in the level's direction with the whole paragraph as context. Right-to-left output comes in visual
    /// order and is stored reversed, in logical order. Returns the faces used and every glyph, each tagged
    /// with the cluster HarfBuzz assigned it.
    static func shapeItems(_ clusters: Clusters, chainIndex: [Int], levels: [UInt8], fonts: [ResolvedFont],
                           loader: inout FaceLoader) -> (faces: [ShapedFace], glyphs: [ShapedGlyph]) {
        let count = clusters.count
        let scalars = clusters.scalars
        var faces: [ShapedFace] = []
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(scalars.count)
        var scalarToGrapheme = [Int](repeating: 0, count: scalars.count)
        for g in 0..<count { for s in clusters.start[g]..<clusters.start[g + 1] { scalarToGrapheme[s] = g } }
        var g = 0
        while g < count {
            guard clusters.kinds[g] != .hardBreak, chainIndex[g] >= 0 else { g += 1; continue }
            var end = g + 1
            while end < count, clusters.kinds[end] != .hardBreak, clusters.run[end] == clusters.run[g],
                  chainIndex[end] == chainIndex[g], levels[end] == levels[g] { end += 1 }
            let font = fonts[clusters.run[g]]
            let entry = font.faces[chainIndex[g]]
            if let face = loader.load(entry.id) {
                let shaped = ShapedFace(id: entry.id, pointSize: font.pointSize * entry.sizeFactor,
                                        syntheticOblique: entry.syntheticOblique, widthFactor: entry.widthFactor)
                let faceIndex: Int
                if let existing = faces.firstIndex(of: shaped) { faceIndex = existing } else {
                    faceIndex = faces.count
                    faces.append(shaped)
                }
                let perUnit = shaped.pointSize / Double(face.metrics.unitsPerEm)
                let perUnitX = perUnit * shaped.widthFactor
                let range = clusters.start[g]..<clusters.start[end]
                let rightToLeft = levels[g] % 2 == 1
                let output = face.shape(scalars, range: range, features: font.features, rightToLeft: rightToLeft)
                // Digits respaced evenly where the face's family asks for it (DigitSpacing).
                let digits = entry.respacesDigits ? face.digitSpacing : nil
                for h in rightToLeft ? Array(output.reversed()) : output {
                    let grapheme = h.cluster >= 0 && h.cluster < scalars.count ? scalarToGrapheme[h.cluster] : g
                    var (advance, offsetX) = (h.xAdvance, h.xOffset)
                    if let digit = digits?.spacing(of: h.glyph, tabular: font.tabularDigits) {
                        advance = digit.advance
                        offsetX += digit.shift
                    }
                    glyphs.append(ShapedGlyph(glyph: h.glyph, face: faceIndex, grapheme: grapheme,
                                              advance: Double(advance) * perUnitX,
                                              offsetX: Double(offsetX) * perUnitX,
                                              offsetY: -Double(h.yOffset) * perUnit))
                }
            }
            g = end
        }
        return (faces, glyphs)
    }

    /// Step 6: the run's tracking added after each cluster (not inside joined scripts), each glyph moved to a
    /// monotone cluster (a ligature's glyphs stay with its first cluster), and each cluster's glyph range and
    /// advance; clusters without glyphs get an empty range at their position, keeping ranges ordered.
    static func track(_ glyphs: inout [ShapedGlyph], _ clusters: Clusters,
                      trackings: [Double]) -> (glyphRanges: [Range<Int>], advances: [Double]) {
        let count = clusters.count
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
            if !isJoiningScript(clusters.firstScalars[grapheme]) { glyphs[j - 1].advance += trackings[clusters.run[grapheme]] }
            var sum = 0.0
            for k in i..<j { sum += glyphs[k].advance }
            glyphRanges[grapheme] = i..<j
            advances[grapheme] = sum
            lastGrapheme = grapheme
            i = j
        }
        var cursor = 0
        for k in 0..<count {
            if glyphRanges[k].isEmpty { glyphRanges[k] = cursor..<cursor } else { cursor = glyphRanges[k].upperBound }
        }
        return (glyphRanges, advances)
    }
}
