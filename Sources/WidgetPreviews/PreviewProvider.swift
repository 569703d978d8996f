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
/// Declared so extensions that carry previews compile. Nothing collects them yet (DESIGN.md §8,
/// "Previews"); `previews` is a plain view you can render or snapshot yourself.
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
