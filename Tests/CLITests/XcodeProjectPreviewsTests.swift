import Foundation
import PNGCodec
import Testing
import TestSupport

/// `widgetrender previews App.xcodeproj`: the Xcode project is the build description. In the serialized
/// previews suite: the one building test shares the runner's build folder (WidgetRender compiled once).
extension PreviewsCommandTests {
    /// A copy of Tests/XcodeProjectFixture (an Xcode 16 project: an app, a widget extension whose members
    /// include the app's model file and a classic group's file, a catalog, a local Swift package) in a new
    /// temporary folder, as `Weather/`.
    func weatherProject() throws -> URL {
        let folder = try BuiltBinary.temporaryFolder()
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Tests/XcodeProjectFixture"),
                                         to: folder.appendingPathComponent("Weather"))
        return folder
    }

    /// The line of `project.pbxproj` that holds `text`.
    func pbxprojLine(_ folder: URL, holding text: String) throws -> Int {
        let file = folder.appendingPathComponent("Weather/WeatherApp.xcodeproj/project.pbxproj")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
    }

    /// The fixture renders with no Package.swift of ours: the widget target's members from three places
    /// compile (its synchronized folder, the app folder's Forecast.swift, the Shared group's Theme.swift),
    /// with its local package, its catalog's generated `Color.forecastBlue` and its WEATHER_WIDGET condition
    /// (which picks that colour: without it the background would be red).
    @Test func anXcodeProjectsWidgetTargetRendersWithoutAPackageManifest() throws {
        let folder = try weatherProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["previews", "Weather/WeatherApp.xcodeproj", "--build-path", Self.buildPath,
                                            "--modes", "fullColor", "--schemes", "light"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output.hasPrefix("WeatherWidgetExtension: 1 preview, 1 of 1 renders"), "\(result.output)")
        let manifest = try String(contentsOfFile: Self.buildPath + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(".package(path: \"\(folder.appendingPathComponent("Weather/Packages/ForecastKit").resolvingSymlinksInPath().path)\")")
                || manifest.contains("Weather/Packages/ForecastKit\")"), "\(manifest)")
        #expect(manifest.contains(".product(name: \"ForecastKit\", package: \"forecastkit\")"), "\(manifest)")
        #expect(manifest.contains(".define(\"DEBUG\"), .define(\"WEATHER_WIDGET\")"), "\(manifest)")
        let links = try FileManager.default.subpathsOfDirectory(atPath: Self.buildPath + "/Sources/WeatherWidgetExtension")
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".xcassets") }.sorted()
        #expect(links == ["Shared/Theme.swift", "WeatherApp/Model/Forecast.swift", "WeatherWidget/Assets.xcassets",
                          "WeatherWidget/WeatherWidget.swift", "WeatherWidget/WeatherWidgetBundle.swift"])
        // The output folder is named after the project.
        let out = folder.appendingPathComponent("WeatherApp-previews")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
        let render = try #require(files.first { $0.hasSuffix("systemSmall-fullColor.png") }, "\(files)")
        let image = try PNGDecoder.decode(contentsOfFile: out.appendingPathComponent(render).path)
        var blue = 0
        for index in stride(from: 0, to: image.rgba.count, by: 4)
        where abs(Int(image.rgba[index]) - 26) <= 2 && abs(Int(image.rgba[index + 1]) - 122) <= 2
            && abs(Int(image.rgba[index + 2]) - 209) <= 2 {
            blue += 1
        }
        #expect(blue > 1_000, "the catalog's ForecastBlue fills the card: \(blue) pixels")
    }

    @Test func anUnknownTargetIsAnInputErrorListingTheProjectsTargets() throws {
        let folder = try weatherProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A folder holding one project is that project.
        let result = try BuiltBinary.run(["previews", "Weather", "--target", "Nope", "-o", "out"], in: folder)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("WeatherApp.xcodeproj/project.pbxproj: no target named \"Nope\" (--target); "
                                       + "the project's targets: WeatherApp, WeatherWidgetExtension"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func aMissingMemberIsAnInputErrorNamingItsPbxprojLine() throws {
        let folder = try weatherProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Weather/Shared/Theme.swift"))
        let line = try pbxprojLine(folder, holding: "/* Theme.swift */ = {isa = PBXFileReference;")
        let result = try BuiltBinary.run(["previews", "Weather/WeatherApp.xcodeproj", "-o", "out"], in: folder)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("WeatherApp.xcodeproj/project.pbxproj:\(line): the target WeatherWidgetExtension's member "),
                "\(result.stderr)")
        #expect(result.stderr.contains("Shared/Theme.swift is missing"), "\(result.stderr)")
    }

    @Test func aMalformedProjectFileIsAnInputErrorNamingLineAndColumn() throws {
        let folder = try weatherProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Weather/WeatherApp.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacing("\t\t\tproxyType = 1;\n", with: "\t\t\tproxyType = 1\n").write(to: file, atomically: true, encoding: .utf8)
        let line = try pbxprojLine(folder, holding: "proxyType = 1") + 1
        let result = try BuiltBinary.run(["previews", "Weather/WeatherApp.xcodeproj"], in: folder)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("WeatherApp.xcodeproj/project.pbxproj:\(line):4: expected ; after the value of \"proxyType\""),
                "\(result.stderr)")
    }

    /// A target whose members lie outside the project's folder: the folder holding them is guarded as the
    /// input is, so a build path inside it (where its links would sit beside the user's files) is refused.
    @Test func aBuildPathAmongTheMembersOutsideTheProjectIsRefused() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("Proj/P.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Shared"), withIntermediateDirectories: true)
        try "import WidgetKit\n".write(to: folder.appendingPathComponent("Shared/W.swift"), atomically: true, encoding: .utf8)
        try """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tROOT = {isa = PBXProject; mainGroup = MAIN; targets = (EXT, ); };
            \t\tMAIN = {isa = PBXGroup; children = (SHARED, ); sourceTree = "<group>"; };
            \t\tSHARED = {isa = PBXGroup; children = (W, ); path = ../Shared; sourceTree = "<group>"; };
            \t\tW = {isa = PBXFileReference; path = W.swift; sourceTree = "<group>"; };
            \t\tEXT = {isa = PBXNativeTarget; buildPhases = (SRC, ); name = Ext; productType = "com.apple.product-type.app-extension"; };
            \t\tSRC = {isa = PBXSourcesBuildPhase; files = (B, ); };
            \t\tB = {isa = PBXBuildFile; fileRef = W; };
            \t};
            \trootObject = ROOT;
            }
            """.write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        let result = try BuiltBinary.run(["previews", "Proj/P.xcodeproj", "--build-path", "Shared/runner", "-o", "out"], in: folder)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("--build-path Shared/runner lies inside the folder of the project's members"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Shared/runner").path))
    }

    /// Remote packages reach the runner's manifest with the requirement Xcode recorded, and SWIFT_VERSION its
    /// language mode. The build is stopped at once (--build-timeout): the manifest is what is checked.
    @Test func remotePackagesAndTheLanguageModeReachTheRunnersManifest() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("App/App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try "import WidgetKit\n".write(to: folder.appendingPathComponent("App/W.swift"), atomically: true, encoding: .utf8)
        try """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tROOT = {isa = PBXProject; mainGroup = MAIN; packageReferences = (CHARTS, KIT, ); targets = (EXT, ); };
            \t\tMAIN = {isa = PBXGroup; children = (W, WK, ); sourceTree = "<group>"; };
            \t\tW = {isa = PBXFileReference; path = W.swift; sourceTree = "<group>"; };
            \t\tWK = {isa = PBXFileReference; name = WidgetKit.framework; path = System/Library/Frameworks/WidgetKit.framework; sourceTree = SDKROOT; };
            \t\tEXT = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (SRC, FW, ); name = "My Widgets"; packageProductDependencies = (P1, P2, ); productType = "com.apple.product-type.app-extension"; };
            \t\tSRC = {isa = PBXSourcesBuildPhase; files = (B1, ); };
            \t\tFW = {isa = PBXFrameworksBuildPhase; files = (B2, ); };
            \t\tB1 = {isa = PBXBuildFile; fileRef = W; };
            \t\tB2 = {isa = PBXBuildFile; fileRef = WK; };
            \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TD, ); };
            \t\tTD = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 6.0; }; name = Debug; };
            \t\tCHARTS = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.invalid/acme/Charts.git"; requirement = {kind = versionRange; maximumVersion = 3.0.0; minimumVersion = 2.1.0; }; };
            \t\tKIT = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.invalid/acme/Kit"; requirement = {branch = main; kind = branch; }; };
            \t\tP1 = {isa = XCSwiftPackageProductDependency; package = CHARTS; productName = Charts; };
            \t\tP2 = {isa = XCSwiftPackageProductDependency; package = KIT; productName = KitCore; };
            \t};
            \trootObject = ROOT;
            }
            """.write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        let runner = folder.appendingPathComponent("runner").path
        let result = try BuiltBinary.run(["previews", "App", "--build-path", runner, "--build-timeout", "1", "-o", "out"], in: folder)
        #expect(result.status != 0)
        let manifest = try String(contentsOfFile: runner + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(".package(url: \"https://example.invalid/acme/Charts.git\", \"2.1.0\"..<\"3.0.0\")"), "\(manifest)")
        #expect(manifest.contains(".package(url: \"https://example.invalid/acme/Kit\", branch: \"main\")"), "\(manifest)")
        #expect(manifest.contains(".product(name: \"Charts\", package: \"charts\"), .product(name: \"KitCore\", package: \"kit\")"),
                "\(manifest)")
        #expect(manifest.contains("name: \"My_Widgets\""), "\(manifest)")
        #expect(manifest.contains(".swiftLanguageMode(.v6),"), "\(manifest)")
    }

    /// Two widget extensions (the fixture's app target turned into one that links WidgetKit) are listed, and
    /// --target is asked for; a watchOS twin would have been set aside.
    @Test func severalWidgetExtensionsAreAnErrorListingThem() throws {
        let folder = try weatherProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Weather/WeatherApp.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: file, encoding: .utf8)
            .replacing("productType = \"com.apple.product-type.application\";", with: "productType = \"com.apple.product-type.app-extension\";")
            .replacing("\t\t\t\t4A3F1B822CB1D61200C1E5F1 /* ForecastKit in Frameworks */,\n",
                       with: "\t\t\t\t4A3F1B822CB1D61200C1E5F1 /* ForecastKit in Frameworks */,\n\t\t\t\t4A3F1B3D2CB1D2C400C1E5F1 /* WidgetKit.framework in Frameworks */,\n")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = try BuiltBinary.run(["previews", "Weather", "-o", "out"], in: folder)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("WeatherApp.xcodeproj/project.pbxproj: 2 widget-extension targets (WeatherApp, "
                                       + "WeatherWidgetExtension); choose one with --target"), "\(result.stderr)")
    }

    @Test func targetIsAUsageErrorForAnInputThatIsNotAProject() throws {
        let folder = try sources(["Widget.swift": "import WidgetKit\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["previews", "Ext", "--target", "Widget"], in: folder)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("--target names a target of an Xcode project"), "\(result.stderr)")
    }

    /// Apple's Emoji Rangers sample (outside the repository: /tmp/corpus/EmojiRangers or $EMOJI_RANGERS):
    /// `previews` picks the iOS widget extension among its three app extensions by itself and links exactly
    /// its 17 Swift members (11 of them outside the extension's folder), its catalog and its intent
    /// definition. The build is stopped at once (--build-timeout): the runner package's links are checked.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: PreviewsCommandTests.emojiRangers + "/Emoji Rangers.xcodeproj")))
    func emojiRangersWidgetTargetsMembersAreLinked() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let runner = folder.appendingPathComponent("runner").path
        let result = try BuiltBinary.run(["previews", Self.emojiRangers + "/Emoji Rangers.xcodeproj", "--build-path", runner,
                                            "--build-timeout", "1", "-o", "out"], in: folder)
        #expect(result.status != 0)
        let module = runner + "/Sources/EmojiRangerWidgetExtension"
        let links = try FileManager.default.subpathsOfDirectory(atPath: module)
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".xcassets") || $0.hasSuffix(".intentdefinition") }.sorted()
        // Files with `#if os(…)` are not linked: the runner's platform-conditions.swift names them, and the
        // plugin compiles their device copies.
        let settings = (try? String(contentsOfFile: module + "/" + "platform-conditions.swift", encoding: .utf8)) ?? ""
        let copied = settings.split(separator: "\n").filter { $0.hasPrefix("// file: ") }.map { String($0.dropFirst(9)) }
        let swift = links.filter { $0.hasSuffix(".swift") && $0 != "platform-conditions.swift" } + copied
        print("Emoji Rangers' widget target, as previews links or copies it (\(swift.count)):\n  " + swift.joined(separator: "\n  "))
        #expect(swift.count == 17)
        #expect(links.filter { $0.hasSuffix(".xcassets") } == ["EmojiRangerWidgetExtension/Assets.xcassets"])
        #expect(links.filter { $0.hasSuffix(".intentdefinition") } == ["EmojiRangerWidgetExtension/EmojiRangersWidget.intentdefinition"])
        #expect(swift.contains { $0.hasSuffix("Emoji Rangers/Shared/Data/EmojiRanger.swift") })
        #expect(!links.contains { $0.contains("EmojiRangersApp.swift") || $0.contains("IntentHandler.swift") })
    }

    static let emojiRangers = ProcessInfo.processInfo.environment["EMOJI_RANGERS"] ?? "/tmp/corpus/EmojiRangers"
}
