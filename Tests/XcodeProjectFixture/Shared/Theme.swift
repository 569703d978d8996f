//
//  Theme.swift
//  WeatherApp
//

import SwiftUI

enum Theme {
    static let cornerRadius: CGFloat = 12
}
