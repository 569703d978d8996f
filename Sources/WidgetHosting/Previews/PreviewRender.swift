import Render
import Views
import WidgetApp
import WidgetPreviews
import Widgets

/// One image a preview stands for: one entry × family × mode × colour scheme of a widget preview, or
/// one colour scheme of a view preview. Holds no pixels: ``render(using:)`` draws it when asked.
///
/// ```swift
/// for render in try await preview.renders(using: host) {
///     print(render.name)                       // "Small-0-systemSmall-fullColor"
///     let pixmap = try render.render(using: host).pixmap
/// }
/// ```
/// Sendable so a caller can draw renders on several tasks at once (`widgetrender previews --jobs`): a render
/// calls only its preview's view-building closures (which, as SwiftUI requires of `body`, only build values)
/// and the host's renderer, which is Sendable; nothing in it is mutated after it is made.
public struct PreviewRender: @unchecked Sendable {
    /// A stable name, unique among its preview's renders: preview name, entry index (widgets), then the
    /// render matrix's file stem (``Widgets/WidgetAppearance/fileStem``: family, mode, `dark` where the
    /// scheme is an axis, pinned text settings; a view preview's without the family), joined by `-`.
    public var name: String
    /// ``name`` as a file name: every character but ASCII letters, digits, `-`, `_` and `.` becomes `_`
    /// (`Lock Screen-accessoryCircular-vibrant` → `Lock_Screen-accessoryCircular-vibrant`).
    public var fileStem: String {
        String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": scalar
            default: "_"
            }
        }))
    }
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
    /// The options of a widget render (family, mode, scheme, device, Dynamic Type, locale); for a view
    /// preview, the scheme, Dynamic Type and locale it renders with (family unused).
    public var options: WidgetRenderOptions
    /// Draws the image.
    let draw: (WidgetHost) throws(PreviewError) -> RenderOutput

    /// Draws this render through `host` (its renderer and resources); the pixels are in the result's
    /// `pixmap`. Each call renders anew and keeps nothing.
    public func render(using host: WidgetHost) throws(PreviewError) -> RenderOutput {
        try draw(host)
    }
}
