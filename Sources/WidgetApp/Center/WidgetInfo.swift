import Widgets
import WidgetIntents

/// An installed widget, as `WidgetCenter` reports it: WidgetKit's `WidgetInfo`. None exist on Linux.
public struct WidgetInfo: Sendable {
    /// The widget's kind.
    public let kind: String
    /// The widget's family.
    public let family: WidgetFamily
}
