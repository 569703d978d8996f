import Views

extension View {
    /// Removes the default content margins the system adds around the widget body (iOS 17+,
    /// WIDGETKIT.md §2.5, S14); read `@Environment(\.widgetContentMargins)` to re-apply them where needed.
    ///
    /// ```swift
    /// ZStack {
    ///     Image("cover").resizable().scaledToFill()
    ///     TitleView().padding(margins)
    /// }
    /// .contentMarginsDisabled()
    /// ```
    /// SwiftUI offers this on `WidgetConfiguration` (WidgetApp's modifier of that name applies it through
    /// this one); our documents hold a single widget, so it is a view modifier that applies to the whole
    /// widget wherever it appears in the body.
    public func contentMarginsDisabled() -> some View {
        ContentMarginsDisabledModifier(content: self)
    }
}

/// Declares the request as a preference of the widget body; lays out and draws as its content.
struct ContentMarginsDisabledModifier<Content: View>: View {
    let content: Content

    var body: some View {
        content.preference(key: ContentMarginsDisabledPreferenceKey.self, value: true)
    }
}
