import Foundation
import PNGCodec
import Testing
import TestSupport

/// `--locale` drives how a document's dates are written: the same document in
/// several locales, checked by its layout dump (exact strings) and by goldens
/// (`Goldens/locale/dates/systemSmall-<locale>.png`, each looked at).
@Suite struct LocaleFormattingCommandTests {
    static let document = """
        {"name": "dates", "families": ["systemSmall"],
         "body": {"VStack": [
           {"Text": {"date": "2024-06-05T09:41:00Z", "style": "date"}, "modifiers": [{"font": "headline"}]},
           {"Text": {"date": "2024-06-05T15:41:00Z", "style": "time"}, "modifiers": [{"font": "largeTitle"}]},
           {"Text": {"date": "2024-06-05T11:46:00Z", "style": "relative"}, "modifiers": [{"foregroundStyle": "secondary"}]}
         ]}}
        """

    func writeDocument(in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("dates.json").path
        try Self.document.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The document's three texts at the default date (09:41 UTC) in `locale`.
    @Test(arguments: [
        ("en_US", ["June 5, 2024", "3:41 PM", "2 hr, 5 min"]),
        ("de_DE", ["5. Juni 2024", "15:41", "2 Std., 5 Min."]),
        ("ja_JP", ["2024年6月5日", "15:41", "2時間 5分"]),
        ("he_IL", ["5 ביוני 2024", "15:41", "שעתיים ו5 דק׳"]),
        ("ar_EG", ["٥ يونيو، ٢٠٢٤", "٣:٤١\u{00A0}م", "٢ س ٥ د"]),
    ])
    func layoutShowsTheDatesInTheLocale(locale: String, expected: [String]) throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try writeDocument(in: folder)
        let result = try BuiltBinary.run(["layout", path, "--locale", locale], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        for text in expected {
            #expect(result.output.contains("Text \"\(text)\""), "\(locale): \(text) in \(result.output)")
        }
    }

    @Test(arguments: ["de_DE", "ja_JP", "ar_EG"])
    func datesInTheLocaleMatchTheGolden(locale: String) throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try writeDocument(in: folder)
        let result = try BuiltBinary.run([path, "--locale", locale, "-o", "out.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("warning"), "no missing-glyph warning: \(result.stderr)")
        let image = try PNGDecoder.decode(contentsOfFile: folder.appendingPathComponent("out.png").path)
        expectGolden(rgba: image.rgba, width: image.width, height: image.height, suite: "locale/dates",
                     name: "systemSmall-\(locale)")
    }
}
