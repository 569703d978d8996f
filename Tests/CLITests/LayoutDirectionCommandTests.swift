import Foundation
import Testing

/// `--layout-direction` and `--locale` on render and layout.
@Suite struct LayoutDirectionCommandTests {
    /// The x of the first line of `layout` output naming `text`.
    func x(of text: String, in output: String) -> Double? {
        guard let line = output.split(separator: "\n").first(where: { $0.contains(text) }),
              let open = line.firstIndex(of: "("), let comma = line[open...].firstIndex(of: ",") else { return nil }
        return Double(line[line.index(after: open)..<comma])
    }

    @Test func rightToLeftMirrorsTheLayout() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ltr = try BuiltBinary.run(["layout", "--family", "systemSmall"], in: folder)
        let rtl = try BuiltBinary.run(["layout", "--family", "systemSmall", "--layout-direction", "rtl"], in: folder)
        #expect(ltr.status == 0 && rtl.status == 0, "\(ltr.stderr) \(rtl.stderr)")
        // The habit title "Water" is at the leading edge: left in LTR, right in RTL (the widget is 170 pt wide).
        let left = try #require(x(of: "Text \"Water\"", in: ltr.output))
        let right = try #require(x(of: "Text \"Water\"", in: rtl.output))
        #expect(left < 85 && right > 85, "\(left) \(right)")
    }

    @Test func anArabicLocaleLaysOutRightToLeftAndNamesTheFile() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["--family", "systemSmall", "--locale", "ar_EG"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(
            atPath: folder.appendingPathComponent("habit-systemSmall-fullColor-ar_EG.png").path))
    }

    @Test func anExplicitDirectionWinsOverTheLocale() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["--family", "systemSmall", "--locale", "he_IL", "--layout-direction",
                                            "leftToRight"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(
            atPath: folder.appendingPathComponent("habit-systemSmall-fullColor-he_IL.png").path))
    }

    @Test func badDirectionAndLocaleAreUsageErrors() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let direction = try BuiltBinary.run(["--layout-direction", "sideways"], in: folder)
        #expect(direction.status == 64)
        #expect(direction.stderr.contains("\"sideways\"") && direction.stderr.contains("rightToLeft"), "\(direction.stderr)")
        let locale = try BuiltBinary.run(["--locale", "not a locale!"], in: folder)
        #expect(locale.status == 64)
        #expect(locale.stderr.contains("--locale"), "\(locale.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
