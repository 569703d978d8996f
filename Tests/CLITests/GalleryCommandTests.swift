import Foundation
import PNGCodec
import Testing

/// `widgetrender gallery`: the files it writes, its determinism across threads, partial failures.
@Suite struct GalleryCommandTests {
    func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func writesEveryModeAndTheDarkSchemeOnlyWhereItMatters() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["gallery", "--families", "systemSmall", "--output", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try files(in: folder.appendingPathComponent("out")) == [
            "contact-sheet.png", "index.html",
            "systemSmall-accented.png",
            "systemSmall-fullColor-dark.png", "systemSmall-fullColor.png",
            "systemSmall-night.png", "systemSmall-reducedLuminance.png", "systemSmall-vibrant.png",
        ])
        // Accented dark is rendered, found identical to accented light, and not written.
        #expect(result.output.contains("6 of 6 renders"), "\(result.output)")
        #expect(result.output.range(of: #"[0-9.]+ s"#, options: .regularExpression) != nil, "prints the time taken")
    }

    @Test func defaultFolderIsNamedAfterTheWidget() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["gallery", "--families", "accessoryInline", "--modes", "vibrant"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try files(in: folder.appendingPathComponent("habit-gallery")) == [
            "accessoryInline-vibrant.png", "contact-sheet.png", "index.html",
        ])
    }

    @Test func neverFullColourFamiliesAreLeftOut() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["gallery", "--families", "accessoryCircular", "--modes", "fullColor,vibrant",
                                            "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try files(in: folder.appendingPathComponent("out")).filter { $0.hasSuffix("r.png") || $0.hasPrefix("accessory") }
                == ["accessoryCircular-vibrant.png"])
    }

    @Test func indexPageShowsEveryRender() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["gallery", "--families", "systemMedium", "--modes", "fullColor", "-o", "out"],
                                           in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: folder.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(html.contains("<img src=\"systemMedium-fullColor.png\""))
        #expect(html.contains("<img src=\"systemMedium-fullColor-dark.png\""))
        #expect(html.contains("contact-sheet.png"))
    }

    @Test func aDarkRenderIdenticalToItsLightTwinIsNotWrittenAndTheLightTileSaysSo() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The weather widget's own blue background does not change with the scheme.
        let result = try BuiltBinary.run(["gallery", "--example", "weather", "--families", "systemSmall", "--modes", "fullColor",
                                            "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try files(in: folder.appendingPathComponent("out")) == ["contact-sheet.png", "index.html",
                                                                         "systemSmall-fullColor.png"])
        #expect(result.output.contains("1 of 1 renders"), "\(result.output)")
        let html = try String(contentsOf: folder.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(html.contains("fullColor (= dark)"))
    }

    @Test func aDarkRenderIsKeptWhenNoLightOneIsAsked() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["gallery", "--example", "weather", "--families", "systemSmall", "--modes", "fullColor",
                                            "--schemes", "dark", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try files(in: folder.appendingPathComponent("out")) == ["contact-sheet.png", "index.html",
                                                                         "systemSmall-fullColor-dark.png"])
    }

    @Test func oneThreadAndAllThreadsWriteTheSameBytes() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["gallery", "--families", "systemSmall,accessoryRectangular", "--modes", "fullColor,accented,vibrant"]
        let serial = try BuiltBinary.run(arguments + ["--jobs", "1", "-o", "serial"], in: folder)
        let parallel = try BuiltBinary.run(arguments + ["--jobs", "4", "-o", "parallel"], in: folder)
        #expect(serial.status == 0 && parallel.status == 0, "\(serial.stderr) \(parallel.stderr)")
        let names = try files(in: folder.appendingPathComponent("serial"))
        #expect(names == (try files(in: folder.appendingPathComponent("parallel"))))
        #expect(names.count == 7)   // systemSmall 4 (accented dark equals light), accessoryRectangular vibrant, the sheet, the page
        for name in names {
            let a = try Data(contentsOf: folder.appendingPathComponent("serial/\(name)"))
            let b = try Data(contentsOf: folder.appendingPathComponent("parallel/\(name)"))
            #expect(a == b, "\(name) differs between --jobs 1 and --jobs 4")
        }
    }

    @Test func aFailedRenderDoesNotStopTheOthersAndExitsThree() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A folder where one PNG should go makes that one write fail.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out/systemSmall-vibrant.png"),
                                                withIntermediateDirectories: true)
        let result = try BuiltBinary.run(["gallery", "--families", "systemSmall", "--modes", "fullColor,vibrant,night",
                                            "-o", "out"], in: folder)
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.contains("systemSmall-vibrant"), "\(result.stderr)")
        for name in ["systemSmall-fullColor.png", "systemSmall-night.png", "contact-sheet.png", "index.html"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/\(name)").path), "\(name)")
        }
    }

    @Test func contactSheetIsAValidPNG() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["gallery", "--families", "accessoryCircular", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let sheet = try PNGDecoder.decode(contentsOfFile: folder.appendingPathComponent("out/contact-sheet.png").path)
        #expect(sheet.width > 76 && sheet.height > 76)
    }
}
