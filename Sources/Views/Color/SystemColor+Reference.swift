// The system colours an asset catalog's colour set may reference instead of giving components:
// `"color": {"platform": "ios", "reference": "systemBlueColor"}`, the names Xcode's colour-set inspector
// writes ("Content" → a system colour). They are UIKit's class-property names with a "Color" suffix
// (`UIColor.systemBlue` → `systemBlueColor`, `UIColor.label` → `labelColor`). Each maps to the one system
// palette (``SystemColor``, light and dark) or to UIKit's fixed colours (`blackColor` … as UIKit defines
// them: `darkGrayColor` is 1/3 white, `orangeColor` is 1, 0.5, 0 …), so a reference draws what the
// matching `UIColor` draws. UIKit's deprecated background names map to their modern equivalent.
import Graphics

extension SystemColor {
    /// A system colour a colour set references by name, light and dark.
    ///
    /// ```swift
    /// SystemColor.reference(named: "systemBlueColor")?.dark   // rgba(10,132,255,1)
    /// ```
    public static func reference(named name: String) -> (light: RGBAColor, dark: RGBAColor)? {
        if let system = referenced[name] { return (system.color(in: .light), system.color(in: .dark)) }
        if let fixed = fixedReferences[name] { return (fixed, fixed) }
        return nil
    }

    /// Every reference name ``reference(named:)`` knows, sorted (for "did you mean").
    public static var referenceNames: [String] { (Array(referenced.keys) + Array(fixedReferences.keys)).sorted() }

    /// The dynamic system colours by their reference name: `system<Name>Color` for the palette and the
    /// greys, `<name>Color` for the semantic colours (UIKit's property names), plus UIKit's aliases
    /// (`placeholderTextColor` is the tertiary label colour, `tintColor` the default blue).
    private static let referenced: [String: SystemColor] = {
        var table: [String: SystemColor] = [:]
        let palette: [SystemColor] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple,
                                      .pink, .brown, .gray]
        for color in allCases {
            if palette.contains(color) {
                table["system" + color.rawValue.prefix(1).uppercased() + color.rawValue.dropFirst() + "Color"] = color
            } else {
                table[color.rawValue + "Color"] = color
            }
        }
        table["placeholderTextColor"] = .tertiaryLabel
        table["tintColor"] = .blue
        table["systemTintColor"] = .blue
        // The background colours UIKit deprecated, which old colour sets still reference: Apple's replacement for
        // `groupTableViewBackgroundColor` (iOS 2–13) is `systemGroupedBackgroundColor`; the iOS 2–7 textures
        // (`viewFlipsideBackgroundColor`, `scrollViewTexturedBackgroundColor`, `underPageBackgroundColor`) have
        // none named, and draw as the same grouped background here (our choice [C]: the nearest modern colour
        // of a screen's backdrop).
        for deprecated in ["groupTableViewBackgroundColor", "viewFlipsideBackgroundColor",
                           "scrollViewTexturedBackgroundColor", "underPageBackgroundColor"] {
            table[deprecated] = .systemGroupedBackground
        }
        return table
    }()

    /// UIKit's fixed colours by their reference name (the same in light and dark).
    private static let fixedReferences: [String: RGBAColor] = [
        "blackColor": RGBAColor(white: 0), "whiteColor": RGBAColor(white: 1), "clearColor": .clear,
        "darkGrayColor": RGBAColor(white: 1.0 / 3.0), "lightGrayColor": RGBAColor(white: 2.0 / 3.0),
        "grayColor": RGBAColor(white: 0.5),
        "redColor": RGBAColor(red: 1, green: 0, blue: 0), "greenColor": RGBAColor(red: 0, green: 1, blue: 0),
        "blueColor": RGBAColor(red: 0, green: 0, blue: 1), "cyanColor": RGBAColor(red: 0, green: 1, blue: 1),
        "yellowColor": RGBAColor(red: 1, green: 1, blue: 0), "magentaColor": RGBAColor(red: 1, green: 0, blue: 1),
        "orangeColor": RGBAColor(red: 1, green: 0.5, blue: 0), "purpleColor": RGBAColor(red: 0.5, green: 0, blue: 0.5),
        "brownColor": RGBAColor(red: 0.6, green: 0.4, blue: 0.2),
        "lightTextColor": RGBAColor(white: 1, alpha: 0.6), "darkTextColor": RGBAColor(white: 0),
    ]
}
