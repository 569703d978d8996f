import Drawing
import Graphics
import Render

extension WidgetRenderOptions {
    /// The snapshot name used when an assertion is given none: `<family>-<mode>-<scheme>`, then the
    /// device identifier, the scale, the tint, a non-default vibrant backdrop, a Dynamic Type size other
    /// than Large, the locale and `rtl` when they are set (`systemSmall-fullColor-light`,
    /// `accessoryCircular-vibrant-dark-watch-45mm-2x`, `systemSmall-fullColor-light-AX5-ar_EG-rtl`).
    public var snapshotName: String {
        var parts = [family.rawValue, mode.rawValue, colorScheme.rawValue]
        if let device { parts.append(device.identifier) }
        if let scale { parts.append("\(Self.number(scale))x") }
        if let tint { parts.append("tint-" + Self.hex(tint)) }
        if vibrantBackdrop != ModeChoices.vibrantBackdrop {
            parts.append("backdrop-" + (vibrantBackdrop.map(Self.hex) ?? "none"))
        }
        if dynamicTypeSize != .large { parts.append(dynamicTypeSize.name) }
        if let localeIdentifier { parts.append(localeIdentifier) }
        if layoutDirection == .rightToLeft { parts.append("rtl") }
        return parts.joined(separator: "-")
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
