/// SwiftUI's remaining accessibility overloads (`String`, `LocalizedStringKey`, `Text`), accepted so
/// widget code compiles unchanged; accessibility does not change pixels.
extension View {
    /// Accessibility value (no effect on rendering).
    public func accessibilityValue(_ value: LocalizedStringKey) -> Self { self }
    /// Accessibility value (no effect on rendering).
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }
    /// Accessibility hint (no effect on rendering).
    public func accessibilityHint(_ hint: LocalizedStringKey) -> Self { self }
    /// Accessibility hint (no effect on rendering).
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Self { self }
    /// Accessibility identifier (no effect on rendering).
    public func accessibilityIdentifier(_ identifier: String) -> Self { self }
    /// Combines or ignores children for accessibility (no effect on rendering).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
    /// Accessibility traits (no effect on rendering).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }
    /// Accessibility traits (no effect on rendering).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self { self }
    /// Accessibility sort priority (no effect on rendering).
    public func accessibilitySortPriority(_ priority: Double) -> Self { self }
}

/// How accessibility treats a view's children (SwiftUI's `AccessibilityChildBehavior`); inert here.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// The children are ignored.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children stay separate elements.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// The children's properties are merged.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// Accessibility traits (SwiftUI's `AccessibilityTraits`); inert here.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt32
    /// Creates traits from their raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1)
    /// A header.
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    /// Static text.
    public static let isStaticText = AccessibilityTraits(rawValue: 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 8)
    /// Frequently updated content.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 16)
}
