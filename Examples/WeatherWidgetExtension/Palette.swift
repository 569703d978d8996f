//
//  Palette.swift
//  WeatherWidgetExtension
//
//  The app's colours, shared with its UIKit screens.
//

#if canImport(UIKit)
import UIKit

extension UIColor {
    /// A pale sky by day, deep blue at night.
    static let weatherBackground = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.05, green: 0.09, blue: 0.20, alpha: 1)
            : UIColor(red: 0.86, green: 0.93, blue: 1.00, alpha: 1)
    }

    /// The sun: warm in both appearances, softer at night.
    static let sun = UIColor { traits in
        traits.userInterfaceStyle == .dark ? .systemYellow : .systemOrange
    }

    /// Temperatures and labels.
    static let weatherLabel = UIColor.label
}
#endif
