//
//  ContentView.swift
//  WeatherApp
//

import SwiftUI
import UIKit

struct ContentView: View {
    var body: some View {
        Text(Forecast.sample.summary)
            .foregroundStyle(Color(uiColor: .label))
    }
}
