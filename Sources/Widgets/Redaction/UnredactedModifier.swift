import Views

extension View {
    /// Exempts the view from an enclosing `redacted(reason:)` (SwiftUI's `unredacted()`).
    ///
    /// ```swift
    /// VStack {
    ///     Text("Steps").unredacted()   // the title stays readable
    ///     Text("\(entry.steps)")
    /// }
    /// .redacted(reason: .placeholder)
    /// ```
    public func unredacted() -> some View {
        UnredactedModifier(content: self)
    }
}

/// Clears the reasons and marks the subtree as exempt when it sits in a redacted one.
struct UnredactedModifier<Content: View>: View {
    let content: Content

    var body: some View {
        let cleared = content.environment(\.redactionReasons, [])
        if EnvironmentValues.current.redactionReasons.contains(.placeholder) {
            cleared.drawingEffect(RedactionMark.effect(.unredacted))
        } else {
            cleared
        }
    }
}
