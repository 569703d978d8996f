/// What an intent does, shown by the system's configuration UI: AppIntents' `IntentDescription`.
///
/// ```swift
/// static var description = IntentDescription("This is an example widget.")
/// static var description: IntentDescription { "Pick a habit to track." }
/// ```
public struct IntentDescription: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The description.
    public var descriptionText: LocalizedStringResource
    /// The category shown in Shortcuts.
    public var categoryName: LocalizedStringResource?
    /// Extra words Shortcuts search matches.
    public var searchKeywords: [LocalizedStringResource]
    /// The name of the result value.
    public var resultValueName: LocalizedStringResource?

    /// A description with optional category, keywords and result name.
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
    }

    /// A description from a literal.
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }

    /// A description from an interpolated string.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
