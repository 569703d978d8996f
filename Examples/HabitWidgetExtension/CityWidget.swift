//
//  CityWidget.swift
//  HabitWidgetExtension
//
//  An older widget configured by a SiriKit intent (Xcode 12–14's "Include Configuration Intent"
//  template, with a city and temperature instead of the template's date).
//

import WidgetKit
import SwiftUI
import Intents

struct CityProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> CityEntry {
        CityEntry(date: Date(), city: "Cupertino", temperature: 21, configuration: SelectCityIntent())
    }

    func getSnapshot(for configuration: SelectCityIntent, in context: Context, completion: @escaping (CityEntry) -> ()) {
        let entry = CityEntry(date: Date(), city: configuration.city ?? "Cupertino", temperature: 21, configuration: configuration)
        completion(entry)
    }

    func getTimeline(for configuration: SelectCityIntent, in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        var entries: [CityEntry] = []

        // Generate a timeline consisting of three entries an hour apart, starting from the current date.
        let currentDate = Date()
        for hourOffset in 0 ..< 3 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            let entry = CityEntry(date: entryDate, city: configuration.city ?? "Cupertino",
                                  temperature: 21 + hourOffset, configuration: configuration)
            entries.append(entry)
        }

        let timeline = Timeline(entries: entries, policy: .after(entries.last!.date.addingTimeInterval(3600)))
        completion(timeline)
    }
}

struct CityEntry: TimelineEntry {
    let date: Date
    let city: String
    let temperature: Int
    let configuration: SelectCityIntent
}

struct CityWidgetEntryView : View {
    @Environment(\.widgetFamily) var family
    var entry: CityProvider.Entry

    var body: some View {
        if family == .accessoryRectangular {
            VStack(alignment: .leading) {
                Text(entry.city)
                    .font(.headline)
                    .widgetAccentable()
                Text("\(entry.temperature)°")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            VStack(alignment: .leading, spacing: 4) {
                Label(entry.city, systemImage: "location.fill")
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                Spacer()
                Text("\(entry.temperature)°")
                    .font(.system(size: 44, weight: .semibold, design: .rounded))
                Text("Sunny")
                    .font(.footnote)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
        }
    }
}

struct CityWidget: Widget {
    let kind: String = "CityWidget"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: SelectCityIntent.self, provider: CityProvider()) { entry in
            CityWidgetEntryView(entry: entry)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)
                }
        }
        .configurationDisplayName("City")
        .description("The weather where you choose.")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
        .contentMarginsDisabled()
    }
}

struct CityWidget_Previews: PreviewProvider {
    static var previews: some View {
        CityWidgetEntryView(entry: CityEntry(date: Date(), city: "Cupertino", temperature: 21, configuration: SelectCityIntent()))
            .previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}

#Preview("Cupertino", as: .accessoryRectangular, using: SelectCityIntent(), widget: { CityWidget() },
         timelineProvider: { CityProvider() })
