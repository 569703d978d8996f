import Foundation
import Render
import Views
import WidgetApp
import WidgetHosting
import WidgetIntents
import Widgets

/// The bundled fonts, loaded once for the suite.
let sharedResources: RenderResources? = try? RenderResources.bundled()

/// A host over the bundled fonts with a short provider timeout, so the timeout tests are quick.
func makeHost(timeout: Duration = .seconds(5)) throws -> WidgetHost {
    guard let resources = sharedResources else { throw TestSetupError.fontsMissing }
    return WidgetHost(resources: resources, providerTimeout: timeout)
}

enum TestSetupError: Error { case fontsMissing }

/// 2026-01-01 00:00:00 UTC plus `hours`.
func day(hours: Double = 0) -> Date { Date(timeIntervalSince1970: 1_767_225_600 + hours * 3600) }

struct CountEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct CountView: View {
    let entry: CountEntry
    var body: some View {
        Text("\(entry.count)")
            .font(.system(size: 40, weight: .bold))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .containerBackground(Color.yellow, for: .widget)
    }
}

/// Records the contexts a provider was called with, in order.
final class ContextLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [(call: String, context: TimelineProviderContext)] = []

    func record(_ call: String, _ context: TimelineProviderContext) { lock.withLock { stored.append((call, context)) } }
    var calls: [(call: String, context: TimelineProviderContext)] { lock.withLock { stored } }
}

/// A provider that answers with fixed entries (or never answers), recording its contexts.
struct ScriptedProvider: TimelineProvider {
    var entries: [CountEntry] = [CountEntry(date: day(), count: 1)]
    var policy: TimelineReloadPolicy = .atEnd
    var answers = true
    var log = ContextLog()

    func placeholder(in context: Context) -> CountEntry {
        log.record("placeholder", context)
        return CountEntry(date: day(), count: 88)
    }

    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
        log.record("snapshot", context)
        if answers { completion(CountEntry(date: day(), count: context.isPreview ? 7 : 0)) }
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
        log.record("timeline", context)
        if answers { completion(Timeline(entries: entries, policy: policy)) }
    }
}

struct CountWidget: Widget {
    var provider = ScriptedProvider()
    var families: [WidgetFamily] = [.systemSmall, .systemMedium, .accessoryCircular]

    init() {}
    init(provider: ScriptedProvider, families: [WidgetFamily] = [.systemSmall, .systemMedium, .accessoryCircular]) {
        self.provider = provider
        self.families = families
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Count", provider: provider) { entry in CountView(entry: entry) }
            .configurationDisplayName("Count")
            .supportedFamilies(families)
    }
}
