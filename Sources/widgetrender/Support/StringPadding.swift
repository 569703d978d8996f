// Two string helpers the CLI used from Foundation (`trimmingCharacters(in: .whitespaces)`,
// `padding(toLength:withPad:startingAt:)`), written out so it needs only FoundationEssentials.

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs (whitespace other than line breaks).
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace && !$0.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }

    /// The text cut or padded with spaces to `length` characters, for aligned columns.
    func padded(to length: Int) -> String {
        count >= length ? String(prefix(length)) : String(self) + String(repeating: " ", count: length - count)
    }
}
