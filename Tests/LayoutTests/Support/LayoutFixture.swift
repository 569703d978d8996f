import Foundation
import Graphics
import Layout

/// One data fixture: an input tree in a small JSON schema, a container, and the expected dump.
///
/// ```json
/// { "source": "LAYOUT.md §3.5 [doc Workshop]",
///   "container": [150, 100], "scale": 1, "frames": "layout", "spacingRules": {"textToText": 4},
///   "tree": {"type": "HStack", "spacing": 7.5, "children": [{"type": "Color"}]},
///   "expected": ["HStack (…)", "  Color (…)"] }
/// ```
/// Node types: Color, Rectangle, RoundedRectangle, Capsule, Ellipse, Circle, Text (`text`),
/// Image (`width`, `height`: fixed natural size), ResizableImage (natural `width`, `height`),
/// Spacer (`minLength`), Divider (`thickness`), HStack/VStack (`alignment`, `spacing`, `children`),
/// ZStack (`alignment`, `children`), frame (`width`, `height`, or any of `minWidth` … `maxHeight`;
/// `alignment`; `child`), padding (`length` or `top`/`leading`/`bottom`/`trailing`, `edges`),
/// fixedSize (`horizontal`, `vertical`), layoutPriority (`value`), offset / position (`x`, `y`),
/// aspectRatio (`ratio`, `contentMode`), overlay / background (`alignment`, `child`, `content`),
/// group (`children`), effect (`child`). Any node may set `name` and `tag`. Numbers may be "inf",
/// "-inf" or "nan". `frames` picks the dump: layout (default), snapped or pixels.
struct LayoutFixture {
    var name: String
    var source: String
    var container: Size
    var scale: Double
    var frames: LayoutResult.DumpFrames
    var tree: LayoutNode
    var expected: [String]
    /// Optional `spacingRules` object: `standard`, `textToText`, `textToOther`.
    var spacingRules: SpacingRules

    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    /// The fixture files, by name without extension, sorted.
    static let names: [String] = {
        guard let directory = directory,
              let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    static var directory: URL? { Bundle.module.url(forResource: "Fixtures", withExtension: nil) }

    /// Loads `Fixtures/<name>.json`.
    static func load(_ name: String) throws -> LayoutFixture {
        guard let url = directory?.appendingPathComponent(name + ".json") else { throw Invalid(description: "no Fixtures") }
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let json = object as? [String: Any] else { throw Invalid(description: "\(name): not an object") }
        guard let source = json["source"] as? String, !source.isEmpty else {
            throw Invalid(description: "\(name): every fixture names its source")
        }
        guard let container = json["container"] as? [Any], container.count == 2,
              let width = number(container[0]), let height = number(container[1]) else {
            throw Invalid(description: "\(name): container must be [width, height]")
        }
        guard let treeJSON = json["tree"] as? [String: Any] else { throw Invalid(description: "\(name): no tree") }
        guard let expected = json["expected"] as? [String] else { throw Invalid(description: "\(name): no expected") }
        let frames: LayoutResult.DumpFrames
        switch json["frames"] as? String ?? "layout" {
        case "layout": frames = .layout
        case "snapped": frames = .snapped
        case "pixels": frames = .pixels
        case let other: throw Invalid(description: "\(name): unknown frames \(other)")
        }
        var rules = SpacingRules()
        if let object = json["spacingRules"] as? [String: Any] {
            rules.standard = object["standard"].flatMap(number) ?? rules.standard
            rules.textToText = object["textToText"].flatMap(number) ?? rules.textToText
            rules.textToOther = object["textToOther"].flatMap(number) ?? rules.textToOther
        }
        return LayoutFixture(name: name, source: source, container: Size(width: width, height: height),
                             scale: json["scale"].flatMap(number) ?? 1, frames: frames,
                             tree: try node(treeJSON, path: "tree"), expected: expected, spacingRules: rules)
    }

    /// Numbers, or the strings "inf", "-inf", "nan".
    static func number(_ value: Any) -> Double? {
        if let string = value as? String {
            switch string {
            case "inf": return .infinity
            case "-inf": return -.infinity
            case "nan": return .nan
            default: return nil
            }
        }
        return (value as? NSNumber)?.doubleValue
    }
}
