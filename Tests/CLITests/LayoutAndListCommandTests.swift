import Foundation
import Testing

/// `widgetrender layout` and `widgetrender list`.
@Suite struct LayoutAndListCommandTests {
    @Test func layoutPrintsOneLinePerNodeStartingWithTheWidgetFrame() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["layout", "--family", "systemSmall"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.count > 5)
        #expect(lines.first?.contains("(0, 0, 170, 170)") == true, "\(lines.first ?? "")")
        #expect(lines.contains { $0.contains("Text") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func layoutJSONIsAnObjectWithTheRootNode() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["layout", "--family", "accessoryRectangular", "--json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any]
        let size = object?["containerSize"] as? [String: Any]
        #expect(size?["width"] as? Double == 172 && size?["height"] as? Double == 76)
        #expect(object?["root"] is [String: Any])
    }

    @Test func listFamiliesShowsEveryFamilyWithItsPixelSize() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["list", "families"], in: folder)
        #expect(result.status == 0)
        for (family, width, height) in RenderCommandTests.expectedSizes {
            #expect(result.output.contains(family) && result.output.contains("\(width)×\(height) px"), "\(family)")
        }
    }

    /// `--os` lists the sizes that release lays out: iOS 26's probed iPhone sizes, the iPad's unchanged.
    @Test func listFamiliesWithAnOSListsItsSizes() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ios26 = try BuiltBinary.run(["list", "families", "--os", "ios26"], in: folder)
        #expect(ios26.status == 0)
        #expect(ios26.output.contains("systemSmall           524×524 px on iphone-430x932"))
        #expect(ios26.output.contains("accessoryInline       1110×108 px on iphone-430x932"))
        #expect(ios26.output.contains("systemExtraLarge      1590×757 px on ipad-1024x1366"))
        let ios18 = try BuiltBinary.run(["list", "families", "--os", "ios18"], in: folder)
        #expect(ios18.output.contains("systemSmall           510×510 px on iphone-430x932"))
        let wrong = try BuiltBinary.run(["list", "families", "--os", "ios17"], in: folder)
        #expect(wrong.status == 64)
    }

    @Test func listModesShowsTheSevenModes() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["list", "modes"], in: folder)
        #expect(result.output.split(separator: "\n") == ["fullColor", "accented", "clear", "tinted", "vibrant", "night",
                                                          "reducedLuminance"])
    }

    @Test func listDevicesShowsTheDefaultDevices() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["list", "devices"], in: folder)
        for device in ["iphone-430x932", "ipad-1024x1366", "watch-45mm"] {
            #expect(result.output.contains(device), "\(device)")
        }
    }
}
