// The bridges between UIKit's and SwiftUI's colours. `Color(uiColor:)` keeps a dynamic colour dynamic
// (one value per colour scheme); `UIColor(_ color:)` resolves a SwiftUI colour in the light and the dark
// scheme, which is what UIKit's initialiser does for the colours a widget can name.
import Foundation
import Graphics
import Views

extension Color {
    /// A SwiftUI colour from a UIKit colour; a dynamic colour stays dynamic.
    ///
    /// ```swift
    /// Color(uiColor: .secondarySystemBackground)
    /// ```
    public init(uiColor: UIColor) {
        if let name = uiColor.catalogName {
            self.init(name)
        } else if uiColor.light == uiColor.dark {
            self.init(uiColor.light)
        } else {
            self.init(lightScheme: uiColor.light, darkScheme: uiColor.dark)
        }
    }
}

extension UIColor {
    /// A UIKit colour from a SwiftUI colour, resolved in the light and the dark colour scheme.
    ///
    /// ```swift
    /// UIColor(Color.accentColor)
    /// ```
    public convenience init(_ color: Color) {
        var light = EnvironmentValues(), dark = EnvironmentValues()
        light.colorScheme = .light
        dark.colorScheme = .dark
        self.init(light: color.resolve(in: light), dark: color.resolve(in: dark))
    }
}
