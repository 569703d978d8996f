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
    /// Privacy-sensitive content on a locked device: views marked `privacySensitive()` draw as
    /// placeholders; recorded in the environment for views to read.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is out of date: views marked `invalidatableContent()` draw dimmed; recorded in the
    /// environment for views to read.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}
