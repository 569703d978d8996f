import Foundation
import Render
import Testing
import Views
import WidgetApp
import WidgetHosting
import Widgets

@Suite struct WidgetHostRenderTests {
    @Test func timelineFramesFollowTheProvidersOrderAndKeepItsPolicy() async throws {
        // Deliberately not in date order: WidgetHost keeps the order the provider gave.
        let entries = [CountEntry(date: day(hours: 2), count: 3), CountEntry(date: day(hours: 0), count: 1),
                       CountEntry(date: day(hours: 1), count: 2)]
        let provider = ScriptedProvider(entries: entries, policy: .after(day(hours: 5)))
        let timeline = try await makeHost().renderTimeline(CountWidget(provider: provider),
                                                           options: WidgetRenderOptions(family: .systemSmall))
        #expect(timeline.frames.map(\.date) == entries.map(\.date))
        #expect(timeline.frames.compactMap { ($0.entry as? CountEntry)?.count } == [3, 1, 2])
        #expect(timeline.policy == .after(day(hours: 5)))
    }

    @Test func eachTimelineFrameIsTheRenderOfItsEntry() async throws {
        let entries = [CountEntry(date: day(), count: 1), CountEntry(date: day(hours: 1), count: 2)]
        let host = try makeHost()
        let widget = CountWidget(provider: ScriptedProvider(entries: entries))
        let options = WidgetRenderOptions(family: .systemSmall)
        let timeline = try await host.renderTimeline(widget, options: options)
        #expect(timeline.frames.count == 2)
        for (frame, entry) in zip(timeline.frames, entries) {
            #expect(frame.output.pixmap == (try host.render(widget, entry: entry, options: options)).pixmap)
        }
        #expect(timeline.frames[0].output.pixmap != timeline.frames[1].output.pixmap)
    }

    @Test func anEmptyTimelineRendersNoFrames() async throws {
        let widget = CountWidget(provider: ScriptedProvider(entries: [], policy: .never))
        let timeline = try await makeHost().renderTimeline(widget, options: WidgetRenderOptions(family: .systemSmall))
        #expect(timeline.frames.isEmpty)
        #expect(timeline.policy == .never)
    }

    @Test func reloadPoliciesAreDistinctAndAfterKeepsItsDate() {
        #expect(TimelineReloadPolicy.atEnd != .never)
        #expect(TimelineReloadPolicy.after(day()) == .after(day()))
        #expect(TimelineReloadPolicy.after(day()) != .after(day(hours: 1)))
        #expect(TimelineReloadPolicy.after(day(hours: 1)).reloadDate == day(hours: 1))
        #expect(TimelineReloadPolicy.atEnd.reloadDate == nil)
        #expect(TimelineReloadPolicy.never.reloadDate == nil)
        #expect("\(TimelineReloadPolicy.atEnd)" == "atEnd")
        #expect("\(TimelineReloadPolicy.never)" == "never")
    }

    @Test func aFamilyOutsideSupportedFamiliesIsRefusedNamingTheSupportedOnes() throws {
        let host = try makeHost()
        let widget = CountWidget(provider: ScriptedProvider(), families: [.systemSmall, .accessoryInline])
        do {
            _ = try host.render(widget, entry: CountEntry(date: day(), count: 1),
                                options: WidgetRenderOptions(family: .systemLarge))
            Issue.record("systemLarge was rendered")
        } catch {
            #expect("\(error)" == "widget \"Count\" does not support systemLarge: its supportedFamilies are "
                + "systemSmall, accessoryInline")
        }
        #expect(throws: WidgetHostError.self) {
            _ = try host.renderPlaceholder(widget, options: WidgetRenderOptions(family: .accessoryCircular))
        }
    }

    @Test func withoutSupportedFamiliesOnlyTheHomeScreenFamiliesAreOffered() throws {
        struct Plain: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Plain", provider: ScriptedProvider()) { entry in CountView(entry: entry) }
            }
        }
        let declaration = try WidgetHost.declaration(of: Plain())
        #expect(declaration.supportedFamilies == [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
        #expect(throws: WidgetHostError.self) {
            _ = try makeHost().renderPlaceholder(Plain(), options: WidgetRenderOptions(family: .accessoryCircular))
        }
    }

    @Test func thePlaceholderIsItsEntryRedacted() throws {
        let host = try makeHost()
        let options = WidgetRenderOptions(family: .systemSmall)
        let placeholder = try host.renderPlaceholder(CountWidget(), options: options)
        let entry = CountEntry(date: day(), count: 88)  // what ScriptedProvider.placeholder(in:) returns
        let redacted = try host.renderer.render(
            CountView(entry: entry).environment(\.renderDate, entry.date).redacted(reason: .placeholder),
            options: options, resources: host.resources)
        let plain = try host.render(CountWidget(), entry: entry, options: options)
        #expect(placeholder.pixmap == redacted)
        #expect(placeholder.pixmap != plain.pixmap)
    }

    @Test func theEntrysDateIsTheRendersDate() throws {
        struct DateProbe: View {
            let expected: Date
            @Environment(\.renderDate) var renderDate
            var body: some View { renderDate == expected ? Color.green : Color.red }
        }
        struct ProbeEntry: TimelineEntry { let date: Date }
        struct ProbeProvider: TimelineProvider {
            func placeholder(in context: Context) -> ProbeEntry { ProbeEntry(date: day()) }
            func getSnapshot(in context: Context, completion: @escaping (ProbeEntry) -> Void) { completion(ProbeEntry(date: day())) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<ProbeEntry>) -> Void) {}
        }
        struct ProbeWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Probe", provider: ProbeProvider()) { entry in
                    DateProbe(expected: day(hours: 3)).containerBackground(Color.white, for: .widget)
                }
            }
        }
        let host = try makeHost()
        let options = WidgetRenderOptions(family: .systemSmall)
        let green = try host.renderer.render(Color.green.containerBackground(Color.white, for: .widget),
                                             options: options, resources: host.resources)
        #expect(try host.render(ProbeWidget(), entry: ProbeEntry(date: day(hours: 3)), options: options).pixmap == green)
        #expect(try host.render(ProbeWidget(), entry: ProbeEntry(date: day(hours: 4)), options: options).pixmap != green)
    }

    @Test func anEntryOfAnotherTypeIsRefused() throws {
        struct Other: TimelineEntry { let date: Date }
        do {
            _ = try makeHost().render(CountWidget(), entry: Other(date: day()), options: WidgetRenderOptions(family: .systemSmall))
            Issue.record("rendered")
        } catch {
            #expect("\(error)" == "widget \"Count\" draws entries of type CountEntry, not Other")
        }
    }
}
