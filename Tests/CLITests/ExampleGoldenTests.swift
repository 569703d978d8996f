import Foundation
import PNGCodec
import Testing
import TestSupport

/// Goldens of the built-in examples: `Goldens/examples/<example>/<family>-<mode>[-dark].png` for every
/// combination the gallery renders, checked through the built binary's gallery. Each example's JSON
/// twin in docs/examples/ must render the same pixels.
@Suite struct ExampleGoldenTests {
    /// The examples `widgetrender list examples` names.
    static func exampleNames() throws -> [String] {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = try BuiltBinary.run(["list", "examples"], in: folder)
        return list.output.split(separator: "\n").filter { !$0.hasPrefix(" ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    /// Renders a gallery (`arguments` select the widget) and checks every render against the goldens
    /// of `example`; also checks that no golden is left without a render (but a Live Activity's and a control's,
    /// `activity-…` and `control-…`, when `isDocument`: a document holds neither).
    func checkGallery(_ arguments: [String], example: String, isDocument: Bool = false) throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["gallery"] + arguments + ["-o", "out"], in: folder)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        let out = folder.appendingPathComponent("out")
        let renders = try FileManager.default.contentsOfDirectory(atPath: out.path)
            .filter { $0.hasSuffix(".png") && $0 != "contact-sheet.png" }.sorted()
        #expect(!renders.isEmpty)
        for file in renders {
            let image = try PNGDecoder.decode(contentsOfFile: out.appendingPathComponent(file).path)
            expectGolden(rgba: image.rgba, width: image.width, height: image.height, suite: "examples/\(example)",
                         name: String(file.dropLast(4)))
        }
        let goldens = repositoryRoot.appendingPathComponent("Goldens/examples/\(example)")
        let recorded = (try? FileManager.default.contentsOfDirectory(atPath: goldens.path)) ?? []
        let stale = recorded.filter { $0.hasSuffix(".png") && !renders.contains($0) }
            .filter { !isDocument || !($0.hasPrefix("activity-") || $0.hasPrefix("control-")) }
        #expect(stale.isEmpty, "goldens without a render in \(example): \(stale)")
    }

    /// The built-in examples, in `widgetrender list examples` order.
    static let examples = ["habit", "weather", "events", "battery"]

    @Test func listNamesEveryExampleWithGoldens() throws {
        #expect(try Self.exampleNames() == Self.examples)
    }

    /// The Swift example first (it may record missing goldens), then its JSON twin against them.
    @Test(arguments: examples)
    func exampleAndItsJSONTwinMatchTheGoldens(_ name: String) throws {
        try checkGallery(["--example", name], example: name)
        let document = repositoryRoot.appendingPathComponent("docs/examples/\(name).json")
        #expect(FileManager.default.fileExists(atPath: document.path), "docs/examples/\(name).json is missing")
        guard FileManager.default.fileExists(atPath: document.path) else { return }
        try checkGallery([document.path], example: name, isDocument: true)
    }
}
