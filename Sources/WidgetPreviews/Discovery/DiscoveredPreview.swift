import WidgetApp
import Widgets

/// A preview found in the process: a `#Preview`, or one child of a `PreviewProvider`'s `previews`.
///
/// ```swift
/// for preview in PreviewDiscovery.previews(inModule: "HabitWidgetExtension") {
///     print(preview.name, preview.family?.rawValue ?? "view", preview.location?.description ?? "")
/// }
/// ```
/// Sendable for the same reason as WidgetHosting's `PreviewRender`: it holds the preview's closures, never mutated, which
/// build values (views, entries, providers) when called.
public struct DiscoveredPreview: @unchecked Sendable {
    /// Where it comes from.
    public enum Origin: Hashable, Sendable {
        /// A `#Preview` macro.
        case macro
        /// Child `index` (0-based, in `previews`' order, `Group` and `ForEach` flattened) of a
        /// `PreviewProvider` type.
        case previewProvider(typeName: String, index: Int)
    }

    /// The preview.
    public var preview: Preview
    /// Where it comes from.
    public var origin: Origin
    /// The module it is compiled into.
    public var moduleName: String
    /// Where it is written: the `#Preview`'s position; for a `PreviewProvider` child, the first preview
    /// modifier's call (`previewContext`, `previewDisplayName` …), nil when it has none.
    public var location: PreviewSourceLocation?

    /// The name given (`#Preview("Small", …)`, `.previewDisplayName("Lock Screen")`), if any.
    public var displayName: String? { preview.displayName }

    /// A name for files and lists: the display name, else `File.swift:line` of a macro, else
    /// `TypeName-index` of a `PreviewProvider` child.
    public var name: String {
        if let displayName, !displayName.isEmpty { return displayName }
        switch origin {
        case .macro: return location.map { "\($0.fileName):\($0.line)" } ?? "Preview"
        case .previewProvider(let typeName, let index): return "\(typeName)-\(index)"
        }
    }

    /// The widget family it shows; nil for a view preview.
    public var family: WidgetFamily? { preview.family }

    /// The size of a view preview drawn as a plain view (its traits or `previewLayout`); nil for a widget
    /// or a view in a widget family, whose size is the family's.
    public var layout: PreviewLayout? {
        guard case .view(let view) = preview.content, view.family == nil else { return nil }
        return view.layout
    }

    /// Where to point a person at: the location, else the provider type and child.
    public var sourceDescription: String {
        if let location { return location.description }
        switch origin {
        case .macro: return moduleName
        case .previewProvider(let typeName, let index): return "\(moduleName).\(typeName), child \(index)"
        }
    }
}
