import Graphics
import Testing
@testable import Typography

/// The colour bitmap face kind: Noto Color Emoji through FreeType's FT_LOAD_COLOR, metrics from HarfBuzz.
@Suite struct ColorBitmapFaceTests {
    func emojiFace(_ registry: FontRegistry) throws -> FontFace {
        let id = try #require(registry.descriptors.first { $0.family == .notoColorEmoji }?.id)
        return try registry.face(id)
    }

    @Test func theEmojiFaceIsAColourBitmapFaceWithNotosMetrics() throws {
        let face = try emojiFace(try TestFonts.registry())
        #expect(face.isColorBitmap)
        #expect(face.metrics.unitsPerEm == 2048)
        #expect(face.metrics.ascender == 1900)
        #expect(face.metrics.descender == 500)
        let fire = try #require(face.glyph(for: "🔥"))
        #expect(face.advance(of: fire) == 2550)
        #expect(face.outline(of: fire) == nil)
    }

    @Test func outlineFacesHaveNoColourImages() throws {
        let registry = try TestFonts.registry()
        let inter = try registry.face(registry.resolve(.body).primary.id)
        #expect(!inter.isColorBitmap)
        #expect(inter.colorBitmap(of: 36) == nil)
    }

    @Test func aGlyphImageIsTheStrikesPremultipliedRGBA() throws {
        let face = try emojiFace(try TestFonts.registry())
        let fire = try #require(face.glyph(for: "🔥"))
        let bitmap = try #require(face.colorBitmap(of: fire))
        #expect(bitmap.pixelsPerEm == 109)
        #expect(bitmap.width == 136)
        #expect(bitmap.height == 128)
        #expect(bitmap.left == 0)
        #expect(bitmap.top == 101)
        #expect(bitmap.rgba.count == 136 * 128 * 4)
        var premultiplied = true, opaque = 0, colourful = 0
        for i in stride(from: 0, to: bitmap.rgba.count, by: 4) {
            let (r, g, b, a) = (bitmap.rgba[i], bitmap.rgba[i + 1], bitmap.rgba[i + 2], bitmap.rgba[i + 3])
            if r > a || g > a || b > a { premultiplied = false }
            if a == 255 { opaque += 1 }
            if a == 255, r > 200, g < 160, b < 80 { colourful += 1 }  // the flame's orange
        }
        #expect(premultiplied)
        #expect(opaque > 3000)
        #expect(colourful > 500)
    }

    @Test func theStrikeScalesToTheTextSizeOnTheBaseline() throws {
        // Metrics scaled from the strike: at 17 pt one emoji advances 17 × 2550/2048 pt plus the tracking.
        let registry = try TestFonts.registry()
        let layout = try TextLayoutEngine(registry: registry).layout("🔥🔥", font: .body, proposedWidth: nil)
        let run = try #require(layout.glyphRuns.first)
        #expect(run.pointSize == 17)
        let step = run.positions[1].x - run.positions[0].x
        let tracking = try registry.resolve(.body).tracking
        #expect(abs(step - (17 * 2550 / 2048 + tracking)) < 1e-9)
        #expect(run.positions[0].y == layout.firstBaseline)
    }

    @Test func decodingIsDeterministicAcrossRegistries() throws {
        let first = try emojiFace(try FontRegistry.bundled())
        let second = try emojiFace(try FontRegistry.bundled())
        for scalar: Unicode.Scalar in ["🔥", "🇯", "😀"] {
            let glyph = try #require(first.glyph(for: scalar))
            #expect(first.colorBitmap(of: glyph) == second.colorBitmap(of: glyph))
        }
    }

    @Test func aTruncatedColourFontIsAnErrorNotACrash() throws {
        let registry = try TestFonts.registry()
        let path = try emojiFace(registry).path
        let bytes = try FontBytes(contentsOf: path, limit: 64 << 20)
        var prefix = [UInt8](repeating: 0, count: 4096)
        for i in 0..<prefix.count { prefix[i] = bytes.base.load(fromByteOffset: i, as: UInt8.self) }
        #expect(throws: TypographyError.self) {
            _ = try FontFace(id: FaceID(rawValue: 0), path: "truncated.ttf", bytes: FontBytes(copying: prefix),
                             library: registry.library)
        }
    }
}
