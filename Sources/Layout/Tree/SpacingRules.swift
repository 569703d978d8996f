/// The default distances a stack with `spacing: nil` puts between neighbours (LAYOUT.md §3.1).
///
/// The text distances stand in for SwiftUI's font-metric rule, which is undocumented; the defaults
/// are ``LayoutDefaults/textSpacing`` (our choice). A caller that learns the real rule changes it here.
public struct SpacingRules: Hashable, Sendable {
    /// Distance between two views with no spacing preferences (8).
    public var standard: Double
    /// Distance between two Texts stacked vertically.
    public var textToText: Double
    /// Distance between a Text and a non-text view stacked vertically.
    public var textToOther: Double

    /// Creates spacing rules; the defaults are SwiftUI's 8 and our 8 for text.
    public init(standard: Double = LayoutDefaults.spacing,
                textToText: Double = LayoutDefaults.textSpacing,
                textToOther: Double = LayoutDefaults.textSpacing) {
        self.standard = standard
        self.textToText = textToText
        self.textToOther = textToOther
    }

    /// The iOS defaults.
    public static let standard = SpacingRules()
}
