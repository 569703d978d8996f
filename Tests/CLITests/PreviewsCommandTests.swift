import Foundation
import PNGCodec
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
        let folder = try BuiltBinary.temporaryFolder()
        for (name, text) in files {
            let file = folder.appendingPathComponent("Ext/" + name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return folder
    }

    // MARK: Refused before anything is built

    @Test func missingPathIsAnInputErrorNamingIt() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["previews", "NoSuchExtension", "-o", "out"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderr.contains("NoSuchExtension: no such folder"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func aFileIsNotAnExtensionFolder() throws {
        let folder = try sources(["Widget.swift": "import WidgetKit\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["previews", "Ext/Widget.swift"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderr.contains("is a file, not a folder"), "\(result.stderr)")
    }

    @Test func folderWithoutPackageOrSwiftFilesIsAnInputError() throws {
        let folder = try sources(["README.md": "no sources here\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["previews", "Ext", "-o", "out"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderr.contains("holds no Package.swift and no .swift files"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func aFolderThatIsNotWidgetRenderIsRefusedAsItsPackage() throws {
        let folder = try sources(["Widget.swift": "import WidgetKit\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["previews", "Ext", "--widgetrender-package", folder.path], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.contains("is not WidgetRender's package"), "\(result.stderr)")
        #expect(result.stderr.contains("--widgetrender-package"), "\(result.stderr)")
    }

    @Test func unknownModeIsAUsageError() throws {
        let folder = try sources(["Widget.swift": "import WidgetKit\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["previews", "Ext", "--modes", "vibrnt"], in: folder)
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
        let result = try BuiltBinary.run(["previews", "Ext", "--module-name", "BrokenExtension", "--build-path",
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
        let result = try BuiltBinary.run(["previews", "Ext", "--module-name", "PlainExtension", "--build-path",
                                            Self.buildPath, "-o", "out"], in: folder)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("no previews found"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    /// A widget supporting systemSmall only, with three previews: one that renders, one in a family the widget
    /// does not support, one whose provider never calls its completion.
    static let fixture = """
        import SwiftUI
        import WidgetKit

        struct Entry: TimelineEntry {
            let date: Date
            let count: Int
        }

        struct CountView: View {
            var entry: Entry
            var body: some View {
                Text("\\(entry.count)").font(.largeTitle)
                    .containerBackground(.blue, for: .widget)
            }
        }

        struct CountWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Count", provider: StuckProvider()) { CountView(entry: $0) }
                    .supportedFamilies([.systemSmall])
            }
        }

        struct StuckProvider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: Date(timeIntervalSince1970: 0), count: 0) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {}
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {}
        }

        #Preview("Renders", as: .systemSmall) {
            CountWidget()
        } timeline: {
            Entry(date: Date(timeIntervalSince1970: 0), count: 7)
        }

        #Preview("Too Large", as: .systemLarge) {
            CountWidget()
        } timeline: {
            Entry(date: Date(timeIntervalSince1970: 0), count: 8)
        }

        #Preview("Stuck", as: .systemSmall, widget: { CountWidget() }, timelineProvider: { StuckProvider() })

        @main
        struct CountBundle: WidgetBundle {
            var body: some Widget { CountWidget() }
        }

        """

    @Test func failingPreviewsAreNamedAndTheOthersStillRender() throws {
        let folder = try sources(["CountWidget.swift": Self.fixture])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["previews", "Ext", "--module-name", "CountExtension", "--build-path",
                                            Self.buildPath, "--provider-timeout", "1", "--modes", "fullColor",
                                            "--schemes", "light", "-o", "out"], in: folder)
        #expect(result.status == 3, "\(result.stderr)")
        // The family the widget does not support, with the ones it does, and where the preview is written.
        #expect(result.stderr.contains("CountWidget.swift:36"), "\(result.stderr)")
        #expect(result.stderr.contains("does not support systemLarge"), "\(result.stderr)")
        // The provider that never answers: a bounded wait, named.
        #expect(result.stderr.contains("preview \"Stuck\"") && result.stderr.contains("did not answer"),
                "\(result.stderr)")
        let out = folder.appendingPathComponent("out")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files == ["Renders-0-systemSmall-fullColor.png", "contact-sheet.png", "index.html", "previews.json"])
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("Too Large") && html.contains("does not support systemLarge"))
        #expect(result.output.contains("3 previews, 1 of 3 renders"), "\(result.output)")
    }

    @Test func filterKeepsMatchingPreviewsAndASecondRunReusesTheBuild() throws {
        let folder = try sources(["CountWidget.swift": Self.fixture])
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["previews", "Ext", "--module-name", "CountExtension", "--build-path", Self.buildPath,
                         "--filter", "renders", "--schemes", "light", "-o", "out"]
        let first = try BuiltBinary.run(arguments, in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        let second = try BuiltBinary.run(arguments, in: folder)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(!second.stderr.contains("Compiling"), "the second run compiles nothing: \(second.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)
        #expect(files.filter { $0.hasSuffix(".png") }.sorted() == [
            "Renders-0-systemSmall-accented.png", "Renders-0-systemSmall-fullColor.png",
            "Renders-0-systemSmall-night.png", "Renders-0-systemSmall-reducedLuminance.png",
            "Renders-0-systemSmall-vibrant.png", "contact-sheet.png",
        ])
        let none = try BuiltBinary.run(["previews", "Ext", "--module-name", "CountExtension", "--build-path",
                                          Self.buildPath, "--filter", "nothing-matches", "-o", "none"], in: folder)
        #expect(none.status == 65)
        #expect(none.stderr.contains("no preview matches --filter \"nothing-matches\" (3 previews found)"), "\(none.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("none").path))
    }

    /// The example extension's previews in HabitWidget.swift (both macro forms, a view
    /// preview and a PreviewProvider's Group), every mode and scheme, as one contact sheet against its golden.
    /// (EmojiWidget.swift's template preview shows the clock, so it is left out by the filter.)
    @Test func exampleExtensionsContactSheetMatchesItsGolden() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let example = repositoryRoot.appendingPathComponent("Examples/HabitWidgetExtension").path
        let result = try BuiltBinary.run(["previews", example, "--build-path",
                                            Self.buildPath, "--filter", "HabitWidget.swift", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let out = folder.appendingPathComponent("out")
        let sheet = try PNGDecoder.decode(contentsOfFile: out.appendingPathComponent("contact-sheet.png").path)
        expectGolden(rgba: sheet.rgba, width: sheet.width, height: sheet.height, suite: "previews",
                     name: "HabitWidgetExtension-contact-sheet")
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("HabitWidgetExtension/HabitWidget.swift:137"), "the #Preview's source line")
        #expect(html.contains("Lock Screen"), "the PreviewProvider child's display name")
    }

    /// The extension's own `Assets.xcassets` is found, its symbols generated (`Image(.stationPhoto)`,
    /// `.weatherTint`) and read by `UIImage(named:)`/`UIColor(named:)` (UIKit through the runner's module
    /// aliases): the weather fixture's station preview draws exactly what its golden test draws.
    @Test func anExtensionsAssetCatalogIsFoundAndItsPreviewMatchesTheGolden() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let example = repositoryRoot.appendingPathComponent("Examples/WeatherWidgetExtension").path
        let result = try BuiltBinary.run(["previews", example, "--build-path", Self.buildPath, "--filter", "Station",
                                            "--modes", "fullColor", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("did you mean"), "no missing asset: \(result.stderr)")
        for suffix in ["", "-dark"] {
            let scheme = suffix.isEmpty ? "light" : "dark"
            let made = try PNGDecoder.decode(contentsOfFile: folder.appendingPathComponent(
                "out/Station-0-systemSmall-fullColor\(suffix).png").path)
            let golden = try PNGDecoder.decode(contentsOfFile: repositoryRoot.appendingPathComponent(
                "Goldens/WeatherWidgetExtension/stationInLightAndDark.systemSmall-fullColor\(suffix).png").path)
            #expect(made.width == golden.width && made.height == golden.height)
            #expect(made.rgba == golden.rgba, "\(scheme): the preview differs from the fixture's golden")
        }
    }

    /// A broken catalog is the user's input error, named by its file, and nothing is written.
    @Test func aMalformedAssetCatalogIsAnInputErrorNamingItsFile() throws {
        let folder = try sources(["CountWidget.swift": Self.fixture,
                                  "Assets.xcassets/Brand.colorset/Contents.json": "{ \"colors\": [ { \"color\": 7 } ] ",
                                  "Assets.xcassets/Contents.json": "{ \"info\": { \"version\": 1 } }"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["previews", "Ext", "--module-name", "CountExtension", "--build-path",
                                            Self.buildPath, "-o", "out"], in: folder)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("Brand.colorset/Contents.json"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    /// A Swift package: its target that imports WidgetKit is the extension, built with the local target it
    /// depends on and its own `@main` bundle.
    @Test func aPackagesExtensionTargetIsBuiltWithItsLocalDependencies() throws {
        let identity = repositoryRoot.lastPathComponent
        let folder = try sources([
            "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "CountApp",
                    dependencies: [.package(path: "\(repositoryRoot.path)")],
                    targets: [
                        .target(name: "CountModel", path: "Sources/CountModel"),
                        .executableTarget(
                            name: "CountWidgets",
                            dependencies: [
                                "CountModel",
                                .product(name: "SwiftUI", package: "\(identity)"),
                                .product(name: "WidgetKit", package: "\(identity)"),
                            ],
                            path: "Sources/CountWidgets",
                            swiftSettings: [.swiftLanguageMode(.v5)]),
                    ])

                """,
            "Sources/CountModel/Count.swift": """
                public struct Count: Sendable {
                    public var value: Int
                    public init(value: Int) { self.value = value }
                }

                """,
            "Sources/CountWidgets/CountWidget.swift": Self.fixture
                .replacing("import SwiftUI", with: "import CountModel\nimport SwiftUI")
                .replacing("let count: Int", with: "let count: Count")
                .replacing("Text(\"\\(entry.count)\")", with: "Text(\"\\(entry.count.value)\")")
                .replacing("count: 0)", with: "count: Count(value: 0))")
                .replacing("count: 7)", with: "count: Count(value: 7))")
                .replacing("count: 8)", with: "count: Count(value: 8))"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["previews", "Ext", "--build-path", Self.buildPath, "--filter", "renders",
                                            "--modes", "fullColor", "--schemes", "dark"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output.hasPrefix("CountWidgets: 1 preview, 1 of 1 renders"), "\(result.output)")
        // The output folder is named after PATH, as for a folder of sources: a Package.swift does not rename it.
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Ext-previews").path)
        #expect(files.contains("Renders-0-systemSmall-fullColor-dark.png"), "\(files)")
    }
}
