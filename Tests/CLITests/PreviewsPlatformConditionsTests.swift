import Foundation
import PNGCodec
import Testing
import TestSupport

/// In the serialized previews suite (it shares the runner's build folder): `#if os(iOS)` is true in the
/// extension `previews` builds, through rewritten copies the runner compiles instead of links.
extension PreviewsCommandTests {
    /// A view that is green only where `os(iOS)` holds, and a preview that exists only there (line 14).
    static let platformFixture = """
        import SwiftUI

        struct AvatarView: View {
            var body: some View {
                #if os(iOS)
                Color.green.frame(width: 40, height: 40)
                #else
                Color.red.frame(width: 40, height: 40)
                #endif
            }
        }

        #if os(iOS) && !os(watchOS)
        #Preview("On iPhone") { AvatarView() }
        #endif

        """

    @Test func iOSConditionsAreTheOnesCompiledAndTheUsersFileStaysAsItIs() throws {
        let folder = try sources(["Avatar.swift": Self.platformFixture,
                                  "Plain.swift": "import SwiftUI\n\nstruct PlainView: View {\n    var body: some View { Text(\"plain\") }\n}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        // The label filter names the original line: the preview's place is the user's file, not the copy's.
        let arguments = ["previews", "Ext", "--module-name", "PlatformExtension", "--build-path", Self.buildPath,
                         "--filter", "Avatar.swift:14", "--schemes", "light", "-o", "out"]
        let first = try BuiltBinary.run(arguments, in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("widgetrender: platform conditions: os(iOS) true, os(watchOS)/os(macOS) false (1 file)"),
                "\(first.stderr)")
        let out = folder.appendingPathComponent("out")
        let pngs = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix("On_iPhone") }.sorted()
        #expect(!pngs.isEmpty, "\(first.stderr)")
        if let png = pngs.first {
            let image = try PNGDecoder.decode(contentsOfFile: out.appendingPathComponent(png).path)
            let pixel = image.pixel(x: image.width / 2, y: image.height / 2)
            #expect((pixel?.green ?? 0) > 150 && (pixel?.red ?? 255) < 100, "the iPhone branch draws green: \(String(describing: pixel))")
        }
        // The user's file is as it was; the runner links only the file without conditions.
        let text = try String(contentsOf: folder.appendingPathComponent("Ext/Avatar.swift"), encoding: .utf8)
        #expect(text == Self.platformFixture)
        let module = URL(fileURLWithPath: Self.buildPath).appendingPathComponent("Sources/PlatformExtension")
        #expect(!FileManager.default.fileExists(atPath: module.appendingPathComponent("Avatar.swift").path))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: module.appendingPathComponent("Plain.swift").path)) != nil)
        let settings = try String(contentsOf: module.appendingPathComponent("platform-conditions.swift"), encoding: .utf8)
        #expect(settings.contains("// platform: iOS\n") && settings.contains("// file: Avatar.swift\n"), "\(settings)")
        // A second run recompiles nothing: the copy is written only when its bytes change. (SwiftPM may run the
        // tool once more right after WidgetRender's own sources changed, when it rebuilds the plugin's tool.)
        let second = try BuiltBinary.run(arguments, in: folder)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(!second.stderr.contains("Compiling PlatformExtension"), "the second run compiles nothing: \(second.stderr)")
    }

    @Test func anErrorInsideAnIOSBranchNamesTheUsersFileLineAndColumn() throws {
        let folder = try sources(["Broken.swift": """
            import SwiftUI

            #if os(iOS)
            let count: Int = "three"
            #endif

            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["previews", "Ext", "--module-name", "PlatformBrokenExtension", "--build-path",
                                            Self.buildPath, "-o", "out"], in: folder)
        #expect(result.status == 65, "\(result.stderr)")
        let path = folder.appendingPathComponent("Ext/Broken.swift").path
        let real = folder.appendingPathComponent("Ext/Broken.swift").resolvingSymlinksInPath().path
        #expect(result.stderr.contains("\(path):4:18: error:") || result.stderr.contains("\(real):4:18: error:"),
                "\(result.stderr)")
        #expect(!result.stderr.contains(".platform.swift:"), "\(result.stderr)")
    }

    /// A device of another platform: its `os()` branch is compiled, the iPhone's is not.
    @Test(arguments: [
        ("watchOS", "watch-45mm", "os(watchOS) true, os(iOS)/os(macOS) false"),
        ("macOS", "mac", "os(macOS) true, os(iOS)/os(watchOS) false"),
    ])
    func aDeviceOfAnotherPlatformCompilesItsBranches(_ platform: String, _ device: String, _ conditions: String) throws {
        let folder = try sources(["Place.swift": """
            import SwiftUI

            #if os(\(platform))
            #Preview("On \(platform)") { Color.green.frame(width: 20, height: 20) }
            #elseif os(iOS)
            #Preview("On iPhone") { Color.red.frame(width: 20, height: 20) }
            #endif

            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["previews", "Ext", "--module-name", "Platform\(platform)Extension", "--build-path",
                                            Self.buildPath, "--device", device, "--schemes", "light", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("widgetrender: platform conditions: \(conditions) (1 file)"), "\(result.stderr)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)) ?? []
        #expect(names.contains { $0.hasPrefix("On_\(platform)") } && !names.contains { $0.hasPrefix("On_iPhone") }, "\(names)")
    }
}
