import Graphics
import Views
import Widgets

extension WidgetRenderOptions {
    /// Options for one combination of the render matrix (``Widgets/WidgetAppearance``); the rest at defaults.
    public init(_ appearance: WidgetAppearance) {
        self.init(family: appearance.family, mode: appearance.mode, colorScheme: appearance.colorScheme,
                  device: appearance.device)
        dynamicTypeSize = appearance.dynamicTypeSize
        localeIdentifier = appearance.localeIdentifier
        layoutDirection = appearance.layoutDirection
        os = appearance.os
    }

    /// The combination of the render matrix these options draw.
    public var appearance: WidgetAppearance {
        WidgetAppearance(family: family, mode: mode, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize,
                         localeIdentifier: localeIdentifier, layoutDirection: layoutDirection, device: device, os: os)
    }

    /// The file name of a render without `.png`, by ``Widgets/WidgetAppearance/fileStem(qualifiers:)``, with the
    /// device identifier, the scale, the tint and a non-default vibrant backdrop as qualifiers where they are
    /// set (`systemSmall-fullColor`, `systemSmall-fullColor-dark-AX5`, `accessoryCorner-accented-watch-45mm-2x`).
    public var fileStem: String {
        var qualifiers: [String] = []
        if let device { qualifiers.append(device.identifier) }
        if let scale { qualifiers.append("\(Self.number(scale))x") }
        if let tint { qualifiers.append("tint-" + Self.hex(tint)) }
        if vibrantBackdrop != Self.defaultVibrantBackdrop {
            qualifiers.append("backdrop-" + (vibrantBackdrop.map(Self.hex) ?? "none"))
        }
        return appearance.fileStem(qualifiers: qualifiers)
    }

    /// `2` for 2.0, `2.5` for 2.5.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `rrggbbaa` in lowercase hex.
    private static func hex(_ color: RGBAColor) -> String {
        let (r, g, b, a) = color.rgba8
        return [r, g, b, a].map { byte in
            let digits = String(byte, radix: 16)
            return byte < 16 ? "0" + digits : digits
        }.joined()
    }
}
