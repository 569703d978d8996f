//
//  WeatherWidgetEntryView.swift
//  WeatherWidgetExtension
//

import SwiftUI
import UIKit
import WidgetKit

struct WeatherWidgetEntryView: View {
    @Environment(\.widgetFamily) var family
    var entry: WeatherEntry

    var body: some View {
        switch family {
        case .systemMedium:
            HStack(spacing: 16) {
                summary
                VStack(alignment: .leading, spacing: 6) {
                    SunPathView(forecast: entry.forecast, hour: entry.hour)
                        .frame(height: 54)
                    HourlyStrip(hours: entry.forecast.hours)
                }
            }
        default:
            VStack(alignment: .leading, spacing: 6) {
                summary
                SunPathView(forecast: entry.forecast, hour: entry.hour)
                    .frame(height: 34)
            }
        }
    }

    private var summary: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(entry.forecast.city)
                .font(Font(UIFont.preferredFont(forTextStyle: .headline)))
            Text("\(entry.forecast.temperature)°")
                .font(.system(size: 40, weight: .medium, design: .rounded))
            HStack(spacing: 4) {
                if let symbol = UIImage(systemName: entry.forecast.symbol) {
                    Image(uiImage: symbol)
                        .foregroundStyle(Color(uiColor: .sun))
                }
                Text(entry.forecast.condition)
            }
            .font(.caption)
            Text("H:\(entry.forecast.high)° L:\(entry.forecast.low)°")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .foregroundStyle(Color(uiColor: .weatherLabel))
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// The sun's arc over the day with the sun at the entry's hour, placed with GeometryReader as on iOS.
struct SunPathView: View {
    let forecast: Forecast
    let hour: Double

    var body: some View {
        GeometryReader { proxy in
            let size: CGSize = proxy.size
            let t = forecast.daylightFraction(at: hour)
            let sun = sunPoint(at: t, in: CGRect(origin: .zero, size: size))
            ZStack(alignment: .topLeading) {
                SunArc()
                    .stroke(Color(uiColor: .sun).opacity(0.5), style: StrokeStyle(lineWidth: 1.5, dash: [3, 3]))
                Horizon()
                    .stroke(Color(uiColor: .secondaryLabel), lineWidth: 1)
                Circle()
                    .fill(Color(uiColor: .sun))
                    .frame(width: 10, height: 10)
                    .position(sun)
            }
        }
    }

    /// The point on `SunArc`'s cubic at parameter `t` (the same control points).
    private func sunPoint(at t: CGFloat, in rect: CGRect) -> CGPoint {
        let p0 = CGPoint(x: rect.minX, y: rect.maxY)
        let p1 = CGPoint(x: rect.minX + rect.width * 0.1, y: rect.minY - rect.height * 0.3)
        let p2 = CGPoint(x: rect.maxX - rect.width * 0.1, y: rect.minY - rect.height * 0.3)
        let p3 = CGPoint(x: rect.maxX, y: rect.maxY)
        let u = 1 - t
        let x = u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x
        let y = u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y
        return CGPoint(x: x, y: y)
    }
}

/// The next hours: symbol, temperature, and a rain drop for cloudy hours.
struct HourlyStrip: View {
    let hours: [Forecast.Hour]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(hours, id: \.hour) { hour in
                VStack(spacing: 3) {
                    Text("\(hour.hour)")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                    Image(systemName: hour.symbol)
                        .symbolRenderingMode(.multicolor)
                        .font(.footnote)
                    Text("\(hour.temperature)°")
                        .font(.caption.weight(.semibold))
                    Drop()
                        .inset(by: hour.symbol.hasPrefix("cloud.fill") ? 0 : 2)
                        .fill(Color(uiColor: hour.symbol.hasPrefix("cloud.fill") ? .systemBlue : .systemGray4))
                        .frame(width: 8, height: 10)
                }
                .frame(maxWidth: .infinity)
            }
        }
    }
}
