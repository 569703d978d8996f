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
    /// The device; nil: ``resolvedDevice``'s default.
    public var device: WidgetDevice?
    /// The Lock Screen's colour scheme (the island is always dark, StandBy always dark).
    public var colorScheme: ColorScheme
    /// Device pixels per point; nil: the device's.
    public var scale: Double?
    /// The moment the render stands for (`\.renderDate`); nil: ``Render/WidgetRenderOptions/defaultDate``.
    public var date: Date?
    /// `context.isStale`.
    public var isStale: Bool
    /// The mode: full colour, `.reducedLuminance` (the Always-On Lock Screen) or `.night` (StandBy at night);
    /// ``Widgets/ActivityPresentation/modes`` lists those of each presentation.
    public var mode: WidgetMode
    /// The app's name, which the watch Smart Stack's default view (an activity without `.small`) shows above the
    /// compact views; nil: none (a render does not know the app's name).
    public var appName: String?
    /// The iOS release drawn (the system palette the views resolve in); nil: ``Views/OSProfile/standard``.
    public var os: OSProfile?

    /// Options for `presentation`.
    public init(presentation: ActivityPresentation, device: WidgetDevice? = nil, colorScheme: ColorScheme = .light,
                scale: Double? = nil, date: Date? = nil, isStale: Bool = false, mode: WidgetMode = .fullColor,
                appName: String? = nil, os: OSProfile? = nil) {
        self.presentation = presentation
        self.device = device
        self.colorScheme = colorScheme
        self.scale = scale
        self.date = date
        self.isStale = isStale
        self.mode = mode
        self.appName = appName
        self.os = os
    }

    /// The name of a render with these options: the presentation, the mode unless full colour, `dark` for a dark
    /// Lock Screen (the island, StandBy and the watch are always dark and do not say so), the OS unless the standard
    /// one: `lockScreen-reducedLuminance-dark`.
    public var fileStem: String {
        ActivityAppearance(presentation: presentation, mode: mode, colorScheme: colorScheme, os: os).fileStem
    }

    /// The device drawn on: ``device``, else the default watch (45 mm) for the Smart Stack, the default phone
    /// (430×932 pt, with a Dynamic Island) for the others.
    public var resolvedDevice: WidgetDevice { device ?? RenderPipeline.defaultActivityDevice(for: presentation) }

    /// The scheme the views resolve in: the island, StandBy and the watch are dark whatever ``colorScheme`` says.
    public var resolvedColorScheme: ColorScheme {
        presentation.isSchemeAnAxis ? colorScheme : .dark
    }
}
