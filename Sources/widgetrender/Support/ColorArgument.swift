import Graphics
import Views

/// Parses the `--tint` option: `#RRGGBB`, `#RRGGBBAA`, `RRGGBB[AA]`, or a SwiftUI colour name (`orange`,
/// `blue`, `systemTeal` …) in its light-appearance value — the names and hex syntax of widget documents
/// (``Color/namedColors``, ``Color/hexComponents(_:)``).
enum ColorArgument {
    /// The colour `text` names, or nil.
    static func parse(_ text: String) -> RGBAColor? {
        let lower = text.lowercased()
        if let match = Color.namedColors.first(where: { $0.name.lowercased() == lower }) {
            return match.color.resolve(in: EnvironmentValues())
        }
        return Color.hexComponents(text.hasPrefix("#") ? text.dropFirst() : Substring(text))
    }
}
