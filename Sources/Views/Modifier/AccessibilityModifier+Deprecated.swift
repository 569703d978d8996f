/// SwiftUI's older `accessibility(…)` spellings (deprecated by Apple, still common in widget code);
/// like the newer ones they are accepted and return the view as it is.
extension View {
    /// Hides the view from accessibility (`accessibility(hidden:)`; no effect on rendering).
    public func accessibility(hidden: Bool) -> Self { self }
    /// Accessibility label (`accessibility(label:)`; no effect on rendering).
    public func accessibility(label: Text) -> Self { self }
    /// Accessibility value (`accessibility(value:)`; no effect on rendering).
    public func accessibility(value: Text) -> Self { self }
    /// Accessibility hint (`accessibility(hint:)`; no effect on rendering).
    public func accessibility(hint: Text) -> Self { self }
    /// Accessibility identifier (`accessibility(identifier:)`; no effect on rendering).
    public func accessibility(identifier: String) -> Self { self }
    /// Adds accessibility traits (`accessibility(addTraits:)`; no effect on rendering).
    public func accessibility(addTraits traits: AccessibilityTraits) -> Self { self }
    /// Removes accessibility traits (`accessibility(removeTraits:)`; no effect on rendering).
    public func accessibility(removeTraits traits: AccessibilityTraits) -> Self { self }
    /// Accessibility sort priority (`accessibility(sortPriority:)`; no effect on rendering).
    public func accessibility(sortPriority: Double) -> Self { self }
}
