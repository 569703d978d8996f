import Graphics

/// Parses the `--tint` option: `#RRGGBB`, `#RRGGBBAA`, `RRGGBB`, or a system colour name (`orange`, `blue` …)
/// with the iOS light-appearance values.
enum ColorArgument {
    /// The system colour names `--tint` accepts, with their sRGB values.
    static let named: [(name: String, color: RGBAColor)] = [
        ("red", RGBAColor(r255: 255, 59, 48)), ("orange", RGBAColor(r255: 255, 149, 0)),
        ("yellow", RGBAColor(r255: 255, 204, 0)), ("green", RGBAColor(r255: 52, 199, 89)),
        ("mint", RGBAColor(r255: 0, 199, 190)), ("teal", RGBAColor(r255: 48, 176, 199)),
        ("cyan", RGBAColor(r255: 50, 173, 230)), ("blue", RGBAColor(r255: 0, 122, 255)),
        ("indigo", RGBAColor(r255: 88, 86, 214)), ("purple", RGBAColor(r255: 175, 82, 222)),
        ("pink", RGBAColor(r255: 255, 45, 85)), ("brown", RGBAColor(r255: 162, 132, 94)),
        ("gray", RGBAColor(r255: 142, 142, 147)), ("white", .white), ("black", .black),
    ]

    /// The colour `text` names, or nil.
    static func parse(_ text: String) -> RGBAColor? {
        let lower = text.lowercased()
        if let match = named.first(where: { $0.name == lower }) { return match.color }
        var hex = Substring(lower)
        if hex.hasPrefix("#") { hex = hex.dropFirst() }
        guard hex.count == 6 || hex.count == 8, hex.allSatisfy(\.isHexDigit), let value = UInt64(hex, radix: 16) else {
            return nil
        }
        let v = hex.count == 6 ? value << 8 | 0xFF : value
        return RGBAColor(r255: Double((v >> 24) & 0xFF), Double((v >> 16) & 0xFF), Double((v >> 8) & 0xFF),
                         alpha: Double(v & 0xFF) / 255)
    }
}
