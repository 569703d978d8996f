// Colours (SwiftUI's `Color`):
//   "orange" | "systemGray2" | "primary" | "#FF9500" | "#FF950080"
//   {"red": 1, "green": 0.5, "blue": 0, "opacity"?: 1, "colorSpace"?: "sRGB"}
//   {"white": 0.2, "opacity"?, "colorSpace"?}      {"hue": 0.6, "saturation": 0.8, "brightness": 0.9, "opacity"?}
//   {"color": <colour>, "opacity": 0.3}            Color.gray.opacity(0.3)
//   {"asset": "BrandBlue", "opacity"?}             Color("BrandBlue"), from the asset catalog (--assets)
//   {"whenRenderingMode": {"vibrant": <colour>, "default": <colour>}}

import Graphics
import JSON
import Views
import Widgets

extension DocumentDecoder {
    /// Named colours: ``Color/namedColors`` (the palette and semantic statics, then every other `SystemColor`).
    static let colorNames = NameTable<Color>("color", Color.namedColors.map { ($0.name, $0.color) })

    /// Colour spaces of component colours.
    static let colorSpaces = NameTable<Color.RGBColorSpace>("color space", [
        ("sRGB", .sRGB), ("sRGBLinear", .sRGBLinear), ("displayP3", .displayP3),
    ])

    /// A colour in any of the forms above.
    func color(_ node: Node) throws(DocumentError) -> Dynamic<Color> {
        if let text = node.stringValue {
            return .constant(try namedOrHexColor(text, node))
        }
        guard node.isObject else {
            throw node.typeError(expected: "a colour (a name such as \"orange\", \"#RRGGBB\" or an object)")
        }
        var reader = try node.object("a colour")
        if reader.has("whenRenderingMode") {
            let choice = try renderingModeChoice(try reader.required("whenRenderingMode"), decode: color)
            try reader.finish()
            return choice
        }
        let opacity = try reader.optional("opacity")?.number(.opacity)
        let result: Dynamic<Color>
        if reader.has("color") {
            let base = try color(try reader.required("color"))
            guard let opacity else { throw node.fail("a colour object with \"color\" needs \"opacity\"") }
            result = base.map { $0.opacity(opacity) }
        } else if reader.has("asset") {
            let name = try reader.required("asset").string("an asset catalog colour name")
            result = .constant(Color(name).opacity(opacity ?? 1))
        } else {
            result = .constant(try componentColor(&reader, opacity: opacity ?? 1, node: node))
        }
        try reader.finish()
        return result
    }

    /// A name from ``colorNames`` or `#RRGGBB[AA]`.
    func namedOrHexColor(_ text: String, _ node: Node) throws(DocumentError) -> Color {
        if text.hasPrefix("#") {
            guard let rgba = Self.hexColor(text) else {
                throw node.fail("\(JSONQuote.quoted(text)) is not a hex colour; write #RRGGBB or #RRGGBBAA")
            }
            return Color(rgba)
        }
        guard let color = Self.colorNames.value(named: text) else { throw Self.colorNames.unknown(text, at: node) }
        return color
    }

    /// `{"red","green","blue"}`, `{"white"}` or `{"hue","saturation","brightness"}`.
    private func componentColor(_ reader: inout ObjectReader, opacity: Double, node: Node) throws(DocumentError) -> Color {
        let space = try reader.optional("colorSpace").map { (n: Node) throws(DocumentError) in try Self.colorSpaces.value(of: n) }
        if reader.has("red") || reader.has("green") || reader.has("blue") {
            let red = try reader.required("red").number(.component)
            let green = try reader.required("green").number(.component)
            let blue = try reader.required("blue").number(.component)
            return Color(space ?? .sRGB, red: red, green: green, blue: blue, opacity: opacity)
        }
        if reader.has("white") {
            return Color(space ?? .sRGB, white: try reader.required("white").number(.component), opacity: opacity)
        }
        if reader.has("hue") || reader.has("saturation") || reader.has("brightness") {
            if space != nil { throw node.fail("a hue/saturation/brightness colour has no colorSpace") }
            let hue = try reader.required("hue").number(.component)
            let saturation = try reader.required("saturation").number(.component)
            let brightness = try reader.required("brightness").number(.component)
            return Color(hue: hue, saturation: saturation, brightness: brightness, opacity: opacity)
        }
        if let first = reader.keys.first(where: { $0 != "opacity" && $0 != "colorSpace" }) {
            let keys = ["red", "green", "blue", "white", "hue", "saturation", "brightness", "color", "opacity",
                        "colorSpace", "whenRenderingMode"]
            throw node.fail("unknown field \(JSONQuote.quoted(first)) in a colour" + NameSuggestion.hint(for: first, among: keys))
        }
        throw node.fail("a colour object needs red/green/blue, white, hue/saturation/brightness or color")
    }

    /// `#RRGGBB` or `#RRGGBBAA` (``Color/hexComponents(_:)`` after the `#`).
    static func hexColor(_ text: String) -> RGBAColor? {
        text.hasPrefix("#") ? Color.hexComponents(text.dropFirst()) : nil
    }

    /// `{"fullColor": …, "accented": …, "vibrant": …, "default": …}`: one value per rendering mode;
    /// "default" covers the modes not named and is required unless all three are.
    func renderingModeChoice<Value: Sendable>(
        _ node: Node, decode: (Node) throws(DocumentError) -> Dynamic<Value>
    ) throws(DocumentError) -> Dynamic<Value> {
        var reader = try node.object("whenRenderingMode")
        var choices: [(WidgetRenderingMode, Dynamic<Value>)] = []
        for mode in WidgetRenderingMode.allCases {
            if let child = reader.optional(mode.rawValue) { choices.append((mode, try decode(child))) }
        }
        let fallback = try reader.optional("default").map { (n: Node) throws(DocumentError) in try decode(n) }
        try reader.finish()
        let fixed = choices
        if let fallback {
            return Dynamic { environment in
                (fixed.first { $0.0 == environment.renderingMode }?.1 ?? fallback).resolve(environment)
            }
        }
        guard choices.count == WidgetRenderingMode.allCases.count, let first = choices.first?.1 else {
            throw node.fail("whenRenderingMode needs \"default\" unless it names fullColor, accented and vibrant")
        }
        return Dynamic { environment in
            (fixed.first { $0.0 == environment.renderingMode }?.1 ?? first).resolve(environment)
        }
    }
}
