// A provider's timeline entries without a widget around them: what a `#Preview(as:widget:timelineProvider:)`
// shows (the preview's own provider, drawn by the widget's content). The host gives the context and the
// bounded wait, as for its timeline renders; nothing is rendered here.
import Views
import WidgetIntents

extension WidgetTimelineSource {
    /// The entries of `provider`'s timeline in `context`, in the provider's order, each call waited for at
    /// most `wait.timeout`; `kind` names the widget in errors.
    package static func timelineEntries<Provider: TimelineProvider>(of provider: Provider, kind: String,
                                                                    context: TimelineProviderContext,
                                                                    wait: ProviderWait) async throws(WidgetHostError)
        -> [any TimelineEntry]
    {
        let source = WidgetTimelineSource(kind: kind, provider: provider) { _ in EmptyView() }
        return try await source.timeline(context, wait, nil).frames.map(\.entry)
    }

    /// The entries of an `AppIntentTimelineProvider`'s timeline, configured by `intent` (its parameters'
    /// defaults resolved) or, when nil, by `Provider.Intent()`.
    package static func timelineEntries<Provider: AppIntentTimelineProvider>(of provider: Provider, intent: Provider.Intent?,
                                                                             kind: String, context: TimelineProviderContext,
                                                                             wait: ProviderWait)
        async throws(WidgetHostError) -> [any TimelineEntry]
    {
        let source = WidgetTimelineSource(kind: kind, provider: provider) { _ in EmptyView() }
        return try await source.timeline(context, wait, intent).frames.map(\.entry)
    }

    /// The entries of an `IntentTimelineProvider`'s timeline, configured by `intent`.
    package static func timelineEntries<Provider: IntentTimelineProvider>(of provider: Provider, intent: Provider.Intent,
                                                                          kind: String, context: TimelineProviderContext,
                                                                          wait: ProviderWait)
        async throws(WidgetHostError) -> [any TimelineEntry]
    {
        let timeline = try await wait.completion(of: "getTimeline(for:in:completion:)", kind: kind) { done in
            provider.getTimeline(for: intent, in: context, completion: done)
        }
        return timeline.entries.map { $0 as any TimelineEntry }
    }
}
