import WidgetApp
import Widgets

/// Where a preview is shown, for `previewContext(_:)`: SwiftUI's `PreviewContext` (WidgetKit's
/// `WidgetPreviewContext` is one).
public protocol PreviewContext {
    /// The widget family the context previews in; nil for a context that is not a widget's.
    var previewFamily: WidgetFamily? { get }
}

extension PreviewContext {
    /// Not a widget context.
    public var previewFamily: WidgetFamily? { nil }
}

extension WidgetPreviewContext: PreviewContext {
    /// The context's family.
    public var previewFamily: WidgetFamily? { family }
}
