import Dispatch
import Foundation
import Render
import Testing
import Views
import WidgetApp
import WidgetIntents
import Widgets

/// An intent-configured widget whose provider can hang.
struct SleepyIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Sleepy" }
    @Parameter(title: "Hang", default: false) var hangs: Bool
}

struct SleepyProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: day(), count: 0) }
    func snapshot(for configuration: SleepyIntent, in context: Context) async -> CountEntry {
        if configuration.hangs { try? await Task.sleep(for: .seconds(3600)) }
        return CountEntry(date: day(), count: 5)
    }
    func timeline(for configuration: SleepyIntent, in context: Context) async -> Timeline<CountEntry> {
        if configuration.hangs { try? await Task.sleep(for: .seconds(3600)) }
        return Timeline(entries: [CountEntry(date: day(), count: 6)], policy: .atEnd)
    }
}

struct SleepyWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Sleepy", intent: SleepyIntent.self, provider: SleepyProvider()) { entry in
            CountView(entry: entry)
        }
    }
}

/// A provider that answers later, from another thread.
struct LateProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: day(), count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
        let answer = UncheckedCompletion(completion)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { answer.call(CountEntry(date: day(), count: 9)) }
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {}
}

/// A completion handler carried to another thread, as providers that fetch data do.
struct UncheckedCompletion<T>: @unchecked Sendable {
    let call: (T) -> Void
    init(_ call: @escaping (T) -> Void) { self.call = call }
}

@Suite struct ProviderWaitTests {
    @Test func aCompletionNeverCalledIsAnErrorAfterTheTimeoutNotAHang() async throws {
        let host = try makeHost(timeout: .milliseconds(200))
        let widget = CountWidget(provider: ScriptedProvider(answers: false))
        // Returning at all is the point (a hang would never return). The wall time is not checked: under a
        // full parallel run the resumed test waits behind hundreds of queued test tasks.
        do {
            _ = try await host.renderTimeline(widget, options: WidgetRenderOptions(family: .systemSmall))
            Issue.record("rendered")
        } catch {
            #expect("\(error)" == "widget \"Count\": the provider did not answer getTimeline(in:completion:) within "
                + "0.2 s (a completion handler never called, or an async function that does not return)")
        }
    }

    @Test func aSnapshotCompletionNeverCalledIsAnErrorToo() async throws {
        let host = try makeHost(timeout: .milliseconds(100))
        await #expect(throws: WidgetHostError.self) {
            _ = try await host.renderSnapshot(CountWidget(provider: ScriptedProvider(answers: false)),
                                              options: WidgetRenderOptions(family: .systemSmall))
        }
    }

    @Test func anAsyncProviderThatNeverReturnsIsAnErrorAfterTheTimeout() async throws {
        let host = try makeHost(timeout: .milliseconds(200))
        let intent = SleepyIntent()
        intent.hangs = true
        // The provider sleeps an hour: returning with the error is the bound.
        do {
            _ = try await host.renderTimeline(SleepyWidget(), options: WidgetRenderOptions(family: .systemSmall),
                                              intent: intent)
            Issue.record("rendered")
        } catch {
            #expect("\(error)".hasPrefix("widget \"Sleepy\": the provider did not answer timeline(for:in:) within 0.2 s"))
        }
    }

    @Test func aCompletionCalledLaterFromAnotherThreadIsWaitedFor() async throws {
        struct LateWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Late", provider: LateProvider()) { entry in CountView(entry: entry) }
            }
        }
        let host = try makeHost()
        let options = WidgetRenderOptions(family: .systemSmall)
        let snapshot = try await host.renderSnapshot(LateWidget(), options: options)
        let expected = try host.render(LateWidget(), entry: CountEntry(date: day(), count: 9), options: options)
        #expect(snapshot.pixmap == expected.pixmap)
    }

    @Test func anAnswerAfterTheTimeoutIsDropped() async throws {
        struct LateWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Late", provider: LateProvider()) { entry in CountView(entry: entry) }
            }
        }
        // LateProvider answers after 50 ms; the host has stopped waiting after 1 ms. The late completion
        // must not resume the caller a second time (a checked continuation would trap).
        await #expect(throws: WidgetHostError.self) {
            _ = try await makeHost(timeout: .milliseconds(1)).renderSnapshot(LateWidget(), options: .init(family: .systemSmall))
        }
        try await Task.sleep(for: .milliseconds(200))
    }

    @Test func anAsyncProviderThatAnswersIsRendered() async throws {
        let host = try makeHost()
        let options = WidgetRenderOptions(family: .systemSmall)
        let timeline = try await host.renderTimeline(SleepyWidget(), options: options)
        #expect(timeline.frames.compactMap { ($0.entry as? CountEntry)?.count } == [6])
        let snapshot = try await host.renderSnapshot(SleepyWidget(), options: options)
        #expect(snapshot.pixmap == (try host.render(SleepyWidget(), entry: CountEntry(date: day(), count: 5),
                                                    options: options)).pixmap)
    }
}
