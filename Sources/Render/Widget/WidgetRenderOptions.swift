import Drawing
import Graphics
import PortableFoundation
import Raster
import Views
import Widgets

/// What to render a widget as: family, output mode, colour scheme, device, scale and tint.
///
/// ```swift
/// var options = WidgetRenderOptions(family: .systemSmall, mode: .vibrant)
/// options.device = DeviceCatalog.device(named: "iphone-390x844")
/// ```
public struct WidgetRenderOptions: Hashable, Sendable {
    /// The size class.
    public var family: WidgetFamily
    /// One of the five output modes.
    public var mode: WidgetMode
    /// Light or dark appearance (vibrant and StandBy resolve dark whatever this says, WIDGETKIT.md §6.4).
    public var colorScheme: ColorScheme
    /// The device; nil picks the family's default (DESIGN.md §4).
    public var device: WidgetDevice?
    /// Device pixels per point; nil uses the device's scale.
    public var scale: Double?
    /// The person's tint for accented mode and the Lock Screen tint for vibrant; nil uses the defaults
    /// (``accentedTint``, ``vibrantTint``).
    public var tint: RGBAColor?
    /// What vibrant widgets are shown over; nil leaves transparent pixels (for your own wallpaper). The
    /// initializer's default is ``defaultVibrantBackdrop``.
    public var vibrantBackdrop: RGBAColor?
    /// The iOS release reproduced (sizes, palette, glass presentations); nil: the one the mode implies
    /// (``resolvedOS``).
    public var os: OSProfile?
    /// The wallpaper behind the iOS 26 glass (clear and tinted modes), scaled to cover the widget; nil uses the
    /// stand-in gradient of the colour scheme (``Wallpaper/gradient(width:height:scheme:)``).
    public var homeScreenWallpaper: Pixmap?
    /// The moment the render stands for ("now" of `.relative`, `.offset` and `.timer` text, set as
    /// `\.renderDate`); nil uses ``defaultDate``. A timeline entry's own date (a document's `date`, an
    /// `.environment(\.renderDate, …)` in the view) wins over it.
    public var date: Date?

    /// The date a render stands for when none is given: 2024-06-05 09:41:00 UTC, fixed so that
    /// goldens never depend on the clock.
    public static let defaultDate = Date(timeIntervalSince1970: 1_717_580_460)

    /// The date used: the one given, else ``defaultDate``.
    public var resolvedDate: Date { date ?? Self.defaultDate }

    /// The OS profile when none is given and the mode implies none: ``Views/OSProfile/standard``.
    public static let defaultOS = OSProfile.standard

    /// The OS profile drawn: the one given, else the one the mode implies (iOS 26 for the glass modes, iOS 18
    /// for accented, else ``defaultOS``).
    public var resolvedOS: OSProfile { os ?? mode.impliedProfile }

    /// The mode when none is given: full colour, the Home Screen untouched.
    public static let defaultMode = WidgetMode.fullColor
    /// The colour scheme when none is given: light.
    public static let defaultColorScheme = ColorScheme.light
    /// The accented tint when none is given: ``Drawing/ModeChoices/accentedDefaultTint`` (iOS system blue).
    public static let defaultAccentedTint = ModeChoices.accentedDefaultTint
    /// The vibrant tint when none is given: ``Drawing/ModeChoices/vibrantTint`` (white).
    public static let defaultVibrantTint = ModeChoices.vibrantTint
    /// What vibrant widgets are shown over when the caller says nothing: ``Drawing/ModeChoices/vibrantBackdrop``.
    public static let defaultVibrantBackdrop: RGBAColor? = ModeChoices.vibrantBackdrop

    /// The tint of the accented substitution: the one given, else ``defaultAccentedTint``.
    public var accentedTint: RGBAColor { tint ?? Self.defaultAccentedTint }
    /// The tint of the vibrant pass: the one given, else ``defaultVibrantTint``.
    public var vibrantTint: RGBAColor { tint ?? Self.defaultVibrantTint }

    /// The person's Dynamic Type size (`EnvironmentValues.dynamicTypeSize`); `.large`, iOS's default.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The person's contrast setting (`EnvironmentValues.colorSchemeContrast`); `.standard` by default,
    /// `.increased` draws asset-catalog colours' high-contrast variants.
    public var colorSchemeContrast: ColorSchemeContrast = .standard
    /// The layout direction (`EnvironmentValues.layoutDirection`); left to right by default.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The locale (`EnvironmentValues.locale`); nil keeps the environment's default (`en_US`).
    public var localeIdentifier: String?
    /// Where the widget is shown (margins, background treatment); nil derives it from the family and mode
    /// (``Widgets/WidgetContext/for(family:mode:idiom:)``). StandBy in daylight is `.standBy` with `.fullColor`.
    public var context: WidgetContext?

    /// Creates options; everything but the family has a default.
    public init(family: WidgetFamily, mode: WidgetMode = WidgetRenderOptions.defaultMode,
                colorScheme: ColorScheme = WidgetRenderOptions.defaultColorScheme,
                device: WidgetDevice? = nil, scale: Double? = nil, tint: RGBAColor? = nil,
                vibrantBackdrop: RGBAColor? = WidgetRenderOptions.defaultVibrantBackdrop) {
        self.family = family
        self.mode = mode
        self.colorScheme = colorScheme
        self.device = device
        self.scale = scale
        self.tint = tint
        self.vibrantBackdrop = vibrantBackdrop
    }

    /// The canvas these options describe (family, mode, device, scale, context); throws what ``validate()``
    /// throws. Make it once and hand it on (``WidgetRenderer/rendering(_:on:options:resources:)``).
    public func canvas() throws(WidgetError) -> WidgetCanvas {
        try WidgetCanvas(family: family, mode: mode, device: device, scale: scale, context: context, os: resolvedOS)
    }

    /// Throws unless these options make a canvas, by the canvas's own rules (``WidgetCanvas/check(family:device:scale:)``:
    /// a family the device does not offer, a scale outside 1…``WidgetCanvas/maximumScale``; a glass mode with iOS 18).
    public func validate() throws(WidgetError) {
        guard mode.exists(in: resolvedOS) else { throw .modeNotInProfile(mode, resolvedOS) }
        _ = try WidgetCanvas.check(family: family, device: device, scale: scale, os: resolvedOS)
    }
}
