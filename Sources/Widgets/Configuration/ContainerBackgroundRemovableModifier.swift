import Views

extension View {
    /// Whether the system may remove the container background (default true, WIDGETKIT.md §3, S9).
    ///
    /// ```swift
    /// PhotoWidgetView().containerBackgroundRemovable(false)
    /// ```
    /// A non-removable background keeps the widget off the iPad Lock Screen and StandBy. SwiftUI offers
    /// this on `WidgetConfiguration` (WidgetApp's modifier of that name applies it through this one); our
    /// documents hold a single widget, so it is a view modifier that applies to the whole widget wherever
    /// it appears in the body. Rendered in those contexts
    /// anyway, the widget keeps its background (``ContainerBackgroundTreatment``).
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some View {
        ContainerBackgroundRemovableModifier(content: self, isRemovable: isRemovable)
    }
}

/// Declares the flag as a preference of the widget body; lays out and draws as its content.
struct ContainerBackgroundRemovableModifier<Content: View>: View {
    let content: Content
    let isRemovable: Bool

    var body: some View {
        content.preference(key: ContainerBackgroundRemovablePreferenceKey.self, value: isRemovable)
    }
}
