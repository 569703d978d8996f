import Foundation
import PNGCodec
import Testing
import TestSupport

/// In the serialized previews suite (it shares the runner's build folder).
extension PreviewsCommandTests {
    /// A package whose extension target applies `AssetSymbolsPlugin`, as docs/platform-api.md tells users,
    /// with two catalogs (an Xcode-template `AccentColor`, a brand colour referenced through the generated
    /// `Color(.brand)`, a WidgetBackground referencing a system colour) is accepted and rendered.
    @Test func aTargetApplyingAssetSymbolsPluginIsAccepted() throws {
        let identity = repositoryRoot.lastPathComponent
        let colorSet = { (color: String) in
            #"{ "colors" : [ { "color" : \#(color), "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
        }
        let folder = try sources([
            "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "BrandApp",
                    dependencies: [.package(path: "\(repositoryRoot.path)")],
                    targets: [
                        .target(
                            name: "BrandWidgets",
                            dependencies: [
                                .product(name: "SwiftUI", package: "\(identity)"),
                                .product(name: "WidgetKit", package: "\(identity)"),
                            ],
                            path: "Sources/BrandWidgets",
                            exclude: ["Assets.xcassets", "Brand.xcassets"],
                            plugins: [.plugin(name: "AssetSymbolsPlugin", package: "\(identity)")]),
                    ])

                """,
            "Sources/BrandWidgets/BrandWidget.swift": Self.fixture
                .replacing(".containerBackground(.blue, for: .widget)",
                           with: ".foregroundStyle(Color(.brand)).containerBackground(Color(.widgetBackground), for: .widget)")
                .replacing("@main\n", with: ""),
            "Sources/BrandWidgets/Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
            "Sources/BrandWidgets/Assets.xcassets/AccentColor.colorset/Contents.json":
                #"{ "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#,
            "Sources/BrandWidgets/Assets.xcassets/WidgetBackground.colorset/Contents.json":
                colorSet(#"{ "platform" : "ios", "reference" : "systemGray6Color" }"#),
            "Sources/BrandWidgets/Brand.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
            "Sources/BrandWidgets/Brand.xcassets/Brand.colorset/Contents.json":
                colorSet(#"{ "color-space" : "srgb", "components" : { "red" : "0xFF", "green" : "0x95", "blue" : "0x00", "alpha" : "1.000" } }"#),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["previews", "Ext", "--build-path", Self.buildPath, "--filter", "Renders",
                                            "--modes", "fullColor", "--schemes", "light", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("of another package"), "\(result.stderr)")
        #expect(!result.stderr.contains("is clear"), "every catalog colour is found: \(result.stderr)")
        let image = try PNGDecoder.decode(contentsOfFile: folder.appendingPathComponent(
            "out/Renders-0-systemSmall-fullColor.png").path)
        let top = image.pixel(x: image.width / 2, y: 8)
        #expect(top.map { [$0.red, $0.green, $0.blue] } == [242, 242, 247], "WidgetBackground is systemGray6")
    }
}
