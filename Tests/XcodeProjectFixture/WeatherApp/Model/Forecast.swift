//
//  Forecast.swift
//  WeatherApp
//
//  The app's model, also a member of the widget extension target.
//

import Foundation
import ForecastKit

struct Forecast {
    var city: String
    var celsius: Int

    var summary: String { "\(city) \(TemperatureText.degrees(celsius))" }

    static let sample = Forecast(city: "Cupertino", celsius: 21)
}
