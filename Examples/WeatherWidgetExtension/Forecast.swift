//
//  Forecast.swift
//  WeatherWidgetExtension
//
//  The model the app writes into the shared App Group container (forecast.json) for its widget.
//

import Foundation

struct Forecast: Codable, Hashable {
    struct Hour: Codable, Hashable {
        let hour: Int
        let temperature: Int
        let symbol: String
    }

    let city: String
    let condition: String
    let symbol: String
    let temperature: Int
    let high: Int
    let low: Int
    /// Sunrise and sunset as hours of the day (6.5 = 6:30).
    let sunrise: Double
    let sunset: Double
    let hours: [Hour]

    static let placeholder = Forecast(
        city: "Cupertino", condition: "Sunny", symbol: "sun.max.fill", temperature: 21, high: 24, low: 12,
        sunrise: 6.5, sunset: 19.75,
        hours: [
            Hour(hour: 13, temperature: 22, symbol: "sun.max.fill"),
            Hour(hour: 14, temperature: 23, symbol: "cloud.sun.fill"),
            Hour(hour: 15, temperature: 24, symbol: "cloud.sun.fill"),
            Hour(hour: 16, temperature: 22, symbol: "cloud.fill"),
        ])
}
