import Foundation
import Testing
import TestSupport

/// `widgetrender previews PATH`: what it accepts, what it refuses, and that a refused or failed run
/// writes nothing. The tests that build a runner share one build folder (`.build/previews-tests-runner`),
/// so WidgetRender is compiled for it once per checkout; they run one at a time.
@Suite(.serialized) struct PreviewsCommandTests {
    /// The runner package folder every building test uses.
    static let buildPath = repositoryRoot.appendingPathComponent(".build/previews-tests-runner").path

    /// A temporary folder holding `files` (relative path → Swift text).
    func sources(_ files: [String: String]) throws -> URL {
        let folder = try CommandRunner.temporaryFolder()
        for (name, text) in files {
            let file = folder.appendingPathComponent("Ext/" + name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return folder
    }

    // MARK: Refused before anything is built

    @Test func missingPathIsAnInputErrorNamingIt() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["previews", "NoSuchExtension", "-o", "out"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderr.contains("NoSuchExtension: no such folder"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func aFileIsNotAnExtensionFolder() throws {
        let folder = try sources(["Widget.swift": "import WidgetKit\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["previews", "Ext/Widget.swift"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderr.contains("is a file, not a folder"), "\(result.stderr)")
    }

    @Test func folderWithoutPackageOrSwiftFilesIsAnInputError() throws {
        let folder = try sources(["README.md": "no sources here\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["previews", "Ext", "-o", "out"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderr.contains("holds no Package.swift and no .swift files"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func aFolderThatIsNotWidgetRenderIsRefusedAsItsPackage() throws {
        let folder = try sources(["Widget.swift": "import WidgetKit\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["previews", "Ext", "--widgetrender-package", folder.path], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.contains("is not WidgetRender's package"), "\(result.stderr)")
        #expect(result.stderr.contains("--widgetrender-package"), "\(result.stderr)")
    }

    @Test func unknownModeIsAUsageError() throws {
        let folder = try sources(["Widget.swift": "import WidgetKit\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["previews", "Ext", "--modes", "vibrnt"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.contains("vibrant"), "suggests the mode: \(result.stderr)")
    }

    // MARK: Built

    @Test func sourceThatDoesNotCompileShowsFileLineColumnAndWritesNothing() throws {
        let folder = try sources([
            "Broken.swift": """
                import SwiftUI
                import WidgetKit

                struct BrokenView: View {
                    var body: some View { Text(undefinedName) }
                }

                """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["previews", "Ext", "--module-name", "BrokenExtension", "--build-path",
                                            Self.buildPath, "-o", "out"], in: folder)
        #expect(result.status == 65, "\(result.stderr)")
        // The compiler's own message, at the user's file (not the runner's link to it).
        let real = folder.appendingPathComponent("Ext/Broken.swift").resolvingSymlinksInPath().path
        let path = folder.appendingPathComponent("Ext/Broken.swift").path
        #expect(result.stderr.contains("\(path):5:32: error:") || result.stderr.contains("\(real):5:32: error:"),
                "\(result.stderr)")
        #expect(result.stderr.contains("undefinedName"), "\(result.stderr)")
        #expect(result.stderr.contains("does not build against WidgetRender"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func extensionWithoutPreviewsSaysNoneWereFound() throws {
        let folder = try sources([
            "PlainWidget.swift": """
                import SwiftUI
                import WidgetKit

                struct PlainView: View {
                    var body: some View { Text("No previews") }
                }

                """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["previews", "Ext", "--module-name", "PlainExtension", "--build-path",
                                            Self.buildPath, "-o", "out"], in: folder)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("no previews found"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}
