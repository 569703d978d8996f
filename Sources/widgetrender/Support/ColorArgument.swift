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

    /// The usage error for a `--tint` that ``parse(_:)`` refuses, with the nearest colour name:
    /// `--tint "ornage" is not a colour; did you mean orange? expected #RRGGBB, #RRGGBBAA or a name like orange`.
    static func problem(_ text: String) -> String {
        var message = "--tint \"\(TerminalText.safe(text))\" is not a colour"
        if let characters = TerminalText.suspiciousCharacters(text) { message += " (it contains \(characters))" }
        if let suggestion = SuggestedName.closest(to: text, among: Color.namedColors.map(\.name)) {
            message += "; did you mean \(suggestion)?"
        }
        return message + "; expected #RRGGBB, #RRGGBBAA or a name like orange"
    }
}
