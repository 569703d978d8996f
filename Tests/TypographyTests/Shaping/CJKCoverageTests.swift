import Graphics
import Testing
@testable import Typography

/// The bundled CJK subset covers everyday Chinese, Japanese and Korean (Fonts/README.md).
@Suite struct CJKCoverageTests {
    func layout(_ text: String) throws -> TextLayout {
        try TextLayoutEngine(registry: try TestFonts.registry()).layout(text, font: .body, proposedWidth: nil)
    }

    @Test(arguments: ["今日は東京で会議があります。", "カタカナとひらがな、「括弧」", "我们明天去北京开会。", "안녕하세요, 세계!",
                      "経済産業省の報告書", "ＡＢＣ１２３（全角）"])
    func everydayTextHasNoMissingCharacters(_ text: String) throws {
        #expect(try layout(text).missingCharacters.isEmpty)
    }

    @Test func ideographsAreSetInTheCJKFaceAndLatinInInter() throws {
        let registry = try TestFonts.registry()
        let runs = try layout("10時").glyphRuns
        let families = runs.map { registry.descriptors[Int($0.face.rawValue)].family }
        #expect(families == [.inter, .notoSansCJK])
    }

    @Test func charactersOutsideTheSubsetAreReportedNotDropped() throws {
        // U+20B9F (𠮟, JIS X 0213 only) is not in the subset.
        #expect(try layout("𠮟る").missingCharacters == ["𠮟"])
    }

    @Test func ideographsWrapOneByOneAtANarrowWidth() throws {
        let engine = TextLayoutEngine(registry: try TestFonts.registry())
        let layout = try engine.layout("東京本社の会議室", font: .body, proposedWidth: 40, displayScale: 3)
        #expect(layout.lines.count >= 3)
        #expect(layout.lines.allSatisfy { $0.width <= 40 + 1e-6 })
    }
}
