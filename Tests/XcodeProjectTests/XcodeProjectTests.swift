import Foundation
import Testing
import XcodeProject

/// The project model: targets, members wherever they live (groups, source trees, variant groups, Xcode 16's
/// synchronized folders and their exceptions), build settings and Swift packages.
struct XcodeProjectTests {
    /// Tests/XcodeProjectFixture, the Xcode 16 project `previews` renders in CLITests.
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("XcodeProjectFixture").path

    private func project(_ text: String, folder: String = "/p") throws -> XcodeProject {
        try XcodeProject(parsing: Array(text.utf8), file: "P.xcodeproj/project.pbxproj", projectFolder: folder)
    }

    private func fixtureProject() throws -> XcodeProject {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.fixture + "/WeatherApp.xcodeproj/project.pbxproj")))
        return try XcodeProject(parsing: bytes, file: "WeatherApp.xcodeproj/project.pbxproj", projectFolder: Self.fixture)
    }

    @Test func theFixtureHasAnAppAndAWidgetExtension() throws {
        let project = try fixtureProject()
        #expect(project.targets.map(\.name) == ["WeatherApp", "WeatherWidgetExtension"])
        #expect(project.targets.map(\.productType) == ["com.apple.product-type.application", XcodeProject.appExtension])
    }

    @Test func theWidgetTargetsMembersComeFromGroupsAndSynchronizedFolders() throws {
        let project = try fixtureProject()
        let widget = try project.describe(try #require(project.target(named: "WeatherWidgetExtension")))
        #expect(widget.linksWidgetKit)
        #expect(widget.frameworks == ["SwiftUI.framework", "WidgetKit.framework"])
        // The classic group's file, and the app folder's model file the exception set adds.
        #expect(widget.sources.map(\.path) == [Self.fixture + "/Shared/Theme.swift", Self.fixture + "/WeatherApp/Model/Forecast.swift"])
        let folder = try #require(widget.synchronizedFolders.first)
        #expect(widget.synchronizedFolders.count == 1)
        #expect(folder.path == Self.fixture + "/WeatherWidget")
        #expect(folder.exceptions == ["Info.plist"])
        #expect(widget.swiftLanguageMode == "v5")
        #expect(widget.compilationConditions.conditions == ["DEBUG", "WEATHER_WIDGET"])
        #expect(widget.settings["INFOPLIST_FILE"] == "WeatherWidget/Info.plist")
        #expect(widget.packages.map(\.name) == ["ForecastKit"])
        #expect(widget.packages.first?.source == .local(path: Self.fixture + "/Packages/ForecastKit"))
    }

    @Test func theOwningTargetsExceptionsLeaveFilesOut() throws {
        let project = try fixtureProject()
        let app = try project.describe(try #require(project.target(named: "WeatherApp")))
        #expect(app.synchronizedFolders.map(\.path) == [Self.fixture + "/WeatherApp"])
        #expect(app.synchronizedFolders.first?.exceptions == [])
        #expect(app.sources.map(\.path) == [Self.fixture + "/Shared/Theme.swift"])
        #expect(!app.linksWidgetKit)
    }

    static let classic = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        \t\tROOT /* Project object */ = {isa = PBXProject; buildConfigurationList = PL; mainGroup = MAIN; packageReferences = (REMOTE, ); projectDirPath = ""; targets = (EXT, ); };
        \t\tMAIN = {isa = PBXGroup; children = (GEXT, ABS, ROOTED, ); sourceTree = "<group>"; };
        \t\tGEXT /* Ext */ = {isa = PBXGroup; children = (SUB, LOC, ); path = Ext; sourceTree = "<group>"; };
        \t\tSUB = {isa = PBXGroup; children = (F1, ); name = "Not a folder"; sourceTree = "<group>"; };
        \t\tF1 /* W.swift */ = {isa = PBXFileReference; path = W.swift; sourceTree = "<group>"; };
        \t\tLOC /* Localizable.strings */ = {isa = PBXVariantGroup; children = (EN, DE, ); name = Localizable.strings; sourceTree = "<group>"; };
        \t\tEN = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
        \t\tDE = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
        \t\tABS = {isa = PBXFileReference; path = /opt/shared/Model.swift; sourceTree = "<absolute>"; };
        \t\tROOTED = {isa = PBXFileReference; path = Config/Intents.intentdefinition; sourceTree = SOURCE_ROOT; };
        \t\tEXT /* Ext */ = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (SRC, RES, ); name = Ext; packageProductDependencies = (P1, P2, ); productType = "com.apple.product-type.app-extension"; };
        \t\tSRC = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3, ); };
        \t\tRES = {isa = PBXResourcesBuildPhase; files = (B4, ); };
        \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
        \t\tB2 = {isa = PBXBuildFile; fileRef = ABS; };
        \t\tB3 = {isa = PBXBuildFile; fileRef = ROOTED; };
        \t\tB4 = {isa = PBXBuildFile; fileRef = LOC; };
        \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PD, ); };
        \t\tPD = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)"; }; name = Debug; };
        \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TR, TD, ); defaultConfigurationName = Release; };
        \t\tTR = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 4.2; }; name = Release; };
        \t\tTD = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 6.0; SWIFT_ACTIVE_COMPILATION_CONDITIONS = ("$(inherited)", FEATURE_X, "$(OTHER)", ); }; name = Debug; };
        \t\tREMOTE = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/example/Charts.git"; requirement = {kind = upToNextMinorVersion; minimumVersion = 1.4.0; }; };
        \t\tP1 = {isa = XCSwiftPackageProductDependency; package = REMOTE; productName = Charts; };
        \t\tP2 = {isa = XCSwiftPackageProductDependency; package = REMOTE; productName = "plugin:ChartsPlugin"; };
        \t};
        \trootObject = ROOT;
        }
        """

    @Test func sourceTreesGroupsAndVariantGroupsResolvePaths() throws {
        let project = try project(Self.classic)
        let target = try #require(project.target(named: "Ext"))
        let description = try project.describe(target)
        #expect(description.sources.map(\.path) == ["/p/Ext/W.swift", "/opt/shared/Model.swift"])
        #expect(description.resources.map(\.path) == ["/p/Config/Intents.intentdefinition", "/p/Ext/en.lproj/Localizable.strings",
                                                      "/p/Ext/de.lproj/Localizable.strings"])
        #expect(description.sources.first?.position.line == 9)
    }

    @Test func debugSettingsInheritTheProjectsAndConditionsAreChecked() throws {
        let description = try project(Self.classic).describe(try #require(try project(Self.classic).target(named: "Ext")))
        #expect(description.swiftLanguageMode == "v6")
        #expect(description.compilationConditions.conditions == ["DEBUG", "FEATURE_X"])
        #expect(description.compilationConditions.rejected == ["$(OTHER)"])
    }

    @Test func remotePackagesKeepTheirRequirementAndPluginProductsAreLeftOut() throws {
        let description = try project(Self.classic).describe(try #require(try project(Self.classic).target(named: "Ext")))
        #expect(description.packages.map(\.name) == ["Charts"])
        #expect(description.packages.first?.source == .remote(url: "https://github.com/example/Charts.git",
                                                              requirement: .upToNextMinor("1.4.0")))
    }

    @Test func danglingReferencesAreErrorsNamingTheLine() throws {
        let broken = Self.classic.replacingOccurrences(of: "B3 = {isa = PBXBuildFile; fileRef = ROOTED; };",
                                                       with: "B3 = {isa = PBXBuildFile; fileRef = GONE; };")
        let project = try project(broken)
        #expect(throws: PropertyListError.self) { try project.describe(try #require(project.target(named: "Ext"))) }
        do { _ = try project.describe(try #require(project.target(named: "Ext"))) } catch let error as PropertyListError {
            #expect(error.position.line == 20)
            #expect(error.message.contains("the file reference GONE is not an object of the project"))
        }
    }

    @Test func aProjectWithoutObjectsOrRootIsRefused() {
        #expect(throws: PropertyListError.self) { try project("{ archiveVersion = 1; }") }
        #expect(throws: PropertyListError.self) { try project("{ objects = {}; rootObject = X; }") }
        #expect(throws: PropertyListError.self) { try project("( a )") }
    }

    /// Apple's Emoji Rangers sample (kept outside the repository, at /tmp/corpus or $EMOJI_RANGERS): its widget
    /// extension compiles 17 Swift files, 11 of them outside its folder, one catalog and one intent definition.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: XcodeProjectTests.emojiRangers + "/Emoji Rangers.xcodeproj")))
    func emojiRangersWidgetTarget() throws {
        let folder = Self.emojiRangers
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/Emoji Rangers.xcodeproj/project.pbxproj")))
        let project = try XcodeProject(parsing: bytes, file: "project.pbxproj", projectFolder: folder)
        let extensions = project.targets.filter { $0.productType == XcodeProject.appExtension }.map(\.name)
        #expect(extensions == ["EmojiRangerWidgetExtension", "EmojiRangersIntents", "EmojiRangersWidgetWatchExtension"])
        let widget = try project.describe(try #require(project.target(named: "EmojiRangerWidgetExtension")))
        let names = widget.sources.map { String($0.path.dropFirst(folder.count + 1)) }.sorted()
        print("Emoji Rangers widget target: \(names.count) Swift files\n  " + names.joined(separator: "\n  "))
        #expect(names.count == 17)
        #expect(names.contains("Emoji Rangers/Shared/Views/AvatarView.swift"))
        #expect(names.contains("App Intent/EmojiRangerSelection.swift"))
        #expect(names.contains("EmojiRangerWidgetExtension/Intent Providers/IOSIntentProvider.swift"))
        #expect(widget.assetCatalogs.map { String($0.path.dropFirst(folder.count + 1)) } == ["EmojiRangerWidgetExtension/Assets.xcassets"])
        #expect(widget.resources.map { String($0.path.dropFirst(folder.count + 1)) }
                == ["EmojiRangerWidgetExtension/EmojiRangersWidget.intentdefinition"])
        #expect(widget.linksWidgetKit)
        #expect(widget.swiftLanguageMode == "v5")
        for member in widget.sources + widget.assetCatalogs + widget.resources {
            #expect(FileManager.default.fileExists(atPath: member.path), "\(member.path)")
        }
    }

    /// The fuzz target's committed seeds and regressions (Tests/Fuzz/Corpus/xcodeproject, scripts/fuzz.sh) run
    /// through the ordinary reader: each ends in a project or an error, and the seeds are read as written.
    @Test func fuzzCorpusReplays() throws {
        let fuzz = URL(fileURLWithPath: Self.fixture).deletingLastPathComponent().appendingPathComponent("Fuzz")
        var read = 0
        for folder in ["Corpus/xcodeproject", "Regressions/xcodeproject"] {
            let url = fuzz.appendingPathComponent(folder)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] {
                let bytes = try [UInt8](Data(contentsOf: url.appendingPathComponent(name)))
                guard let project = try? XcodeProject(parsing: bytes, file: name, projectFolder: "/project") else { continue }
                for target in project.targets { _ = try? project.describe(target) }
                read += 1
            }
        }
        #expect(read >= 3)
    }

    static let emojiRangers = ProcessInfo.processInfo.environment["EMOJI_RANGERS"] ?? "/tmp/corpus/EmojiRangers"
}
