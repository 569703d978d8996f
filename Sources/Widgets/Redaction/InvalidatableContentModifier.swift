import Views

extension View {
    /// Marks the view as showing data a tap on a control can make stale (SwiftUI's
    /// `invalidatableContent(_:)`): where the environment's `redactionReasons` contain `.invalidated`,
    /// it is drawn at half opacity.
    ///
    /// ```swift
    /// Text("\(entry.count)").invalidatableContent()
    /// ```
    /// WidgetKit adds `.invalidated` from a tap on a control until the next timeline entry is shown and
    /// draws such views with a standard, animated "pending" look. A render shows no tap, so the reason is
    /// only present when you add it (`.redacted(reason: .invalidated)`); the dimming is our stand-in [C]
    /// for the animation.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        InvalidatableContentModifier(content: self, isInvalidatable: invalidatable)
    }
}

/// Dims its content when it is invalidatable and the environment says it is invalidated.
struct InvalidatableContentModifier<Content: View>: View {
    let content: Content
    let isInvalidatable: Bool

    /// The opacity of invalidated content: **our choice** [C] (WidgetKit animates it; no value is published).
    static var invalidatedOpacity: Double { 0.5 }

    var body: some View {
        if isInvalidatable && EnvironmentValues.current.redactionReasons.contains(.invalidated) {
            content.opacity(Self.invalidatedOpacity)
        } else {
            content
        }
    }
}
