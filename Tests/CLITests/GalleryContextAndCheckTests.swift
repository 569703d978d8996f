import Foundation
import PNGCodec
import Testing
import TestSupport

/// `gallery --contexts` (the gallery shows the places a widget appears) and `gallery --check`
/// (item 2: the legibility check over the gallery's matrix).
@Suite struct GalleryContextAndCheckTests {
    @Test func contextsAddTheirRendersAndEachIsWhatRenderDrawsThere() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gallery = try BuiltBinary.run(["gallery", "--families", "systemSmall,accessoryRectangular",
                                             "--modes", "fullColor,vibrant,night", "--schemes", "light",
                                             "--contexts", "lockScreen,standBy,iPadLockScreen", "-o", "out"], in: folder)
        #expect(gallery.status == 0, "\(gallery.stderr)")
        let out = folder.appendingPathComponent("out")
        let renders = Set(try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") })
        #expect(renders.isSuperset(of: ["systemSmall-fullColor-standBy.png", "systemSmall-night-standBy.png",
                                        "systemSmall-vibrant-iPadLockScreen.png",
                                        "accessoryRectangular-vibrant-lockScreen.png"]), "\(renders.sorted())")
        #expect(!renders.contains { $0.hasPrefix("accessoryRectangular") && $0.contains("standBy") },
                "StandBy shows systemSmall only: \(renders.sorted())")
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("night standBy") && index.contains("vibrant lockScreen"))

        let render = try BuiltBinary.run(["--family", "accessoryRectangular", "--mode", "vibrant",
                                            "--context", "lockScreen"], in: folder)
        #expect(render.status == 0, "\(render.stderr)")
        let alone = try PNGDecoder.decode(
            contentsOfFile: folder.appendingPathComponent("habit-accessoryRectangular-vibrant-lockScreen.png").path)
        let tile = try PNGDecoder.decode(
            contentsOfFile: out.appendingPathComponent("accessoryRectangular-vibrant-lockScreen.png").path)
        #expect(tile.rgba == alone.rgba, "the gallery's Lock Screen render is render --context lockScreen")
        expectGolden(rgba: tile.rgba, width: tile.width, height: tile.height, suite: "contexts",
                     name: "lockScreen-accessoryRectangular-light")
    }

    @Test func anUnknownContextIsAUsageErrorWithASuggestionAndWritesNothing() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["gallery", "--contexts", "standBy,lockscren", "-o", "out"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--contexts: unknown context \"lockscren\"; did you mean lockScreen?"),
                "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func checkWritesTheGalleryThenReportsFindingsAndExitsOne() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["gallery", "--example", "events", "--families", "systemMedium",
                                            "--modes", "fullColor", "--schemes", "light", "--check", "-o", "out"],
                                           in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.output.contains("systemMedium fullColor light homeScreen: Text"), "\(result.output)")
        #expect(result.stderr.contains("events:") && result.stderr.contains("finding"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/contact-sheet.png").path))
    }

    @Test func checkOfAWidgetWithoutFindingsExitsZero() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["gallery", "--families", "accessoryCircular", "--modes", "vibrant",
                                            "--check", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.output)\(result.stderr)")
        #expect(result.stderr.contains("habit: no findings"), "\(result.stderr)")
    }
}

/// The gallery as a whole is bounded: renders × layout nodes ≤ 2 000 000, checked before anything
/// is written.
@Suite struct GalleryBudgetTests {
    /// A document of `views` texts, each with `paddings` padding modifiers, in every system family.
    func document(views: Int, paddings: Int) -> String {
        let modifiers = Array(repeating: "{\"padding\": 1}", count: paddings).joined(separator: ",")
        let view = "{\"Text\": \"x\", \"modifiers\": [\(modifiers)]}"
        return "{\"name\": \"big\", \"families\": [\"systemSmall\", \"systemMedium\", \"systemLarge\", \"systemExtraLarge\"], "
            + "\"body\": {\"VStack\": [\(Array(repeating: view, count: views).joined(separator: ","))]}}"
    }

    @Test func aGalleryOverTheBudgetIsRefusedBeforeWritingAnything() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // ≈ 1 000 × 41 ≈ 41 000 nodes per render; 22 renders of the four system families ≈ 900 000 — under;
        // with both Dynamic Type sizes doubled again by two locales (88 renders) ≈ 3.6 M — over.
        try document(views: 1_000, paddings: 40).write(to: folder.appendingPathComponent("big.json"), atomically: true,
                                                       encoding: .utf8)
        let result = try BuiltBinary.run(["gallery", "big.json", "--dynamic-type-sizes", "large,AX5",
                                            "--locales", "en_US,de_DE", "-o", "out"], in: folder)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("over the gallery budget of 2000000"), "\(result.stderr)")
        #expect(result.stderr.contains("render fewer combinations"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func theBudgetCountsTheRendersOfThePlan() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try document(views: 1_000, paddings: 40).write(to: folder.appendingPathComponent("big.json"), atomically: true,
                                                       encoding: .utf8)
        // One family, one mode, one scheme: one render, well under.
        let result = try BuiltBinary.run(["gallery", "big.json", "--families", "systemSmall", "--modes", "fullColor",
                                            "--schemes", "light", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/systemSmall-fullColor.png").path))
    }
}
