//
//  WeatherWidget.swift
//  WeatherWidgetExtension
//

import WidgetKit
import SwiftUI
import os

private let log = Logger(subsystem: "com.example.weather.widget", category: "Timeline")

struct WeatherEntry: TimelineEntry {
    let date: Date
    let forecast: Forecast
    /// The hour of day shown (the sun's position on the arc).
    let hour: Double
}

struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: Date(), forecast: .placeholder, hour: 13)
    }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> ()) {
        completion(WeatherEntry(date: Date(), forecast: ForecastStore.load() ?? .placeholder, hour: 13))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> ()) {
        let forecast = ForecastStore.load() ?? .placeholder
        let now = Date()
        let entries = forecast.hours.prefix(2).enumerated().map { offset, hour in
            WeatherEntry(date: now.addingTimeInterval(Double(offset) * 3600), forecast: forecast, hour: Double(hour.hour))
        }
        log.debug("Timeline with \(entries.count) entries")
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct WeatherWidget: Widget {
    let kind: String = "WeatherWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WeatherProvider()) { entry in
            WeatherWidgetEntryView(entry: entry)
                .containerBackground(for: .widget) {
                    Color(uiColor: .weatherBackground)
                }
        }
        .configurationDisplayName("Weather")
        .description("Today's forecast and the sun's path.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
