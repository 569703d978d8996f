// A provider's timeline entries without a widget around them: what a `#Preview(as:widget:timelineProvider:)`
// shows (the preview's own provider, drawn by the widget's content). Same context and bounded wait as
// WidgetHost's timeline renders (WidgetHost.swift steps 3–4); nothing is rendered here.
import Render
import Views
import WidgetIntents

extension WidgetHost {
    /// The entries of `provider`'s timeline for `options`, in the provider's order, waited for at most
    /// ``providerTimeout``; `kind` names the widget in errors.
    ///
    /// ```swift
    /// let entries = try await host.timelineEntries(of: Provider(), kind: "HabitWidget", options: options)
    /// ```
    public func timelineEntries<Provider: TimelineProvider>(of provider: Provider, kind: String,
                                                            options: WidgetRenderOptions) async throws(WidgetHostError)
        -> [any TimelineEntry]
    {
        let source = WidgetTimelineSource(kind: kind, provider: provider) { _ in EmptyView() }
        let context = try Self.previewContext(for: options, kind: kind)
        return try await source.timeline(context, ProviderWait(timeout: providerTimeout), nil).frames.map(\.entry)
    }

    /// The entries of an `AppIntentTimelineProvider`'s timeline, configured by `intent` (its parameters'
    /// defaults resolved) or, when nil, by `Provider.Intent()`.
    public func timelineEntries<Provider: AppIntentTimelineProvider>(of provider: Provider, intent: Provider.Intent?,
                                                                     kind: String, options: WidgetRenderOptions)
        async throws(WidgetHostError) -> [any TimelineEntry]
    {
        let source = WidgetTimelineSource(kind: kind, provider: provider) { _ in EmptyView() }
        let context = try Self.previewContext(for: options, kind: kind)
        return try await source.timeline(context, ProviderWait(timeout: providerTimeout), intent).frames.map(\.entry)
    }

    /// The entries of an `IntentTimelineProvider`'s timeline, configured by `intent`.
    public func timelineEntries<Provider: IntentTimelineProvider>(of provider: Provider, intent: Provider.Intent,
                                                                  kind: String, options: WidgetRenderOptions)
        async throws(WidgetHostError) -> [any TimelineEntry]
    {
        let context = try Self.previewContext(for: options, kind: kind)
        let wait = ProviderWait(timeout: providerTimeout)
        let timeline = try await wait.completion(of: "getTimeline(for:in:completion:)", kind: kind) { done in
            provider.getTimeline(for: intent, in: context, completion: done)
        }
        return timeline.entries.map { $0 as any TimelineEntry }
    }

    /// The provider's context for `options`, a canvas error reported as a render error of `kind`.
    private static func previewContext(for options: WidgetRenderOptions,
                                       kind: String) throws(WidgetHostError) -> TimelineProviderContext {
        do { return try context(for: options, isPreview: false) } catch {
            throw .render(kind: kind, RenderError(.scene, .widget(error)))
        }
    }
}
