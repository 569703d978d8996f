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
                struct Pushes: WidgetPushHandler {}

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
        // An Apple name with no framework prefix (WidgetKit's push handler, iOS 26): Apple API, not the app's.
        let appleGroup = text.components(separatedBy: "Apple API WidgetRender does not provide yet").last?
            .components(separatedBy: "    fix: ").first ?? ""
        #expect(appleGroup.contains("    WidgetPushHandler: "), "\(text)")
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

    @Test func thePortReportListsEveryMissingAppleSymbolButCapsTheAppsNames() throws {
        // 14 Apple-like names (each a symbol to report) and 14 of the app's own: the report caps a group at 12 names.
        let apple = (1...14).map { "let apple\($0) = INNeverDeclaredNumber\($0)()" }
        let theirs = (1...14).map { "let theirs\($0) = somethingFromAPackageNumber\($0)()" }
        let folder = try portProject(["Ext/Many.swift": "import SwiftUI\n\n" + (apple + theirs).joined(separator: "\n") + "\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try portPreviews(folder)
        #expect(result.status == 65, "\(result.stderr)")
        let text = result.stderr
        for number in 1...14 { #expect(text.contains("    INNeverDeclaredNumber\(number): "), "\(text)") }
        #expect(text.contains("names declared nowhere in the project"), "\(text)")
        #expect(text.contains("    … and 2 more names"), "\(text)")
        #expect(text.components(separatedBy: "more names").count == 2, "\(text)")
    }

    @Test func thePortReportFindsMembersAndIntentClassesDeclaredOutsideTheExtension() throws {
        let definition = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>INIntents</key><array><dict>
                <key>INIntentName</key>
                <string>PickHero</string>
            </dict></array><key>INEnums</key><array><dict>
                <key>INEnumName</key>
                <string>HeroKind</string>
            </dict></array></dict></plist>
            """
        let folder = try portProject([
            "App/Colors.swift": "import SwiftUI\n\nextension Color {\n    static let rangerOrange = Color.orange\n}\n",
            "App/Shared.intentdefinition": definition,
            "Ext/Hero.swift": """
                import SwiftUI

                let tint = Color.rangerOrange
                let intent = PickHeroIntent()
                let kind: HeroKind? = nil

                """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try portPreviews(folder)
        #expect(result.status == 65, "\(result.stderr)")
        let text = result.stderr.split(separator: "\n").drop { !$0.hasPrefix("port report:") }.joined(separator: "\n")
        #expect(text.contains("Color.rangerOrange (declared in ") && text.contains("App/Colors.swift)"), "\(text)")
        #expect(text.contains("PickHeroIntent (declared in ") && text.contains("App/Shared.intentdefinition)"), "\(text)")
        #expect(text.contains("HeroKind (declared in "), "\(text)")
        #expect(!text.contains("Apple API WidgetRender does not provide yet"), "\(text)")
    }

    @Test func aFolderNamedLikeOneOfWidgetRendersModulesStillBuilds() throws {
        // Xcode's template names the extension's folder Widgets, as WidgetRender's module of widget families.
        let folder = try portProject(["Widgets/Hello.swift": """
            import SwiftUI
            import WidgetKit

            struct Hello: View {
                var body: some View { Text("Hello") }
            }

            #Preview(as: .systemSmall) {
                HelloWidget()
            } timeline: {
                SimpleEntry(date: .now)
            }

            struct SimpleEntry: TimelineEntry { var date: Date }
            struct HelloProvider: TimelineProvider {
                func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now) }
                func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(SimpleEntry(date: .now)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
                    completion(Timeline(entries: [SimpleEntry(date: .now)], policy: .never))
                }
            }
            struct HelloWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "Hello", provider: HelloProvider()) { _ in Hello() }
                }
            }

            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["previews", "Widgets", "--build-path", PreviewsCommandTests.buildPath, "-o", "out"],
                                         in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("conflicting name"), "\(result.stderr)")
        let refused = try BuiltBinary.run(["previews", "Widgets", "--module-name", "Widgets", "-o", "out"], in: folder)
        #expect(refused.status == 64 && refused.stderr.contains("is the name of one of WidgetRender's modules"), "\(refused.stderr)")
    }
}
