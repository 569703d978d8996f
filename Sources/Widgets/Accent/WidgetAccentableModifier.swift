import Views

extension View {
    /// Puts the view and everything inside it in the accent group of the accented rendering mode
    /// (WIDGETKIT.md §1.3, S4): in a tinted widget the accent group takes the tint colour and the
    /// rest the default-group colour; in full colour nothing changes.
    ///
    /// ```swift
    /// HStack {
    ///     Image(systemName: "flame.fill").widgetAccentable()
    ///     Text("12 days")
    /// }
    /// ```
    /// As in WidgetKit, a subtree marked accentable cannot be opted back out: an inner
    /// `widgetAccentable(false)` changes nothing, and `widgetAccentable(false)` elsewhere is a no-op.
    /// The subtree resolves inside a `.accentGroup` effect node (``ResolvedEffect/accentGroup``),
    /// which the renderer turns into the accent group of every draw command below it.
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
        WidgetAccentableModifier(content: self, isAccentable: accentable)
    }
}

/// Wraps its content in the accent-group effect unless it is off or an ancestor already did.
struct WidgetAccentableModifier<Content: View>: View {
    let content: Content
    let isAccentable: Bool
    @Environment(\.isInWidgetAccentGroup) private var isInAccentGroup

    var body: some View {
        if isAccentable && !isInAccentGroup {
            content
                .environment(\.isInWidgetAccentGroup, true)
                .drawingEffect(.accentGroup)
        } else {
            content
        }
    }
}
