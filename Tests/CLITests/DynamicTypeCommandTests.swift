import Foundation
import PNGCodec
import Testing
import TestSupport

/// `--dynamic-type` on render and layout, `--dynamic-type-sizes` as a gallery axis, and the goldens of the
/// default example at xSmall, Large and AX5: `Goldens/dynamic-type/habit/<family>-fullColor[-SIZE].png`.
@Suite struct DynamicTypeCommandTests {
    @Test func renderNamesTheFileAfterANonDefaultSize() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["--family", "systemSmall", "--dynamic-type", "AX5"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("habit-systemSmall-fullColor-AX5.png").path))
    }

    @Test func renderAtLargeKeepsTheUsualName() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["--family", "systemSmall", "--dynamic-type", "large"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("habit-systemSmall-fullColor.png").path))
    }

    @Test func layoutShowsTheScaledTextSize() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let large = try BuiltBinary.run(["layout", "--family", "systemSmall"], in: folder)
        let ax3 = try BuiltBinary.run(["layout", "--family", "systemSmall", "--dynamic-type", "accessibility3"],
                                        in: folder)
        #expect(large.status == 0 && ax3.status == 0, "\(large.stderr) \(ax3.stderr)")
        // The habit title is `.headline`: 17 pt at Large, 40 pt at AX3 (HIG).
        #expect(large.output.contains("Text \"Water\"") && large.output.contains("\"Water\" 17pt semibold"),
                "\(large.output)")
        #expect(ax3.output.contains("\"Water\" 40pt semibold"), "\(ax3.output)")
    }

    @Test func unknownSizeIsAUsageErrorListingTheSizes() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["--dynamic-type", "huge"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.contains("\"huge\"") && result.stderr.contains("xSmall") && result.stderr.contains("AX5"),
                "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func galleryRejectsAnUnknownSizeInItsList() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["gallery", "--dynamic-type-sizes", "large,AX9"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.contains("\"AX9\""), "\(result.stderr)")
    }

    /// The gallery with sizes as an axis: one file per size, named by it, matching the goldens; the
    /// Large render is the example's existing golden, pixel for pixel.
    @Test func galleryAxisRendersTheDefaultExampleAtXSmallLargeAndAX5() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["gallery", "--families", "systemSmall,systemMedium", "--modes", "fullColor",
                                            "--schemes", "light", "--dynamic-type-sizes", "xSmall,large,AX5",
                                            "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let out = folder.appendingPathComponent("out")
        let renders = try FileManager.default.contentsOfDirectory(atPath: out.path)
            .filter { $0.hasSuffix(".png") && $0 != "contact-sheet.png" }.sorted()
        #expect(renders == ["systemMedium-fullColor-AX5.png", "systemMedium-fullColor-xSmall.png",
                            "systemMedium-fullColor.png", "systemSmall-fullColor-AX5.png",
                            "systemSmall-fullColor-xSmall.png", "systemSmall-fullColor.png"])
        for file in renders {
            let image = try PNGDecoder.decode(contentsOfFile: out.appendingPathComponent(file).path)
            let suite = file.contains("-AX5") || file.contains("-xSmall") ? "dynamic-type/habit" : "examples/habit"
            expectGolden(rgba: image.rgba, width: image.width, height: image.height, suite: suite,
                         name: String(file.dropLast(4)))
        }
        let small = try PNGDecoder.decode(contentsOfFile: out.appendingPathComponent("systemSmall-fullColor.png").path)
        let ax5 = try PNGDecoder.decode(contentsOfFile: out.appendingPathComponent("systemSmall-fullColor-AX5.png").path)
        #expect(small.rgba != ax5.rgba, "AX5 must change the pixels")
    }
}
