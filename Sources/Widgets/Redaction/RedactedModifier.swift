import Views

extension View {
    /// Draws the view as a placeholder: each text becomes rounded bars of its line height, each image
    /// a rounded rectangle, as WidgetKit shows a widget before its data arrives (SwiftUI's
    /// `redacted(reason:)`). Layout does not change; shapes and colours draw as they are.
    ///
    /// ```swift
    /// StepsView(entry: .sample).redacted(reason: .placeholder)
    /// ```
    /// Implemented as a resolution-time rewrite: the modifier sets `redactionReasons` in the
    /// environment (views can read it) and marks its subtree; `WidgetScene`'s renderer calls
    /// `ResolvedView.applyingRedaction(colorScheme:)`, which swaps the texts and images of marked
    /// subtrees for placeholder shapes. Only `.placeholder` changes pixels.
    public func redacted(reason: RedactionReasons) -> some View {
        RedactedModifier(content: self, reasons: reason)
    }
}

/// Adds the reasons to the environment and marks the subtree when they include `.placeholder`.
struct RedactedModifier<Content: View>: View {
    let content: Content
    let reasons: RedactionReasons

    var body: some View {
        let marked = content.environment(\.redactionReasons, EnvironmentValues.current.redactionReasons.union(reasons))
        if reasons.contains(.placeholder) {
            marked.drawingEffect(RedactionMark.effect(.placeholder))
        } else {
            marked
        }
    }
}
