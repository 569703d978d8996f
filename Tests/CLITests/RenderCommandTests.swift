import Foundation
import PNGCodec
import Testing

/// `widgetrender [render]` run as a program: sizes, output files, stdout, failures.
@Suite struct RenderCommandTests {
    /// Pixel size of every family on its default device (DESIGN.md §4).
    static let expectedSizes: [(family: String, width: Int, height: Int)] = [
        ("systemSmall", 510, 510), ("systemMedium", 1092, 510), ("systemLarge", 1092, 1146),
        ("systemExtraLarge", 1590, 757), ("accessoryCircular", 228, 228), ("accessoryRectangular", 516, 228),
        ("accessoryInline", 771, 78), ("accessoryCorner", 76, 76),
    ]
    static let modes = ["fullColor", "accented", "vibrant", "night", "reducedLuminance"]

    @Test(arguments: expectedSizes)
    func everyModeOfTheDefaultExampleHasTheFamilysPixelSize(_ expected: (family: String, width: Int, height: Int)) throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for mode in Self.modes {
            let result = try BuiltBinary.run(["--family", expected.family, "--mode", mode], in: folder)
            #expect(result.status == 0, "\(expected.family) \(mode): \(result.stderr)")
            let file = folder.appendingPathComponent("habit-\(expected.family)-\(mode).png")
            let image = try PNGDecoder.decode(contentsOfFile: file.path)
            #expect(image.width == expected.width && image.height == expected.height,
                    "\(expected.family) \(mode): \(image.width)×\(image.height)")
        }
    }

    @Test func noArgumentsRendersTheDefaultExampleAsASmallFullColourWidget() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run([], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGDecoder.decode(contentsOfFile: folder.appendingPathComponent("habit-systemSmall-fullColor.png").path)
        #expect(image.width == 510 && image.height == 510)
    }

    @Test func darkSchemeAddsTheDarkSuffixToTheDefaultName() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["render", "--family", "system-medium", "--scheme", "dark"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("habit-systemMedium-fullColor-dark.png").path))
    }

    @Test func dashOutputWritesAValidPNGToStdout() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["--family", "accessoryCircular", "--mode", "vibrant", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGDecoder.decode(result.stdout)
        #expect(image.width == 228 && image.height == 228)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func outputOptionNamesTheFile() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["--family", "systemSmall", "--output", "widget.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["widget.png"])
    }

    @Test func outputIntoAMissingFolderIsAnIOErrorAndWritesNothing() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["--family", "systemSmall", "-o", "missing/widget.png"], in: folder)
        #expect(result.status == 74)
        #expect(result.stderr.contains("missing/widget.png"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func deviceAndScaleChangeThePixelSize() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["--family", "systemSmall", "--device", "iphone-375x667", "-o", "a.png"],
                                           in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGDecoder.decode(contentsOfFile: folder.appendingPathComponent("a.png").path)
        #expect(image.width == 296 && image.height == 296)   // 148 pt @2x
        let scaled = try BuiltBinary.run(["--family", "systemSmall", "--scale", "1", "-o", "b.png"], in: folder)
        #expect(scaled.status == 0, "\(scaled.stderr)")
        let small = try PNGDecoder.decode(contentsOfFile: folder.appendingPathComponent("b.png").path)
        #expect(small.width == 170 && small.height == 170)
    }

    @Test func everyBuiltInExampleRendersAsASmallWidget() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = try BuiltBinary.run(["list", "examples"], in: folder)
        let names = list.output.split(separator: "\n").filter { !$0.hasPrefix(" ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(names.count >= 4, "\(list.output)")
        for name in names {
            let result = try BuiltBinary.run(["--example", name, "-o", "\(name).png"], in: folder)
            #expect(result.status == 0, "\(name): \(result.stderr)")
        }
    }
}
