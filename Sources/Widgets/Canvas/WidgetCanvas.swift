import Graphics
import Views

/// Everything about the surface one widget is rendered on: family, device, mode, context, size in
/// points and pixels, content margins, container shape and background treatment, and the
/// environment the widget body resolves in.
///
/// ```swift
/// let canvas = try WidgetCanvas(family: .systemSmall, mode: .vibrant)
/// canvas.size                       // 170×170 pt (the 430×932 iPhone, DESIGN.md §4)
/// (canvas.pixelWidth, canvas.pixelHeight)   // (510, 510)
/// canvas.contentMargins             // 11 pt on every edge (Lock Screen, §2.5)
/// let environment = canvas.environment()  // widgetFamily, widgetRenderingMode, margins, shape …
/// ```
public struct WidgetCanvas: Hashable, Sendable, CustomStringConvertible {
    /// The largest scale accepted (an output of at most ~8 800 px a side for the biggest iPad widget).
    public static let maximumScale: Double = 8

    /// The widget family.
    public var family: WidgetFamily
    /// The output mode.
    public var mode: WidgetMode
    /// The iOS release reproduced: sizes (§2.2), palette (§6.1), glass presentations (§1.3).
    public var os: OSProfile
    /// The device whose widget slot is rendered.
    public var device: WidgetDevice
    /// Where the widget is shown; decides margins and the background treatment.
    public var context: WidgetContext
    /// Device pixels per point.
    public var scale: Double
    /// The layout size in points (the iPad *canvas* size, §2.1).
    public var size: Size
    /// The size the widget is shown at in points (smaller than `size` on iPad, §2.1).
    public var displaySize: Size
    /// The default content margins in this context (§2.5), before `contentMarginsDisabled()`.
    public var contentMargins: EdgeInsets
    /// The container outline (§2.4).
    public var containerShape: ContainerShape

    /// A canvas for `family` in `mode` on `device` (default: ``DeviceCatalog/defaultDevice(for:)``), at
    /// `scale` (default: the device's), in `context` (default: ``WidgetContext/for(family:mode:idiom:)``), as
    /// `os` draws it (default: ``WidgetMode/impliedProfile``; the device's sizes per ``WidgetDevice/profiled(for:)``).
    ///
    /// Throws ``WidgetError/familyNotOffered(_:_:)`` when the device has no slot for the family,
    /// ``WidgetError/invalidScale(_:)`` for a scale outside 1…``maximumScale`` and
    /// ``WidgetError/modeNotInProfile(_:_:)`` for a glass mode with iOS 18.
    public init(family: WidgetFamily, mode: WidgetMode = .fullColor, device: WidgetDevice? = nil,
                scale: Double? = nil, context: WidgetContext? = nil, os: OSProfile? = nil) throws(WidgetError) {
        let os = os ?? mode.impliedProfile
        guard mode.exists(in: os) else { throw .modeNotInProfile(mode, os) }
        let (device, size, scale) = try Self.check(family: family, device: device, scale: scale, os: os)
        let context = context ?? WidgetContext.for(family: family, mode: mode, idiom: device.idiom)
        self.family = family
        self.mode = mode
        self.os = os
        self.device = device
        self.context = context
        self.scale = scale
        self.size = size
        self.displaySize = device.displaySize(of: family) ?? size
        self.contentMargins = ContentMargins.insets(for: family, in: context)
        self.containerShape = ContainerShape.shape(for: family, on: device)
    }

    /// The rules a canvas's options must keep, in one place (the initializer and callers that validate
    /// options before rendering both ask this): the device (default: the family's) must
    /// offer the family, and the scale (default: the device's) must be in 1…``maximumScale``. Returns the
    /// device as `os` lays it out (``WidgetDevice/profiled(for:)``), the family's size on it in points, and the scale.
    public static func check(family: WidgetFamily, device: WidgetDevice? = nil, scale: Double? = nil,
                             os: OSProfile = .standard) throws(WidgetError) -> (device: WidgetDevice, size: Size, scale: Double) {
        let device = (device ?? DeviceCatalog.defaultDevice(for: family)).profiled(for: os)
        guard let size = device.size(of: family) else { throw .familyNotOffered(family, device) }
        let scale = scale ?? device.scale
        guard scale.isFinite, scale >= 1, scale <= Self.maximumScale else { throw .invalidScale(scale) }
        return (device, size, scale)
    }

    /// The output width in device pixels: layout width × scale, rounded.
    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    /// The output height in device pixels: layout height × scale, rounded.
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }

    /// The widget's frame in layout coordinates: origin zero, `size`.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The container outline in points (`scale` 1) or device pixels; nil for accessoryInline.
    public func containerPath(scale pathScale: Double = 1) -> Path? {
        let rect = Rect(x: 0, y: 0, width: size.width * pathScale, height: size.height * pathScale)
        return containerShape.path(in: rect, scale: pathScale)
    }

    /// The rendering mode views read from `@Environment(\.widgetRenderingMode)` (§1.1).
    public var renderingMode: WidgetRenderingMode { mode.renderingMode(for: family) }

    /// True when the widget resolves with dark semantic colours whatever the caller's scheme:
    /// vibrant surfaces, StandBy (§6.4, our choice [C]) and Apple Watch, whose faces and Smart Stack are
    /// always dark (§3: "default dark material") — light `.primary` text there would be black on black.
    public var forcesDarkScheme: Bool {
        renderingMode == .vibrant || context == .standBy || device.idiom == .watch
    }

    /// What happens to the container background here (§3).
    public func backgroundTreatment(isRemovable: Bool = true) -> ContainerBackgroundTreatment {
        ContainerBackgroundTreatment(context: context, mode: mode, isRemovable: isRemovable,
                                     hasAccessoryShape: family.isAccessory && family != .accessoryInline)
    }

    /// The environment the widget's body resolves in: `base` (colour scheme, tint, fonts …) with the
    /// widget values set — `widgetFamily`, `widgetRenderingMode`, `showsWidgetContainerBackground`
    /// (from the removal rules, §3), `widgetContentMargins`, `containerShape` (the widget frame and
    /// corner, for `ContainerRelativeShape`), `isLuminanceReduced` (§1.7), `displayScale`, `osProfile`, and a
    /// dark `colorScheme` where ``forcesDarkScheme``.
    public func environment(_ base: EnvironmentValues = EnvironmentValues(),
                            isBackgroundRemovable: Bool = true) -> EnvironmentValues {
        var environment = base
        environment.widgetFamily = family
        environment.widgetRenderingMode = renderingMode
        environment.showsWidgetContainerBackground =
            backgroundTreatment(isRemovable: isBackgroundRemovable).showsContainerBackground
        environment.widgetContentMargins = contentMargins
        environment.containerShape = containerShape.geometry(in: bounds)
        environment.widgetCanvasSize = size
        environment.displayScale = scale
        environment.deviceScreenSize = device.screenSize
        environment.osProfile = os
        if mode.isLuminanceReduced { environment.isLuminanceReduced = true }
        if forcesDarkScheme { environment.colorScheme = .dark }
        return environment
    }

    public var description: String {
        "\(family) \(mode)\(os == .standard ? "" : " \(os)") on \(device.identifier) @\(formatNumber(scale))x, \(context): "
            + "\(formatNumber(size.width))×\(formatNumber(size.height)) pt → \(pixelWidth)×\(pixelHeight) px"
    }
}
