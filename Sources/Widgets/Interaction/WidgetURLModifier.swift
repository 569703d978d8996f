import PortableFoundation
import Views

extension View {
    /// Sets the URL the app opens when the widget is tapped (WidgetKit's `widgetURL(_:)`).
    ///
    /// ```swift
    /// HabitView(entry: entry).widgetURL(URL(string: "habits://habit/\(entry.id)"))
    /// ```
    /// Nothing is tapped in a rendered widget: the URL is recorded, not opened. It is a preference of the
    /// body (``WidgetURLPreferenceKey``), readable after resolution as `resolved.preferences.widgetURL`.
    /// Apple calls several `widgetURL`s in one widget undefined; here the last one in view order
    /// (declaration order, outer before inner) wins, and `nil` declares nothing.
    public func widgetURL(_ url: URL?) -> some View {
        preference(key: WidgetURLPreferenceKey.self, value: url.map { [$0] } ?? [])
    }
}

/// Every `widgetURL(_:)` of a widget body, in view order.
public struct WidgetURLPreferenceKey: PreferenceKey {
    /// No URL.
    public static var defaultValue: [URL] { [] }

    /// Appends the next declarations.
    public static func reduce(value: inout [URL], nextValue: () -> [URL]) {
        value.append(contentsOf: nextValue())
    }
}

extension PreferenceValues {
    /// The URL the widget opens when tapped: the last `widgetURL(_:)` in view order, nil when none.
    ///
    /// ```swift
    /// let resolved = try ViewResolver().resolve(body, services: services)
    /// resolved.preferences.widgetURL   // habits://habit/7
    /// ```
    public var widgetURL: URL? { self[WidgetURLPreferenceKey.self].last }
}
