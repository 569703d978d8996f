import Foundation
import PNGCodec
import Testing
import TestSupport

/// `gallery --locales`: a locale axis whose files and tiles name the locale and whose
/// layout direction follows the locale's language, the same renders `render --locale` writes.
@Suite struct GalleryLocaleAxisTests {
    @Test func localeAxisNamesEachFileAndMatchesRenderWithThatLocale() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gallery = try BuiltBinary.run(["gallery", "--families", "systemSmall", "--modes", "fullColor",
                                             "--schemes", "light", "--locales", "en_US, ar_EG", "-o", "out"], in: folder)
        #expect(gallery.status == 0, "\(gallery.stderr)")
        let out = folder.appendingPathComponent("out")
        let renders = try FileManager.default.contentsOfDirectory(atPath: out.path)
            .filter { $0.hasSuffix(".png") && $0 != "contact-sheet.png" }.sorted()
        #expect(renders == ["systemSmall-fullColor-ar_EG.png", "systemSmall-fullColor-en_US.png"])
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("fullColor ar_EG") && index.contains("fullColor en_US"))

        let render = try BuiltBinary.run(["--family", "systemSmall", "--locale", "ar_EG"], in: folder)
        #expect(render.status == 0, "\(render.stderr)")
        let rendered = try PNGDecoder.decode(
            contentsOfFile: folder.appendingPathComponent("habit-systemSmall-fullColor-ar_EG.png").path)
        let arabic = try PNGDecoder.decode(contentsOfFile: out.appendingPathComponent("systemSmall-fullColor-ar_EG.png").path)
        let english = try PNGDecoder.decode(contentsOfFile: out.appendingPathComponent("systemSmall-fullColor-en_US.png").path)
        #expect(arabic.rgba == rendered.rgba, "the gallery's ar_EG tile is render --locale ar_EG")
        #expect(arabic.rgba != english.rgba, "ar_EG lays out right to left")
        expectGolden(rgba: english.rgba, width: english.width, height: english.height, suite: "examples/habit",
                     name: "systemSmall-fullColor")
    }

    @Test func galleryRejectsABadLocaleInItsList() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["gallery", "--locales", "en_US,not a locale"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--locales") && result.stderr.contains("\"not a locale\""), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func galleryRefusesMoreThanSixteenLocales() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let many = (0..<17).map { "en_\(String(UnicodeScalar(UInt8(65 + $0))))A" }.joined(separator: ",")
        let result = try BuiltBinary.run(["gallery", "--locales", many], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.contains("17 locales, over the limit of 16"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
