import Foundation
import PNGCodec
import Testing
import TestSupport

/// In the serialized previews suite (it shares the runner's build folder).
extension PreviewsCommandTests {
    /// A widget-extension folder as Xcode's SiriKit widget template leaves it — Swift files using the
    /// `ConfigurationIntent`, `Accent` and `Place` classes Xcode generates, and the `.intentdefinition` they come
    /// from — is rendered: the runner applies IntentDefinitionPlugin to the module.
    @Test func aFolderWithAnIntentDefinitionGetsItsGeneratedClasses() throws {
        let fixture = repositoryRoot.appendingPathComponent("Tests/IntentDefinitionFixture")
        var files: [String: String] = [:]
        for name in ["IntentDefinitionFixture.swift", "IntentHandler.swift", "IntentDefinitionFixture.intentdefinition"] {
            files[name] = try String(contentsOf: fixture.appendingPathComponent(name), encoding: .utf8)
        }
        let folder = try sources(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["previews", "Ext", "--build-path", Self.buildPath, "--modes", "fullColor",
                                          "--schemes", "light", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let outputs = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)
        #expect(outputs.contains("IntentDefinitionFixture_Previews-0-systemSmall-fullColor.png"), "\(outputs)")
        let image = try PNGDecoder.decode(contentsOfFile: folder.appendingPathComponent(
            "out/IntentDefinitionFixture_Previews-0-systemSmall-fullColor.png").path)
        #expect(image.width > 0)
    }
}
