import Views

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
    /// Why views here are redacted (SwiftUI's `redactionReasons`); empty when they are not.
    ///
    /// ```swift
    /// @Environment(\.redactionReasons) var reasons
    /// // …
    /// Text(reasons.contains(.placeholder) ? "--" : "\(steps)")
    /// ```
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}
