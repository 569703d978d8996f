import Foundation
import Testing
import TestSupport

/// After a failed build, `previews` sorts the compiler's errors: Apple API WidgetRender lacks, modules not in
/// the build, names declared outside the extension's folder, frameworks a renderer cannot provide.
/// In the serialized previews suite: it shares the runner's build folder (WidgetRender compiled once).
extension PreviewsCommandTests {
    /// A project folder (marked by `.git`) holding `files` (relative path → Swift text).
    func portProject(_ files: [String: String]) throws -> URL {
        let folder = try BuiltBinary.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for (name, text) in files {
            let file = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return folder
    }

    func portPreviews(_ folder: URL) throws -> RunResult {
        try BuiltBinary.run(["previews", "Ext", "--module-name", "PortExtension", "--build-path",
                             PreviewsCommandTests.buildPath, "-o", "out"], in: folder)
    }

    @Test func thePortReportTellsOutsideTypesFromMissingAppleAPI() throws {
        let folder = try portProject([
            "App/Models/Hero.swift": "struct Hero { var name: String }\nfunc heroOfTheDay() -> Hero { Hero(name: \"Spouty\") }\n",
            "Ext/HeroWidget.swift": """
                import SwiftUI
                import WidgetKit

                struct HeroView: View {
                    var hero: Hero = heroOfTheDay()
                    var body: some View {
                        Text(hero.name).modifierAppleHasButWidgetRenderLacks()
                    }
                }
                let collection = INWidgetRenderNeverDeclaresThis()
                let mystery = somethingFromAPackage()

                """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try portPreviews(folder)
        #expect(result.status == 65, "\(result.stderr)")
        let text = result.stderr.split(separator: "\n").drop { !$0.hasPrefix("port report:") }.joined(separator: "\n")
        #expect(text.hasPrefix("port report: "), "\(result.stderr)")
        #expect(text.contains("Apple API WidgetRender does not provide yet"), "\(text)")
        #expect(text.contains("Text.modifierAppleHasButWidgetRenderLacks: "), "\(text)")
        #expect(text.contains("INWidgetRenderNeverDeclaresThis: "), "\(text)")
        #expect(text.contains("names declared outside the extension's folder"), "\(text)")
        #expect(text.contains("Hero (declared in ") && text.contains("App/Models/Hero.swift)"), "\(text)")
        #expect(text.contains("heroOfTheDay (declared in "), "\(text)")
        #expect(text.contains("somethingFromAPackage: "), "\(text)")
        #expect(text.contains("HeroWidget.swift:"), "\(text)")
        #expect(text.contains("fix: "), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func thePortReportNamesMissingModulesAndFrameworksARendererCannotProvide() throws {
        let folder = try portProject([
            "Ext/Store.swift": "import Foundation\nimport CoreData\n\nfinal class Store {}\n",
            "Ext/Shared.swift": "import RangersKit\n\nlet shared = 1\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try portPreviews(folder)
        #expect(result.status == 65, "\(result.stderr)")
        let text = result.stderr
        #expect(text.contains("port report: "), "\(text)")
        // The compiler may stop at the first missing module: at least one of the two is reported, each in its group.
        let framework = text.contains("frameworks a renderer cannot provide") && text.contains("    CoreData: ")
        let module = text.contains("modules not in the build") && text.contains("    RangersKit: ")
        #expect(framework || module, "\(text)")
        #expect(!text.contains("Apple API WidgetRender does not provide yet (") || !text.contains("CoreData"), "\(text)")
    }
}
