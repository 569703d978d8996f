import Drawing
import Foundation
import Raster
import Render
import Views
import WidgetDocument
import WidgetExamples
import Widgets

/// One render of the determinism and budget matrices: a widget in one family, mode and scheme.
struct MatrixEntry: Sendable, CustomStringConvertible {
    var widget: String
    var family: WidgetFamily
    var mode: WidgetMode
    var scheme: ColorScheme
    var makeView: @Sendable () -> AnyView

    var description: String { "\(widget) \(family) \(mode) \(scheme)" }

    var options: WidgetRenderOptions { WidgetRenderOptions(family: family, mode: mode, colorScheme: scheme) }
}

/// Every built-in example and example document in every family it supports: in full colour (light and
/// dark), accented and vibrant. Those are the three ways a display list is built; night and reduced
/// luminance are per-pixel functions of them (and `scripts/determinism.sh` renders every combination).
enum RenderMatrix {
    static let looks: [(WidgetMode, ColorScheme)] = [(.fullColor, .light), (.fullColor, .dark), (.accented, .light),
                                                     (.vibrant, .light)]

    static func entries(_ name: String, families: [WidgetFamily],
                        makeView: @escaping @Sendable () -> AnyView) -> [MatrixEntry] {
        families.flatMap { family in
            looks.map { mode, scheme in
                MatrixEntry(widget: name, family: family, mode: mode, scheme: scheme, makeView: makeView)
            }
        }
    }

    /// The built-in examples.
    static var examples: [MatrixEntry] {
        BuiltInExample.all.flatMap { entries($0.name, families: $0.families, makeView: $0.makeView) }
    }

    /// The example documents under docs/examples.
    static func documents() throws -> [MatrixEntry] {
        let folder = Repository.path("docs/examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        return try names.flatMap { name in
            let document = try WidgetDocument.load(contentsOfFile: folder + "/" + name)
            return entries(name, families: document.families, makeView: { document.view })
        }
    }

    /// What one render gave: its pixels' hash and its display list's cost.
    struct Outcome: Sendable {
        var hash: String
        var cost: DisplayListCost
    }

    /// The built-in examples rendered once each on one thread, in order (shared by the tests that need it).
    static let serialExamples: Result<[Outcome], HarnessError> = {
        do {
            let resources = try RenderResources.bundled()
            return .success(try examples.map { entry in
                let output = try render(entry, resources: resources)
                return Outcome(hash: hash(output.pixmap), cost: DisplayListCost(output.displayList))
            })
        } catch {
            return .failure(HarnessError("\(error)"))
        }
    }()

    /// The final pixels of `entry`.
    static func render(_ entry: MatrixEntry, resources: RenderResources) throws -> WidgetRenderOutput {
        try WidgetRenderer().rendering(entry.makeView(), options: entry.options, resources: resources)
    }

    /// FNV-1a of the pixels with the size, for messages and cross-build comparison.
    static func hash(_ pixmap: Pixmap) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in pixmap.straightRGBA() + [UInt8(truncatingIfNeeded: pixmap.width), UInt8(truncatingIfNeeded: pixmap.height)] {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }
}
