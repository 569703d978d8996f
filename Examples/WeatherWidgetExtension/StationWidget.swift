//
//  StationWidget.swift
//  WeatherWidgetExtension
//
//  The user's home weather station: a photo and the brand tint from the asset catalog, through Xcode's
//  generated symbols and through UIKit.
//

import WidgetKit
import SwiftUI
import UIKit

struct StationWidget: Widget {
    let kind: String = "StationWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WeatherProvider()) { entry in
            StationWidgetView(entry: entry)
                .containerBackground(for: .widget) {
                    Color(uiColor: .weatherBackground)
                }
        }
        .configurationDisplayName("Station")
        .description("Your weather station at a glance.")
        .supportedFamilies([.systemSmall])
    }
}

struct StationWidgetView: View {
    var entry: WeatherEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                // Xcode's generated symbol for the imageset (light and dark files).
                Image(.stationPhoto)
                    .clipShape(RoundedRectangle(cornerRadius: 6))
                VStack(alignment: .leading, spacing: 0) {
                    Text("Station")
                        .font(.caption2.weight(.semibold))
                        .foregroundStyle(.weatherTint)
                    Text(entry.forecast.city)
                        .font(.footnote.weight(.semibold))
                }
            }
            Spacer(minLength: 0)
            Text("\(entry.forecast.temperature)°")
                .font(.system(size: 36, weight: .semibold, design: .rounded))
            Capsule()
                .fill(Color(uiColor: UIColor(named: "WeatherTint") ?? .systemOrange))
                .frame(height: 4)
            HStack(spacing: 4) {
                // The same imageset through UIKit, as a thumbnail.
                if let photo = UIImage(named: "StationPhoto") {
                    Image(uiImage: photo)
                        .resizable()
                        .frame(width: 14, height: 14)
                        .clipShape(Circle())
                }
                Text("H:\(entry.forecast.high)° L:\(entry.forecast.low)°")
                    .font(.caption2)
                    .foregroundStyle(Color.weatherTint)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

#Preview("Station", as: .systemSmall) {
    StationWidget()
} timeline: {
    WeatherEntry(date: .now, forecast: .placeholder, hour: 13)
}
