// What `import SwiftUI` puts in a user's scope, checked as a user's file sees it: a file that imports only
// SwiftUI, type-checked by `swiftc` against the modules this build produced, with no module alias (this test
// target's own files see more, through the other modules they import). SwiftUI's names must be there, with the
// members Graphics, Layout and Views declare on them; our internal names must not (`cannot find 'X' in scope`);
// and `canImport(UIKit)` must stay false although UIKit's names are there.
import Foundation
import Testing
import TestSupport

@Suite struct SwiftUIScopeTests {
    /// Graphics', Layout's and Raster's public names that are not SwiftUI's: a user's `import SwiftUI` must
    /// not see them.
    static let internalNames = [
        "RGBAColor", "Point", "Size", "Rect", "GradientStops", "GradientStop", "PathMeasure", "PathElement", "Dasher",
        "Polyline", "Bezier", "TextRun", "ParagraphStyle", "SymbolCatalog", "NameSuggestion", "LineCap", "LineJoin",
        "TruncationMode", "SymbolScale", "LayoutNode", "LayoutEngine", "LayoutResult", "LaidOutNode", "ProposedSize",
        "FlexibleFrame", "LeafLayout", "Pixmap",
    ]

    @Test func swiftUINamesAreInScopeWithTheirMembers() throws {
        let source = """
            import SwiftUI
            #if canImport(UIKit)
            #error("canImport(UIKit) is true in a target that does not alias UIKit")
            #endif
            func names() {
                let angle: Angle = .degrees(90)
                let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
                let font: Font = Font.system(.headline).weight(.bold)
                var path = Path()
                path.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
                let stroke = StrokeStyle(lineWidth: 2, lineCap: CGLineCap.round, lineJoin: CGLineJoin.round)
                let rule: FillRule = .evenOdd
                let corners: RoundedCornerStyle = .continuous
                let typeSize: DynamicTypeSize = .accessibility1
                let direction: LayoutDirection = .leftToRight
                let textAlignment: TextAlignment = .trailing
                let rendering: SymbolRenderingMode = .palette
                let truncation: Text.TruncationMode = .head
                let alignment: Alignment = Alignment(horizontal: HorizontalAlignment.center, vertical: VerticalAlignment.top)
                let edges: Edge.Set = .horizontal
                let axis: Axis = .vertical
                let mode: ContentMode = .fill
                let gradient = LinearGradient(gradient: Gradient(colors: [.red, .blue]), startPoint: UnitPoint.top, endPoint: .bottom)
                let title: LocalizedStringResource = "Title"
                let color = Color(uiColor: UIColor.systemBackground)
                let uiFont = UIFontMetrics.default.scaledFont(for: UIFont.preferredFont(forTextStyle: .body))
                let idiom = UIDevice.current.userInterfaceIdiom
                let request = URLRequest(url: URL(fileURLWithPath: "/"))
                let session = URLSession.shared
                _ = (angle.radians, insets.top, font, path.boundingRect, stroke.lineWidth, rule, corners, typeSize.isAccessibilitySize)
                _ = (direction, textAlignment, rendering, truncation, alignment, edges, axis, mode, gradient, title, color, uiFont, idiom)
                _ = (request, session)
                _ = Text("x").font(Font(uiFont)).multilineTextAlignment(textAlignment).truncationMode(truncation)
                    .frame(maxWidth: .infinity, alignment: alignment).padding(insets).background(gradient)
            }
            """
        let result = try typeCheck(source)
        #expect(result.status == 0, "swiftc:\n\(result.output)")
    }

    @Test func widgetKitAloneGivesUIKitAndNetworkingNames() throws {
        let source = """
            import WidgetKit
            #if canImport(UIKit)
            #error("canImport(UIKit) is true in a target that does not alias UIKit")
            #endif
            func names() async throws {
                let color = Color(uiColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
                let image = UIImage(named: "logo").map { Image(uiImage: $0) }
                let (data, _) = try await URLSession.shared.data(for: URLRequest(url: URL(fileURLWithPath: "/")))
                let title: LocalizedStringResource = "Weather"
                _ = (color, image, data, title, UIFont.systemFont(ofSize: 12), UIDevice.current.systemVersion)
            }
            """
        let result = try typeCheck(source)
        #expect(result.status == 0, "swiftc:\n\(result.output)")
    }

    @Test func internalNamesAreNotInScope() throws {
        let uses = Self.internalNames.map { "    _ = \($0).self" }.joined(separator: "\n")
        let result = try typeCheck("import SwiftUI\nfunc names() {\n\(uses)\n}\n")
        #expect(result.status != 0)
        for name in Self.internalNames {
            #expect(result.output.contains("cannot find '\(name)' in scope"), "\(name) is visible through import SwiftUI")
        }
    }

    @Test func combineAloneGivesCombinesNamesNotSwiftUIs() throws {
        let source = """
            import Combine
            final class Model: ObservableObject {
                @Published var count = 1
            }
            func names() -> AnyCancellable {
                let model = Model()
                return model.$count.sink { _ in }
            }
            func notCombines() {
                _ = Text.self
                _ = Color.self
            }
            """
        let result = try typeCheck(source, extraArguments: ["-module-alias", "Combine=WidgetRenderCombine"])
        #expect(result.output.contains("cannot find 'Text' in scope"), "swiftc:\n\(result.output)")
        #expect(result.output.contains("cannot find 'Color' in scope"), "swiftc:\n\(result.output)")
        let errors = result.output.split(separator: "\n").filter { $0.contains("error:") && !$0.contains("`-") }
        #expect(errors.count == 2, "only the two SwiftUI names fail:\n\(result.output)")
    }

    /// `swiftc -typecheck` of `source` against the build's modules (with `extraArguments`, e.g. a module alias);
    /// its status and diagnostics.
    func typeCheck(_ source: String, extraArguments: [String] = []) throws -> (status: Int32, output: String) {
        let build = try #require(Self.buildFolder(), "no Modules folder next to the test bundle")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-scope-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("User.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        var arguments = ["swiftc", "-typecheck", file.path, "-I", build.appendingPathComponent("Modules").path]
        for map in Self.moduleMaps() { arguments += ["-Xcc", "-fmodule-map-file=\(map)"] }
        arguments += extraArguments
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The build folder (`.build/<triple>/debug`): the one holding this test bundle and a `Modules` folder.
    static func buildFolder() -> URL? {
        var candidates = [URL(fileURLWithPath: CommandLine.arguments.first ?? "").standardizedFileURL.deletingLastPathComponent()]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules/SwiftUI.swiftmodule").path) }
    }

    /// The package's C module maps (libpng's, reached through the UIKit shim's PNG decoding, and the others).
    static func moduleMaps() -> [String] {
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        var maps: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix("module.modulemap") { maps.append(sources.appendingPathComponent(path).path) }
        }
        return maps.sorted()
    }
}
