/// The peers' benchmark scenes (`../shared/bench/scenes.json`), parsed at run time.
///
/// Each scene is a canvas in points, a scale, and plain draw operations painted in order with source-over
/// (the file's `about` text is the specification). Every op kind of the file is decoded; an unknown kind is
/// an error naming it, so a new kind in the file cannot be skipped silently.
import Foundation
import Graphics

/// One scene: its canvas and its operations.
struct BenchScene: Decodable {
    var name: String
    /// Canvas width in points.
    var width: Double
    /// Canvas height in points.
    var height: Double
    /// Device pixels per point.
    var scale: Double
    var ops: [SceneOp]

    /// Pixel width: round(width × scale), as the file says.
    var pixelWidth: Int { Int((width * scale).rounded()) }
    /// Pixel height: round(height × scale).
    var pixelHeight: Int { Int((height * scale).rounded()) }
}

/// The scene file: its scenes and the fonts it names.
struct BenchSceneFile: Decodable {
    var scenes: [BenchScene]
    /// Weight (as a string, "400") → the face it means ("Inter Regular …").
    var fonts: [String: String]?

    /// The scene file, looked for in `WIDGETRENDER_SCENES`, then `../shared/bench/scenes.json` from the
    /// current directory (the repository root under `make bench`), then beside the repository this bench was
    /// built from. Returns the path searched last when none exists.
    static func locate(filePath: String = #filePath) -> (path: String, exists: Bool) {
        var candidates: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["WIDGETRENDER_SCENES"], !explicit.isEmpty {
            candidates.append(explicit)
        }
        candidates.append("../shared/bench/scenes.json")
        // This file is <root>/Benchmarks/WidgetRenderBench/Scenes/BenchScene.swift.
        var root = URL(fileURLWithPath: filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        candidates.append(root.deletingLastPathComponent().appendingPathComponent("shared/bench/scenes.json").path)
        for path in candidates where FileManager.default.fileExists(atPath: path) { return (path, true) }
        return (candidates.joined(separator: ", "), false)
    }

    static func load(_ path: String) throws -> BenchSceneFile {
        try JSONDecoder().decode(BenchSceneFile.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }
}

/// A linear gradient in points: from (x0, y0) to (x1, y1), stops as [t, colour].
struct SceneGradient: Decodable {
    var start: Point
    var end: Point
    var stops: [GradientStop]

    private enum Keys: String, CodingKey { case x0, y0, x1, y1, stops }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        start = Point(x: try c.decode(Double.self, forKey: .x0), y: try c.decode(Double.self, forKey: .y0))
        end = Point(x: try c.decode(Double.self, forKey: .x1), y: try c.decode(Double.self, forKey: .y1))
        var list = try c.nestedUnkeyedContainer(forKey: .stops)
        stops = []
        while !list.isAtEnd {
            var pair = try list.nestedUnkeyedContainer()
            let t = try pair.decode(Double.self)
            let color = try SceneOp.color(try pair.decode([Double].self), at: c.codingPath)
            stops.append(GradientStop(color: color, location: t))
        }
    }
}

/// One draw operation of a scene (coordinates in points, colours straight sRGB).
enum SceneOp: Decodable {
    /// A rounded rectangle (circular corners; r = 0 is a plain rect) filled with a colour or a gradient.
    case roundedRect(Rect, radius: Double, fill: RGBAColor, gradient: SceneGradient?)
    /// A filled circle.
    case circle(center: Point, radius: Double, fill: RGBAColor)
    /// A stroked circular arc centred on radius `radius`; |sweep| ≥ 360 is a full ring.
    case arc(center: Point, radius: Double, startDegrees: Double, sweepDegrees: Double, width: Double,
             cap: LineCap, color: RGBAColor)
    /// A stroked line with butt caps.
    case line(from: Point, to: Point, width: Double, color: RGBAColor)
    /// One line of Inter with its alphabetic baseline starting at `origin`.
    case text(String, origin: Point, size: Double, weight: Int, color: RGBAColor)

    private enum Keys: String, CodingKey {
        case op, x, y, w, h, r, fill, gradient, cx, cy, start, sweep, width, cap, color, x0, y0, x1, y1, text, size
        case weight
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        func number(_ key: Keys) throws -> Double { try c.decode(Double.self, forKey: key) }
        func color(_ key: Keys) throws -> RGBAColor { try SceneOp.color(c.decode([Double].self, forKey: key), at: c.codingPath) }
        let kind = try c.decode(String.self, forKey: .op)
        switch kind {
        case "rrect":
            self = .roundedRect(Rect(x: try number(.x), y: try number(.y), width: try number(.w), height: try number(.h)),
                                radius: try number(.r), fill: try color(.fill),
                                gradient: try c.decodeIfPresent(SceneGradient.self, forKey: .gradient))
        case "circle":
            self = .circle(center: Point(x: try number(.cx), y: try number(.cy)), radius: try number(.r),
                           fill: try color(.fill))
        case "arc":
            let capName = try c.decode(String.self, forKey: .cap)
            let cap: LineCap
            switch capName {
            case "butt": cap = .butt
            case "round": cap = .round
            case "square": cap = .square
            default:
                throw DecodingError.dataCorruptedError(forKey: .cap, in: c, debugDescription: "unknown cap \(capName)")
            }
            self = .arc(center: Point(x: try number(.cx), y: try number(.cy)), radius: try number(.r),
                        startDegrees: try number(.start), sweepDegrees: try number(.sweep), width: try number(.width),
                        cap: cap, color: try color(.color))
        case "line":
            self = .line(from: Point(x: try number(.x0), y: try number(.y0)), to: Point(x: try number(.x1), y: try number(.y1)),
                         width: try number(.width), color: try color(.color))
        case "text":
            self = .text(try c.decode(String.self, forKey: .text), origin: Point(x: try number(.x), y: try number(.y)),
                         size: try number(.size), weight: try c.decode(Int.self, forKey: .weight), color: try color(.color))
        default:
            throw DecodingError.dataCorruptedError(forKey: .op, in: c, debugDescription: "unknown op \"\(kind)\"")
        }
    }

    /// [r, g, b, a]: r, g, b 0–255 sRGB straight, a 0–1.
    static func color(_ values: [Double], at path: [CodingKey]) throws -> RGBAColor {
        guard values.count == 4 else {
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "a colour is [r, g, b, a]"))
        }
        return RGBAColor(r255: values[0], values[1], values[2], alpha: values[3])
    }
}
