//
//  IntentDefinitionFixture.swift
//  IntentDefinitionFixture
//
//  Xcode's widget template with "Include Configuration Intent" checked (IntentTimelineProvider,
//  IntentConfiguration and the `ConfigurationIntent` Xcode generates from the extension's
//  `.intentdefinition`), after the team added an Accent enum parameter and a Place custom-type parameter.
//

import WidgetKit
import SwiftUI
import Intents

struct Provider: IntentTimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: Date(), configuration: ConfigurationIntent())
    }

    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (SimpleEntry) -> ()) {
        let entry = SimpleEntry(date: Date(), configuration: configuration)
        completion(entry)
    }

    func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        var entries: [SimpleEntry] = []

        // Generate a timeline consisting of five entries an hour apart, starting from the current date.
        let currentDate = Date()
        for hourOffset in 0 ..< 5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            let entry = SimpleEntry(date: entryDate, configuration: configuration)
            entries.append(entry)
        }

        let timeline = Timeline(entries: entries, policy: .atEnd)
        completion(timeline)
    }
}

struct SimpleEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationIntent
}

struct IntentDefinitionFixtureEntryView : View {
    var entry: Provider.Entry

    var accentColor: Color {
        switch entry.configuration.accent {
        case .teal: return .teal
        case .orange, .unknown: return .orange
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.configuration.place?.displayString ?? "Choose a place")
                .font(.headline)
                .foregroundColor(accentColor)
            if let country = entry.configuration.place?.country {
                Text(country)
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            Text(entry.date, style: .time)
        }
    }
}

@main
struct IntentDefinitionFixture: Widget {
    let kind: String = "IntentDefinitionFixture"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: ConfigurationIntent.self, provider: Provider()) { entry in
            IntentDefinitionFixtureEntryView(entry: entry)
        }
        .configurationDisplayName("My Widget")
        .description("This is an example widget.")
    }
}

struct IntentDefinitionFixture_Previews: PreviewProvider {
    static var previews: some View {
        IntentDefinitionFixtureEntryView(entry: SimpleEntry(date: Date(), configuration: ConfigurationIntent()))
            .previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}
