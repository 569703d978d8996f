/// Modifiers a static render has no use for, accepted so widget code compiles unchanged; each
/// returns the view as it is.
extension View {
    /// Accessibility label (no effect on rendering).
    public func accessibilityLabel(_ label: Text) -> Self { self }
    /// Accessibility label (no effect on rendering).
    public func accessibilityLabel(_ label: LocalizedStringKey) -> Self { self }
    /// Accessibility label (no effect on rendering).
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
    /// Accessibility value (no effect on rendering).
    public func accessibilityValue(_ value: Text) -> Self { self }
    /// Accessibility hint (no effect on rendering).
    public func accessibilityHint(_ hint: Text) -> Self { self }
    /// Hides the view from accessibility (no effect on rendering).
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    /// Identity for animations and lists (no effect on a static render).
    public func id<ID: Hashable>(_ id: ID) -> Self { self }
}
