//
//  WeatherWidget.swift
//  WeatherWidget
//

import WidgetKit
import SwiftUI

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry {
        ForecastEntry(date: Date(), forecast: .sample)
    }

    func getSnapshot(in context: Context, completion: @escaping (ForecastEntry) -> ()) {
        completion(ForecastEntry(date: Date(), forecast: .sample))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        completion(Timeline(entries: [ForecastEntry(date: Date(), forecast: .sample)], policy: .atEnd))
    }
}

struct ForecastEntry: TimelineEntry {
    let date: Date
    let forecast: Forecast
}

struct WeatherWidgetEntryView : View {
    var entry: Provider.Entry

    var body: some View {
        VStack(spacing: 6) {
            Text(entry.forecast.city)
                .font(.headline)
            Text(entry.forecast.summary)
                .font(.title2.bold())
        }
        .foregroundStyle(.white)
        .padding()
        .background(cardColor, in: RoundedRectangle(cornerRadius: Theme.cornerRadius))
    }

#if WEATHER_WIDGET
    private var cardColor: Color { .forecastBlue }
#else
    private var cardColor: Color { .red }
#endif
}

struct WeatherWidget: Widget {
    let kind: String = "WeatherWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            WeatherWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Weather")
        .description("Today's forecast.")
        .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    WeatherWidget()
} timeline: {
    ForecastEntry(date: .now, forecast: .sample)
}
