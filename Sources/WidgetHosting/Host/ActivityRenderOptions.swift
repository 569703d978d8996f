import Foundation
import Render
import Views
import Widgets

/// What to render a Live Activity as: the presentation, the device, the colour scheme, the date and staleness.
///
/// ```swift
/// var options = ActivityRenderOptions(presentation: .expanded)
/// options.device = DeviceCatalog.device(named: "iphone-393x852")
/// ```
public struct ActivityRenderOptions: Hashable, Sendable {
    /// Where the activity is shown.
    public var presentation: ActivityPresentation
    /// The device; nil: the default phone (430×932 pt, with a Dynamic Island).
    public var device: WidgetDevice?
    /// The Lock Screen's colour scheme (the island is always dark, StandBy always dark).
    public var colorScheme: ColorScheme
    /// Device pixels per point; nil: the device's.
    public var scale: Double?
    /// The moment the render stands for (`\.renderDate`); nil: ``Render/WidgetRenderOptions/defaultDate``.
    public var date: Date?
    /// `context.isStale`.
    public var isStale: Bool

    /// Options for `presentation`.
    public init(presentation: ActivityPresentation, device: WidgetDevice? = nil, colorScheme: ColorScheme = .light,
                scale: Double? = nil, date: Date? = nil, isStale: Bool = false) {
        self.presentation = presentation
        self.device = device
        self.colorScheme = colorScheme
        self.scale = scale
        self.date = date
        self.isStale = isStale
    }

    /// The device drawn on.
    public var resolvedDevice: WidgetDevice { device ?? DeviceCatalog.defaultPhone }

    /// The scheme the views resolve in: the island and StandBy are dark whatever ``colorScheme`` says.
    public var resolvedColorScheme: ColorScheme {
        presentation == .lockScreen ? colorScheme : .dark
    }
}
