import Views

/// Xcode's previews of a view, written before the `#Preview` macro: SwiftUI's `PreviewProvider`.
///
/// ```swift
/// struct HabitWidget_Previews: PreviewProvider {
///     static var previews: some View {
///         HabitWidgetView(entry: .sample)
///             .previewContext(WidgetPreviewContext(family: .systemSmall))
///     }
/// }
/// ```
/// ``PreviewDiscovery`` finds every conforming type linked into the process; each child of
/// `previews` (a `Group`'s, a `ForEach`'s) is a preview of its own, with the family of its
/// `previewContext`, its `previewDisplayName`, `previewLayout`, `previewDevice` and the colour scheme,
/// Dynamic Type size and locale its `.environment(…)` modifiers set.
public protocol PreviewProvider {
    /// The previews' view type.
    associatedtype Previews: View

    /// The views Xcode would preview.
    @ViewBuilder static var previews: Previews { get }

    /// The platform to preview on; nil lets Xcode choose.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No preference.
    public static var platform: PreviewPlatform? { nil }
}
