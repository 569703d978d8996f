import Views
import WidgetApp
import Widgets

/// One preview, as a `#Preview` macro declares it: DeveloperToolsSupport's `Preview`.
///
/// You do not make these yourself: `#Preview` expands into a type that calls one of these initializers
/// (as Apple's macro does), and ``PreviewDiscovery`` finds it.
///
/// ```swift
/// #Preview("Row", traits: .sizeThatFitsLayout) { HabitRow(habit: .sample) }
/// #Preview(as: .systemSmall) { HabitWidget() } timeline: { HabitEntry.sample }
/// ```
/// Sendable for the same reason as WidgetHosting's `PreviewRender`.
public struct Preview: @unchecked Sendable {
    /// Traits that apply to previews of views (`PreviewTrait<Preview.ViewTraits>`).
    public enum ViewTraits {}

    /// The name given to the macro, if any.
    public var displayName: String?
    /// What is previewed.
    package var content: PreviewContent

    /// A preview of a view: `#Preview(_:traits:body:)`.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
                @ViewBuilder body: @escaping () -> any View) {
        self.displayName = name
        self.content = .view(PreviewViewContent(body: { AnyView(erasing: body()) ?? AnyView(EmptyView()) },
                                                layout: PreviewTrait.layout(of: traits)))
    }

    /// A preview of a timeline-style widget: `#Preview(_:as:widget:timeline:)`.
    public init<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                           @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry]) {
        self.displayName = name
        self.content = .widget(PreviewWidgetContent(family: family, widget: widget, entries: .timeline(timeline)))
    }

    /// A preview of a widget with a static configuration, through the given provider:
    /// `#Preview(_:as:widget:timelineProvider:)`.
    public init<W: Widget, Provider: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                       widget: @escaping () -> W,
                                                       timelineProvider: @escaping () -> Provider) {
        self.displayName = name
        self.content = .widget(PreviewWidgetContent(family: family, widget: widget, entries: .provider { kind, context, wait async throws(WidgetHostError) in
            try await WidgetTimelineSource.timelineEntries(of: timelineProvider(), kind: kind, context: context, wait: wait)
        }))
    }

    /// A preview of a widget with an app intent configuration, through the given provider configured by
    /// `intent`: `#Preview(_:as:using:widget:timelineProvider:)`.
    public init<W: Widget, Provider: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                                using intent: Provider.Intent,
                                                                widget: @escaping () -> W,
                                                                timelineProvider: @escaping () -> Provider) {
        self.displayName = name
        let intent = PreviewIntent(intent)
        self.content = .widget(PreviewWidgetContent(family: family, widget: widget, entries: .provider { kind, context, wait async throws(WidgetHostError) in
            try await WidgetTimelineSource.timelineEntries(of: timelineProvider(), intent: intent.value, kind: kind,
                                                           context: context, wait: wait)
        }))
    }

    /// A preview of a widget with a SiriKit intent configuration, through the given provider configured
    /// by `intent`: `#Preview(_:as:using:widget:timelineProvider:)`.
    public init<W: Widget, Provider: IntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                             using intent: Provider.Intent,
                                                             widget: @escaping () -> W,
                                                             timelineProvider: @escaping () -> Provider) {
        self.displayName = name
        let intent = PreviewIntent(intent)
        self.content = .widget(PreviewWidgetContent(family: family, widget: widget, entries: .provider { kind, context, wait async throws(WidgetHostError) in
            try await WidgetTimelineSource.timelineEntries(of: timelineProvider(), intent: intent.value, kind: kind,
                                                           context: context, wait: wait)
        }))
    }

    /// A preview made from one child of a `PreviewProvider`'s `previews`.
    init(displayName: String?, content: PreviewContent) {
        self.displayName = displayName
        self.content = content
    }

    /// The family a widget preview shows; nil for a view preview.
    public var family: WidgetFamily? {
        switch content {
        case .view(let view): return view.family
        case .widget(let widget): return widget.family
        case .activity: return nil
        }
    }
}

/// An intent handed to a provider closure (intents are reference types in SiriKit; the preview only
/// passes it along).
struct PreviewIntent<Intent>: @unchecked Sendable {
    var value: Intent
    init(_ value: Intent) { self.value = value }
}
