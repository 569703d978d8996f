import PortableFoundation
import Graphics
import Render
import Views
import Widgets

/// The axes a preview's renders are drawn along, beyond what the preview itself says: the modes, schemes,
/// Dynamic Type sizes and locales of the render matrix (``Widgets/WidgetAppearance``), the device, the places
/// to show a widget in as well, and the render's date. Empty lists mean the matrix's defaults; a scheme, size
/// or locale the preview pins with `.environment(…)`, and a device it names, win over these.
///
/// ```swift
/// let axes = PreviewAxes(modes: [.fullColor], dynamicTypeSizes: [.large, .accessibility5], locales: ["ar_EG"])
/// let renders = try await preview.renders(using: host, axes: axes)
/// ```
public struct PreviewAxes: Equatable, Sendable {
    /// Modes; empty: every mode a device shows the family in.
    public var modes: [WidgetMode]
    /// Schemes; empty: both, where they change the pixels.
    public var schemes: [ColorScheme]
    /// Dynamic Type sizes; empty: Large.
    public var dynamicTypeSizes: [DynamicTypeSize]
    /// Locale identifiers; empty: the default locale.
    public var locales: [String]
    /// The layout direction of every render; nil: each locale's own.
    public var layoutDirection: LayoutDirection?
    /// The device; nil: the family's default device.
    public var device: WidgetDevice?
    /// Places a widget preview is also shown in (``Render/WidgetPlacement/appearances(of:modes:schemes:device:)``).
    public var contexts: [WidgetPlacement]
    /// The render's "now" (``Render/WidgetRenderOptions/date``); nil: the fixed default date.
    public var date: Date?
    /// The OS profile (``Render/WidgetRenderOptions/os``); nil: the default (iOS 26 for the clear and tinted modes).
    public var os: OSProfile?

    /// Axes; the defaults are the render matrix's.
    public init(modes: [WidgetMode] = [], schemes: [ColorScheme] = [], dynamicTypeSizes: [DynamicTypeSize] = [],
                locales: [String] = [], layoutDirection: LayoutDirection? = nil, device: WidgetDevice? = nil, contexts: [WidgetPlacement] = [],
                date: Date? = nil, os: OSProfile? = nil) {
        self.modes = modes
        self.schemes = schemes
        self.dynamicTypeSizes = dynamicTypeSizes
        self.locales = locales
        self.layoutDirection = layoutDirection
        self.device = device
        self.contexts = contexts
        self.date = date
        self.os = os
    }
}
