import Foundation
import Widgets

/// What WidgetKit tells a provider about where the widget appears: WidgetKit's `TimelineProviderContext`
/// (the `Context` of every provider).
///
/// ```swift
/// func placeholder(in context: Context) -> HabitEntry {
///     context.family == .accessoryInline ? .compact : .sample
/// }
/// ```
/// WidgetHost fills it from the render options: the family, the display size of that family on the
/// device (smaller than the layout size on iPad, WIDGETKIT.md §2.1), `isPreview` true only for the
/// snapshot, and the environment values the widget may be shown with.
public struct TimelineProviderContext {
    /// The widget's family.
    public let family: WidgetFamily
    /// True when WidgetKit asks for a snapshot for the widget gallery.
    public let isPreview: Bool
    /// The size the widget is shown at, in points.
    public let displaySize: CGSize
    /// Every value some environment properties may take where the widget appears.
    public let environmentVariants: EnvironmentVariants

    /// A context (WidgetHost makes them; tests of a provider may too).
    public init(family: WidgetFamily, isPreview: Bool, displaySize: CGSize,
                environmentVariants: EnvironmentVariants = EnvironmentVariants()) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize
        self.environmentVariants = environmentVariants
    }
}
