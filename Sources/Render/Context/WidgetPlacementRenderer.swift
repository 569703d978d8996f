// A widget where it is seen (docs/contexts.md):
//
// - Home Screen: the widget alone, as `render` draws it.
// - Lock Screen / iPad Lock Screen: the widget rendered vibrant with no backdrop (transparent where the
//   material shows through, WIDGETKIT.md §1.5), its background removed (§3), composited over the wallpaper
//   with a margin of wallpaper around it. The iPad Lock Screen shows system widgets "monochrome without
//   tint" (§1.5, S1): the tint is dropped. Its device is the default iPad unless one is given.
// - StandBy: the phone held landscape, black; two systemSmall widgets side by side, each scaled by
//   s = min(0.9 × short side, 0.45 × long side) / small side (§2.6 [C]) — rendered at the device scale × s,
//   so the scaled widget is drawn sharp, not magnified — centred in the left and right halves; the
//   container background removed over black (§2.6, §3); night mode is the red vibrant pass (§1.6).
// - Smart Stack, Mac desktop, Notification Center: WidgetPlacementRenderer+WatchMac.swift.
import Graphics
import Raster
import Views
import Widgets

/// Renders a widget in a ``WidgetPlacement``.
///
/// ```swift
/// let pixmap = try WidgetPlacementRenderer().render(HabitWidget(), options: .init(family: .accessoryRectangular),
///                                                   placement: .lockScreen, resources: resources)
/// ```
public struct WidgetPlacementRenderer: Sendable {
    /// Renders the widget itself.
    public var renderer: WidgetRenderer

    /// The wallpaper shown around a Lock Screen widget, in points [C].
    public static let lockScreenMargin = 16.0

    /// A placement renderer over `renderer`.
    public init(renderer: WidgetRenderer = WidgetRenderer()) {
        self.renderer = renderer
    }

    /// `widget` with `options` shown in `placement`; a Lock Screen's wallpaper is `backdrop` (scaled to
    /// cover) or the stand-in gradient for the options' colour scheme. Throws (stage ``RenderStage/scene``)
    /// for a family or mode the placement does not show, and what rendering the widget throws.
    public func render<V: View>(_ widget: V, options: WidgetRenderOptions, placement: WidgetPlacement,
                                backdrop: Pixmap? = nil, resources: RenderResources) throws(RenderError) -> Pixmap {
        guard placement.families.contains(options.family) else {
            throw RenderError(.scene, .invalidGeometry("\(placement) shows "
                + placement.families.map(\.rawValue).joined(separator: ", ") + ", not \(options.family)"))
        }
        guard placement.modes.contains(options.mode) else {
            throw RenderError(.scene, .invalidGeometry("\(placement) is shown in "
                + placement.modes.map(\.rawValue).joined(separator: " or ") + ", not \(options.mode)"))
        }
        switch placement {
        case .homeScreen:
            return try renderer.render(widget, options: options, resources: resources)
        case .lockScreen, .iPadLockScreen:
            return try lockScreen(widget, options: options, iPad: placement == .iPadLockScreen, backdrop: backdrop,
                                  resources: resources)
        case .standBy:
            return try standBy(widget, options: options, resources: resources)
        case .smartStack:
            return try smartStack(widget, options: options, resources: resources)
        case .macDesktop, .notificationCenter:
            return try mac(widget, options: options, placement: placement, backdrop: backdrop, resources: resources)
        }
    }

    private func lockScreen<V: View>(_ widget: V, options: WidgetRenderOptions, iPad: Bool, backdrop: Pixmap?,
                                     resources: RenderResources) throws(RenderError) -> Pixmap {
        var options = options
        options.vibrantBackdrop = nil
        options.context = .lockScreen
        if iPad {
            options.tint = nil
            options.device = try WidgetPlacement.iPadLockScreen.device(options.device)
        }
        let canvas: WidgetCanvas
        do { canvas = try options.canvas() } catch { throw RenderError(.scene, .widget(error)) }
        let drawn = try renderer.render(widget, options: options, resources: resources)
        let margin = Int((Self.lockScreenMargin * canvas.scale).rounded())
        let width = drawn.width + 2 * margin, height = drawn.height + 2 * margin
        let wallpaper = Wallpaper.backdrop(backdrop, width: width, height: height, scheme: options.colorScheme)
        guard var output = wallpaper else {
            throw RenderError(.scene, RenderError.Reason.invalidSize(pixelWidth: width, pixelHeight: height))
        }
        Wallpaper.composite(drawn, over: &output, left: margin, top: margin)
        return output
    }

    private func standBy<V: View>(_ widget: V, options: WidgetRenderOptions,
                                  resources: RenderResources) throws(RenderError) -> Pixmap {
        var options = options
        let phone = options.device ?? DeviceCatalog.defaultPhone
        guard let small = phone.size(of: .systemSmall) else {
            throw RenderError(.scene, .widget(.familyNotOffered(.systemSmall, phone)))
        }
        let long = max(phone.screenSize.width, phone.screenSize.height)
        let short = min(phone.screenSize.width, phone.screenSize.height)
        let factor = min(0.9 * short, 0.45 * long) / small.width
        let scale = min((options.scale ?? phone.scale) * factor, WidgetCanvas.maximumScale)
        options.device = phone
        options.scale = scale
        options.context = .standBy
        let drawn = try renderer.render(widget, options: options, resources: resources)
        let screenScale = options.scale.map { $0 / factor } ?? phone.scale
        let width = Int((long * screenScale).rounded()), height = Int((short * screenScale).rounded())
        guard var screen = Pixmap(width: width, height: height) else {
            throw RenderError(.scene, RenderError.Reason.invalidSize(pixelWidth: width, pixelHeight: height))
        }
        for y in 0..<height { for x in 0..<width { screen.setPixel(x: x, y: y, PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)) } }
        let top = (height - drawn.height) / 2
        for slot in [1, 3] {
            Wallpaper.composite(drawn, over: &screen, left: width * slot / 4 - drawn.width / 2, top: top)
        }
        return screen
    }
}
