/// Why a view is redacted (SwiftUI's `RedactionReasons`).
///
/// ```swift
/// WeatherView().redacted(reason: .placeholder)
/// ```
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates reasons from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Placeholder content: text becomes rounded bars, images rounded rectangles (WidgetKit's
    /// placeholder look). The only reason that changes pixels here.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Privacy-sensitive content on a locked device. Recorded in the environment for views to read;
    /// there is no `privacySensitive()` here, so nothing is hidden by it.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is out of date. Recorded in the environment for views to read; draws as is.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}
