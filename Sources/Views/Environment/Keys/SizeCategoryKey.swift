/// The content size category (SwiftUI's deprecated `ContentSizeCategory`, read by older widget code as
/// `@Environment(\.sizeCategory)`). Renders are at the default, `.large`; reading it changes nothing.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable {
    /// Extra small.
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large (the default).
    case large
    /// Extra large.
    case extraLarge
    /// Extra extra large.
    case extraExtraLarge
    /// Extra extra extra large.
    case extraExtraExtraLarge
    /// Accessibility medium.
    case accessibilityMedium
    /// Accessibility large.
    case accessibilityLarge
    /// Accessibility extra large.
    case accessibilityExtraLarge
    /// Accessibility extra extra large.
    case accessibilityExtraExtraLarge
    /// Accessibility extra extra extra large.
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }
}

private struct SizeCategoryKey: EnvironmentKey {
    static let defaultValue = ContentSizeCategory.large
}

extension EnvironmentValues {
    /// The content size category (`.large` unless set; text sizes do not follow it here — Dynamic Type
    /// is `dynamicTypeSize`'s work).
    public var sizeCategory: ContentSizeCategory {
        get { self[SizeCategoryKey.self] }
        set { self[SizeCategoryKey.self] = newValue }
    }
}
