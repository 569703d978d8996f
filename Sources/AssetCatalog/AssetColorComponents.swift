// The `color` object of a colour-set variant: `color-space` and `components`, as Xcode writes them in
// its three input methods — floating point ("0.500"), 8-bit integers ("128") and hex ("0x80") — and as
// JSON numbers (0…1, as the format reference documents). Every space is converted to sRGB here:
// srgb and extended-srgb as they are (extended values clipped), extended-linear-srgb encoded,
// display-p3 through ColorSpaceConversion, gray-gamma-22 and extended-gray through the grey curve.
// Instead of components a colour may reference a system colour by UIKit's name (`"reference":
// "systemBlueColor"`, `"platform": "ios"`): Views' SystemColor table gives its light and dark values.
import Graphics
import JSON
import Views

enum AssetColorComponents {
    /// The variant of a colour-set entry's `color` object: a system reference or components; nil for a
    /// reference made for macOS only (`"platform": "osx"`), which an iPhone never shows.
    static func variant(_ node: JSONNode, appearance: AssetAppearance) throws(AssetCatalogError) -> AssetColor.Variant? {
        guard let referenceNode = try node.member("reference") else {
            return AssetColor.Variant(appearance: appearance, color: try color(node))
        }
        if let platform = try node.member("platform")?.string(), platform == "osx" || platform == "macos" { return nil }
        let name = try referenceNode.string()
        guard let values = SystemColor.reference(named: name) else {
            var reason = "unknown system colour \"\(name.prefix(NameSuggestion.lengthLimit))\""
            if let nearest = NameSuggestion.nearest(to: name, among: SystemColor.referenceNames) {
                reason += "; did you mean \"\(nearest)\"?"
            }
            throw referenceNode.failure(reason)
        }
        return AssetColor.Variant(appearance: appearance, color: values.light, darkSchemeColor: values.dark, reference: name)
    }

    /// The sRGB colour of a colour-set variant's `color` object.
    static func color(_ node: JSONNode) throws(AssetCatalogError) -> RGBAColor {
        let space = try node.member("color-space")?.string() ?? "srgb"
        guard let components = try node.member("components") else {
            throw node.failure("the colour has no \"components\"")
        }
        func component(_ key: String, default fallback: Double? = nil) throws(AssetCatalogError) -> Double {
            guard let value = try components.member(key) else {
                if let fallback { return fallback }
                throw components.failure("the component \"\(key)\" is missing")
            }
            return try number(value)
        }
        let alpha = ColorSpaceConversion.clip(try component("alpha", default: 1))
        switch space {
        case "srgb", "extended-srgb":
            return RGBAColor(red: try component("red"), green: try component("green"), blue: try component("blue"),
                             alpha: alpha)
        case "extended-linear-srgb":
            let encode = ColorSpaceConversion.encode
            return RGBAColor(red: encode(try component("red")), green: encode(try component("green")),
                             blue: encode(try component("blue")), alpha: alpha)
        case "display-p3":
            let rgb = ColorSpaceConversion.sRGB(fromDisplayP3: (try component("red"), try component("green"),
                                                                try component("blue")))
            return RGBAColor(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
        case "gray-gamma-22", "extended-gray":
            return RGBAColor(white: ColorSpaceConversion.sRGB(fromGrayGamma22: try component("white")), alpha: alpha)
        default:
            throw (try node.member("color-space") ?? node).failure(
                "unknown colour space \"\(space)\" (expected srgb, extended-srgb, extended-linear-srgb, display-p3, "
                    + "gray-gamma-22 or extended-gray)")
        }
    }

    /// One component: a JSON number (0…1), or a string: `"0.5"` (0…1), `"128"` (0–255) or `"0x80"` (0–255).
    static func number(_ node: JSONNode) throws(AssetCatalogError) -> Double {
        let value: Double?
        switch node.value.kind {
        case .number(let number): value = number.value
        case .string(let text):
            let trimmed = text.trimmingSpaces
            if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
                let digits = trimmed.dropFirst(2)
                value = !digits.isEmpty && digits.count <= 2 ? UInt8(digits, radix: 16).map { Double($0) / 255 } : nil
            } else if trimmed.contains(".") || trimmed.contains("e") || trimmed.contains("E") {
                value = Double(trimmed)
            } else {
                value = UInt8(trimmed).map { Double($0) / 255 }
            }
        default:
            throw node.failure("expected a number or a string, found \(node.value.kindDescription)")
        }
        guard let value, value.isFinite else {
            throw node.failure("\(describe(node.value)) is not a colour component "
                               + "(write 0…1 as \"0.500\", 0–255 as \"128\", or hex as \"0x80\")")
        }
        return value
    }

    private static func describe(_ value: JSONValue) -> String {
        if case .string(let text) = value.kind { return "\"\(text.prefix(40))\"" }
        return value.kindDescription
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[start...end]
    }
}
