//
//  ForecastStore.swift
//  WeatherWidgetExtension
//
//  Reads the forecast the app saved in the App Group container.
//

import Foundation
import OSLog

enum ForecastStore {
    static let appGroup = "group.com.example.weather"
    static let fileName = "forecast.json"

    private static let logger = Logger(subsystem: "com.example.weather.widget", category: "ForecastStore")

    static var containerURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)
    }

    /// The saved forecast, or nil when the app has not written one (or it cannot be read).
    static func load() -> Forecast? {
        guard let url = containerURL?.appendingPathComponent(fileName) else {
            logger.error("App Group \(appGroup, privacy: .public) is not available")
            return nil
        }
        do {
            let data = try Data(contentsOf: url)
            let forecast = try JSONDecoder().decode(Forecast.self, from: data)
            logger.info("Loaded forecast for \(forecast.city, privacy: .public): \(forecast.hours.count) hours")
            return forecast
        } catch {
            logger.error("Could not read \(url.path, privacy: .private): \(error.localizedDescription)")
            return nil
        }
    }
}
