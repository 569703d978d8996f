import Foundation
import Render
import WidgetApp

/// A rendered timeline: one image per entry, in the provider's order, and its reload policy.
///
/// ```swift
/// let timeline = try await host.renderTimeline(MyAppWidget(), options: WidgetRenderOptions(family: .systemSmall))
/// timeline.frames.map(\.date)   // the entries' dates, as given
/// timeline.policy               // .atEnd, .after(date) or .never
/// ```
public struct WidgetTimelineRender {
    /// The entries, rendered, in order.
    public var frames: [WidgetTimelineFrame]
    /// When WidgetKit would ask again.
    public var policy: TimelineReloadPolicy
}
