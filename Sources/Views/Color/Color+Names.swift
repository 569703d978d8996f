// Colours written as text — in widget documents and the CLI's `--tint` — parsed in one place: SwiftUI's
// colour names (the palette, the semantic statics, then every other system colour) and hex `RRGGBB[AA]`.
import Graphics

extension Color {
    /// Every colour name text may use, SwiftUI's spelling: the palette and semantic statics of `Color`, then
    /// every other ``SystemColor`` (`systemGray2`, `label` …), in this fixed order.
    ///
    /// ```swift
    /// Color.namedColors.first { $0.name == "orange" }?.color   // Color.orange
    /// ```
    public static let namedColors: [(name: String, color: Color)] = {
        var entries: [(name: String, color: Color)] = [
            ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint),
            ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple),
            ("pink", .pink), ("brown", .brown), ("gray", .gray), ("black", .black), ("white", .white),
            ("clear", .clear), ("primary", .primary), ("secondary", .secondary), ("accentColor", .accentColor),
        ]
        for system in SystemColor.allCases where !entries.contains(where: { $0.name == system.rawValue }) {
            entries.append((system.rawValue, Color(system)))
        }
        return entries
    }()

    /// The colour of hex digits `RRGGBB` or `RRGGBBAA` (no `#`; either letter case), or nil.
    ///
    /// ```swift
    /// Color.hexComponents("FF950080")   // RGBAColor(r255: 255, 149, 0, alpha: 0.5)
    /// ```
    public static func hexComponents<S: StringProtocol>(_ digits: S) -> RGBAColor? {
        let bytes = Array(digits.utf8)
        guard bytes.count == 6 || bytes.count == 8 else { return nil }
        var values: [Double] = []
        var index = 0
        while index < bytes.count {
            guard let high = hexValue(bytes[index]), let low = hexValue(bytes[index + 1]) else { return nil }
            values.append(Double(high * 16 + low))
            index += 2
        }
        return RGBAColor(r255: values[0], values[1], values[2], alpha: values.count == 4 ? values[3] / 255 : 1)
    }

    /// The value of one hex digit, or nil.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
