import Graphics

/// The older name of a Dynamic Type size (SwiftUI's `ContentSizeCategory`, deprecated in iOS 15 for
/// ``DynamicTypeSize``). Kept so extension code written against `\.sizeCategory` compiles and renders.
///
/// ```swift
/// @Environment(\.sizeCategory) var category
/// var body: some View { Text(category.isAccessibilityCategory ? "Big" : "Small") }
/// ```
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    /// An extra small size.
    case extraSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// A large size: iOS's default.
    case large
    /// An extra large size.
    case extraLarge
    /// An extra extra large size.
    case extraExtraLarge
    /// An extra extra extra large size.
    case extraExtraExtraLarge
    /// AX1.
    case accessibilityMedium
    /// AX2.
    case accessibilityLarge
    /// AX3.
    case accessibilityExtraLarge
    /// AX4.
    case accessibilityExtraExtraLarge
    /// AX5.
    case accessibilityExtraExtraExtraLarge

    /// The category of a Dynamic Type size (one to one, in order).
    public init(_ size: DynamicTypeSize) {
        self = Self.allCases[size.rawValue]
    }

    /// The Dynamic Type size of the category.
    public var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize(rawValue: Self.allCases.firstIndex(of: self) ?? 3) ?? .large
    }

    /// True for the five accessibility categories.
    public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }
}

extension EnvironmentValues {
    /// The Dynamic Type size under its older name; reads and writes ``dynamicTypeSize``.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}
