import Views

/// Where a preview is shown, for `previewContext(_:)`: SwiftUI's `PreviewContext` (WidgetKit's
/// `WidgetPreviewContext` is one).
public protocol PreviewContext {}

/// The size of a preview: SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    /// The device's screen.
    case device
    /// The view's own size.
    case sizeThatFits
    /// A fixed size in points.
    case fixed(width: Double, height: Double)
}

/// A device to preview on, by name: SwiftUI's `PreviewDevice`.
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The device's name ("iPhone 15 Pro").
    public let rawValue: String

    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A device by name, from a literal.
    public init(stringLiteral value: String) { self.rawValue = value }
}

extension View {
    /// Where Xcode previews this view (accepted; inert: previews are not collected yet).
    ///
    /// ```swift
    /// HabitWidgetView(entry: .sample).previewContext(WidgetPreviewContext(family: .systemMedium))
    /// ```
    public func previewContext<Context: PreviewContext>(_ context: Context) -> some View { self }

    /// The preview's name in Xcode (accepted; inert).
    public func previewDisplayName(_ value: String?) -> some View { self }

    /// The preview's size (accepted; inert).
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// The preview's device (accepted; inert).
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}
