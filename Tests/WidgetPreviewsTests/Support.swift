import Foundation
import AppIntents
import Render
import SwiftUI
import WidgetHosting
import WidgetKit

/// The bundled fonts, loaded once for the suite.
let sharedResources: RenderResources? = try? RenderResources.bundled()

/// A host over the bundled fonts; a short provider timeout keeps the timeout tests quick.
func makeHost(timeout: Duration = .seconds(5)) throws -> WidgetHost {
    guard let resources = sharedResources else { throw TestSetupError.fontsMissing }
    return WidgetHost(resources: resources, providerTimeout: timeout)
}

enum TestSetupError: Error { case fontsMissing, previewMissing(String) }

/// This module's preview named `name`.
func preview(named name: String) throws -> DiscoveredPreview {
    guard let found = PreviewDiscovery.previews(inModule: "WidgetPreviewsTests").first(where: { $0.name == name }) else {
        throw TestSetupError.previewMissing(name)
    }
    return found
}

/// 2026-01-01 00:00:00 UTC plus `hours`.
func day(hours: Double = 0) -> Date { Date(timeIntervalSince1970: 1_767_225_600 + hours * 3600) }

struct TallyEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct OtherEntry: TimelineEntry {
    let date: Date
}

struct TallyView: View {
    let entry: TallyEntry
    var body: some View {
        Text("\(entry.count)")
            .font(.system(size: 40, weight: .bold))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .containerBackground(Color.yellow, for: .widget)
    }
}

/// Answers with two entries, or never when `answers` is false.
struct TallyProvider: TimelineProvider {
    var answers = true
    func placeholder(in context: Context) -> TallyEntry { TallyEntry(date: day(), count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (TallyEntry) -> Void) {
        if answers { completion(TallyEntry(date: day(), count: 1)) }
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TallyEntry>) -> Void) {
        if answers {
            completion(Timeline(entries: [TallyEntry(date: day(), count: 3), TallyEntry(date: day(hours: 1), count: 4)],
                                policy: .atEnd))
        }
    }
}

struct TallyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Tally", provider: TallyProvider()) { entry in TallyView(entry: entry) }
            .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}

struct StepIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Step" }
    @Parameter(title: "Start", default: 10) var start: Int
}

/// Counts up from the intent's start.
struct StepProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> TallyEntry { TallyEntry(date: day(), count: 0) }
    func snapshot(for configuration: StepIntent, in context: Context) async -> TallyEntry {
        TallyEntry(date: day(), count: configuration.start)
    }
    func timeline(for configuration: StepIntent, in context: Context) async -> Timeline<TallyEntry> {
        Timeline(entries: [TallyEntry(date: day(), count: configuration.start)], policy: .never)
    }
}

struct StepWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Step", intent: StepIntent.self, provider: StepProvider()) { entry in
            TallyView(entry: entry)
        }
        .supportedFamilies([.systemSmall])
    }
}

extension StepIntent {
    static var fortyTwo: StepIntent {
        let intent = StepIntent()
        intent.start = 42
        return intent
    }
}
