/// What Siri would say for an intent: AppIntents' `IntentDialog`. Recorded, never spoken here.
///
/// ```swift
/// return .result(dialog: "Logged \(count) glasses")
/// ```
public struct IntentDialog: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The full text.
    public var full: LocalizedStringResource

    /// A dialog with the given text.
    public init(_ full: LocalizedStringResource) { self.full = full }

    /// A dialog from a literal.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }

    /// A dialog from an interpolated string.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
