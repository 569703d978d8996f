import PreviewRun
import Render
import Views
import WidgetApp
import WidgetPreviews
import Widgets

/// One image a preview stands for: one entry × family × mode × colour scheme (× size, locale, place) of a
/// widget preview, or one colour scheme of a view preview. Holds no pixels: ``image(using:)`` draws it when asked.
///
/// ```swift
/// for render in try await preview.renders(using: host) {
///     print(render.fileStem)                   // "Small-0-systemSmall-fullColor"
///     let rgba = try render.image(using: host).rgba
/// }
/// ```
/// Sendable so a caller can draw renders on several tasks at once (`widgetrender previews --jobs`): a render
/// calls only its preview's view-building closures (which, as SwiftUI requires of `body`, only build values)
/// and the host's renderer, which is Sendable; nothing in it is mutated after it is made.
public struct PreviewRender: @unchecked Sendable {
    /// A stable name, unique among its preview's renders: preview name, entry index (widgets), then the
    /// render matrix's file stem (``Widgets/WidgetAppearance/fileStem``: family, mode, `dark` where the
    /// scheme is an axis, pinned text settings; a view preview's without the family; `-<place>` for a
    /// render in a context), joined by `-`.
    public var name: String
    /// The one name of this render's files, in `widgetrender previews`' output and in
    /// `assertPreviewSnapshots`' references (``fileStem(_:)``).
    public var fileStem: String { Self.fileStem(name) }
    /// The preview's name (``DiscoveredPreview/name``).
    public var previewName: String
    /// Where the preview is written.
    public var location: PreviewSourceLocation?
    /// ``DiscoveredPreview/sourceDescription``.
    public var source: String
    /// The timeline entry's index; nil for a view preview.
    public var entryIndex: Int?
    /// The family; nil for a view preview.
    public var family: WidgetFamily?
    /// The rendering mode (`.fullColor` for a view preview).
    public var mode: WidgetMode
    /// The colour scheme.
    public var colorScheme: ColorScheme
    /// The options of a widget render (family, mode, scheme, device, Dynamic Type, locale, date); for a view
    /// preview, the scheme, Dynamic Type and locale it renders with (family unused).
    public var options: WidgetRenderOptions
    /// Where the widget is shown; nil: alone.
    public var placement: WidgetPlacement?
    /// A Live Activity's presentation; nil for a widget or view preview.
    public var place: PreviewPlace? = nil
    /// Draws the widget (or view) alone.
    let draw: (WidgetHost) throws(PreviewError) -> RenderOutput
    /// The widget's view for a place and for the legibility check; nil for a plain view preview.
    let widgetView: (() -> AnyView)?
    /// The legibility check of a Live Activity's render (the places check, in its place's appearance); nil for
    /// a widget or view preview.
    var placeLegibility: ((WidgetHost) throws(PreviewError) -> LegibilityReport)? = nil

    /// Draws this render's widget alone through `host` (its renderer and resources); the pixels are in the
    /// result's `pixmap`. Each call renders anew and keeps nothing.
    public func render(using host: WidgetHost) throws(PreviewError) -> RenderOutput {
        try draw(host)
    }

    /// Draws this render as it is named: the widget alone, or shown in its ``placement``.
    public func image(using host: WidgetHost) throws(PreviewError) -> PreviewImage {
        guard let placement, let widgetView else {
            let output = try draw(host)
            return PreviewImage(width: output.pixmap.width, height: output.pixmap.height,
                                rgba: output.pixmap.straightRGBA(), scale: output.scene.scale, warnings: output.warnings)
        }
        do throws(RenderError) {
            let pixmap = try WidgetPlacementRenderer(renderer: host.renderer).render(
                widgetView(), options: options, placement: placement, resources: host.resources)
            var scale = options.scale ?? 1
            if options.scale == nil {
                do throws(WidgetError) { scale = try options.canvas().scale } catch { throw RenderError(.scene, .widget(error)) }
            }
            return PreviewImage(width: pixmap.width, height: pixmap.height, rgba: pixmap.straightRGBA(), scale: scale,
                                warnings: [])
        } catch {
            throw PreviewError(previewName: previewName, source: source, reason: .render(error))
        }
    }

    /// The legibility check (Render's LegibilityCheck, as `widgetrender check` runs it) of this render: a widget's
    /// family, mode and scheme, or a Live Activity's place (``place``: its presentation, content state, mode and
    /// scheme, the findings named by it), measured against its full-colour reference; nil for a plain view preview,
    /// which has no modes.
    public func legibility(using host: WidgetHost) throws(PreviewError) -> LegibilityReport? {
        if let placeLegibility { return try placeLegibility(host) }
        guard let family, let widgetView else { return nil }
        do throws(RenderError) {
            return try LegibilityCheck(renderer: host.renderer).check(
                widgetView(), families: [family], modes: [mode], schemes: [colorScheme], base: options,
                resources: host.resources)
        } catch {
            throw PreviewError(previewName: previewName, source: source, reason: .render(error))
        }
    }

    /// The file stem of a render named `name`: ASCII letters, digits and `_` kept, any other character
    /// first made `_` except `-` and `.`, then every run of `-` and `.` one `-`, none at either end
    /// (`StepsWidget.swift:229-0-systemSmall-fullColor` → `StepsWidget-swift_229-0-systemSmall-fullColor`,
    /// `Lock Screen-…` → `Lock_Screen-…`). The result is left unchanged by swift-snapshot-testing's name
    /// rule (Snapshot's `SnapshotLocation.sanitizedPathComponent`), so a reference is named
    /// `<test>.<fileStem>.png` and `previews` writes `<fileStem>.png`: one name for one render.
    public static func fileStem(_ name: String) -> String {
        var stem = ""
        var pendingDash = false
        for scalar in name.unicodeScalars {
            switch scalar {
            case "-", ".":
                pendingDash = true
            default:
                if pendingDash && !stem.isEmpty { stem.append("-") }
                pendingDash = false
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "_": stem.unicodeScalars.append(scalar)
                default: stem.append("_")
                }
            }
        }
        return stem.isEmpty ? "preview" : stem
    }
}

/// The pixels of one preview render, with its scale and warnings.
public struct PreviewImage: Sendable {
    /// Size in pixels.
    public var width: Int
    public var height: Int
    /// Straight-alpha RGBA8 rows, top first.
    public var rgba: [UInt8]
    /// Device pixels per point.
    public var scale: Double
    /// What the render could not draw exactly (none for a render in a place: its widget's alone carry them).
    public var warnings: [ResolveWarning]
}
