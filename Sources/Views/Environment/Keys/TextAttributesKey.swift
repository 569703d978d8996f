private struct TextAttributesKey: EnvironmentKey {
    static let defaultValue = TextAttributes()
}

extension EnvironmentValues {
    /// Font traits set on a view for all text below it (`bold()`, `italic()`, `fontWeight(_:)`,
    /// `fontDesign(_:)`, `monospacedDigit()` on a View); a text's own modifiers win.
    var textAttributes: TextAttributes {
        get { self[TextAttributesKey.self] }
        set { self[TextAttributesKey.self] = newValue }
    }
}
