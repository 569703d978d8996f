import Foundation
import Views
import WidgetIntents

/// A configuration's provider and content with their types erased: what WidgetHost calls to get
/// placeholder, snapshot and timeline frames, or the frame of an entry it is given.
package struct WidgetTimelineSource {
    /// The provider's entry type, for messages.
    package var entryTypeName: String
    /// `placeholder(in:)` — synchronous in every provider kind.
    package var placeholder: (TimelineProviderContext) -> WidgetFrame
    /// The snapshot, waited for at most the timeout; `intent` overrides the configuration intent.
    package var snapshot: (TimelineProviderContext, ProviderWait, (any AppIntent)?) async throws(WidgetHostError) -> WidgetFrame
    /// The timeline's frames and policy, waited for at most the timeout.
    package var timeline: (TimelineProviderContext, ProviderWait, (any AppIntent)?) async throws(WidgetHostError)
        -> (frames: [WidgetFrame], policy: TimelineReloadPolicy)
    /// The frame of an entry given by the caller; nil when it is not of the provider's entry type.
    package var frame: (any TimelineEntry) -> WidgetFrame?
}

extension WidgetTimelineSource {
    /// A `TimelineProvider`'s source.
    init<Provider: TimelineProvider, Content: View>(kind: String, provider: Provider,
                                                    content: @escaping (Provider.Entry) -> Content) {
        entryTypeName = "\(Provider.Entry.self)"
        placeholder = { context in WidgetFrame(provider.placeholder(in: context), content: content) }
        snapshot = { context, wait, _ async throws(WidgetHostError) in
            let entry = try await wait.completion(of: "getSnapshot(in:completion:)", kind: kind) { done in
                provider.getSnapshot(in: context, completion: done)
            }
            return WidgetFrame(entry, content: content)
        }
        timeline = { context, wait, _ async throws(WidgetHostError) in
            let timeline = try await wait.completion(of: "getTimeline(in:completion:)", kind: kind) { done in
                provider.getTimeline(in: context, completion: done)
            }
            return (timeline.entries.map { WidgetFrame($0, content: content) }, timeline.policy)
        }
        frame = { entry in (entry as? Provider.Entry).map { WidgetFrame($0, content: content) } }
    }

    /// An `IntentTimelineProvider`'s source, configured by `Provider.Intent()`.
    init<Provider: IntentTimelineProvider, Content: View>(kind: String, provider: Provider,
                                                          content: @escaping (Provider.Entry) -> Content) {
        entryTypeName = "\(Provider.Entry.self)"
        placeholder = { context in WidgetFrame(provider.placeholder(in: context), content: content) }
        snapshot = { context, wait, _ async throws(WidgetHostError) in
            let entry = try await wait.completion(of: "getSnapshot(for:in:completion:)", kind: kind) { done in
                provider.getSnapshot(for: Provider.Intent(), in: context, completion: done)
            }
            return WidgetFrame(entry, content: content)
        }
        timeline = { context, wait, _ async throws(WidgetHostError) in
            let timeline = try await wait.completion(of: "getTimeline(for:in:completion:)", kind: kind) { done in
                provider.getTimeline(for: Provider.Intent(), in: context, completion: done)
            }
            return (timeline.entries.map { WidgetFrame($0, content: content) }, timeline.policy)
        }
        frame = { entry in (entry as? Provider.Entry).map { WidgetFrame($0, content: content) } }
    }

    /// An `AppIntentTimelineProvider`'s source, configured by the given intent or `Provider.Intent()`
    /// with its parameters' defaults resolved.
    init<Provider: AppIntentTimelineProvider, Content: View>(kind: String, provider: Provider,
                                                             content: @escaping (Provider.Entry) -> Content) {
        entryTypeName = "\(Provider.Entry.self)"
        placeholder = { context in WidgetFrame(provider.placeholder(in: context), content: content) }
        snapshot = { context, wait, given async throws(WidgetHostError) in
            let intent = try await Self.configurationIntent(Provider.Intent.self, given: given, kind: kind)
            let entry = try await wait.result(of: "snapshot(for:in:)", kind: kind) {
                await provider.snapshot(for: intent, in: context)
            }
            return WidgetFrame(entry, content: content)
        }
        timeline = { context, wait, given async throws(WidgetHostError) in
            let intent = try await Self.configurationIntent(Provider.Intent.self, given: given, kind: kind)
            let timeline = try await wait.result(of: "timeline(for:in:)", kind: kind) {
                await provider.timeline(for: intent, in: context)
            }
            return (timeline.entries.map { WidgetFrame($0, content: content) }, timeline.policy)
        }
        frame = { entry in (entry as? Provider.Entry).map { WidgetFrame($0, content: content) } }
    }

    /// The intent to configure with: the one given (of the right type) or a new one, with every
    /// parameter's default resolved.
    static func configurationIntent<Intent: AppIntent>(_ type: Intent.Type, given: (any AppIntent)?,
                                                       kind: String) async throws(WidgetHostError) -> Intent {
        let intent: Intent
        if let given {
            guard let typed = given as? Intent else {
                throw .intentTypeMismatch(kind: kind, expected: "\(Intent.self)", given: "\(Swift.type(of: given))")
            }
            intent = typed
        } else {
            intent = Intent()
        }
        let missing = await IntentDefaults.resolve(intent)
        guard missing.isEmpty else {
            throw .missingIntentParameters(kind: kind, intent: "\(Intent.self)", parameters: missing)
        }
        return intent
    }
}
