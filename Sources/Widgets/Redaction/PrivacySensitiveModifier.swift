import Views

extension View {
    /// Marks the view as private user data (SwiftUI's `privacySensitive(_:)`): where the environment's
    /// `redactionReasons` contain `.privacy`, it is drawn as a placeholder (rounded bars for text,
    /// blocks for images), as `redacted(reason: .placeholder)` draws.
    ///
    /// ```swift
    /// Text(entry.balance).privacySensitive()
    /// ```
    /// WidgetKit adds `.privacy` when the widget is shown on a locked device's Lock Screen (or in
    /// StandBy / Always-On while locked) and the widget's data is protected (docs/widgets.md,
    /// "Controls"). A render is one picture of one situation, so say which: add
    /// `.redacted(reason: .privacy)` around the body, or set `redactionReasons` in the environment.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        PrivacySensitiveModifier(content: self, isSensitive: sensitive)
    }
}

/// Marks its content as placeholder-redacted when it is sensitive and the environment redacts privacy.
struct PrivacySensitiveModifier<Content: View>: View {
    let content: Content
    let isSensitive: Bool

    var body: some View {
        if isSensitive && EnvironmentValues.current.redactionReasons.contains(.privacy) {
            content.drawingEffect(RedactionMark.effect(.placeholder))
        } else {
            content
        }
    }
}
