// UIKit's colour statics: the fixed colours (`.black`, `.red` = pure 1,0,0 …, as UIKit defines them) and
// the dynamic system colours (`.systemRed`, `.label`, `.systemBackground` …), which take their light and
// dark values from Views' SystemColor table (WIDGETKIT.md §6, the same values `Color(.label)` uses).
import Foundation
import Graphics
import Views

extension UIColor {
    /// A dynamic system colour from the shared table.
    convenience init(system: SystemColor) {
        self.init(light: system.color(in: .light), dark: system.color(in: .dark))
    }

    /// 0, 0, 0.
    public static let black = UIColor(white: 0, alpha: 1)
    /// 1/3 white.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// 2/3 white.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// 1, 1, 1.
    public static let white = UIColor(white: 1, alpha: 1)
    /// 1/2 white.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// 1, 0, 0.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// 0, 1, 0.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// 0, 0, 1.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// 0, 1, 1.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// 1, 1, 0.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// 1, 0, 1.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// 1, 0.5, 0.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// 0.5, 0, 0.5.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// 0.6, 0.4, 0.2.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Transparent black.
    public static let clear = UIColor(white: 0, alpha: 0)

    /// The system palette, light and dark.
    public static let systemRed = UIColor(system: .red)
    /// The system palette, light and dark.
    public static let systemOrange = UIColor(system: .orange)
    /// The system palette, light and dark.
    public static let systemYellow = UIColor(system: .yellow)
    /// The system palette, light and dark.
    public static let systemGreen = UIColor(system: .green)
    /// The system palette, light and dark.
    public static let systemMint = UIColor(system: .mint)
    /// The system palette, light and dark.
    public static let systemTeal = UIColor(system: .teal)
    /// The system palette, light and dark.
    public static let systemCyan = UIColor(system: .cyan)
    /// The system palette, light and dark.
    public static let systemBlue = UIColor(system: .blue)
    /// The system palette, light and dark.
    public static let systemIndigo = UIColor(system: .indigo)
    /// The system palette, light and dark.
    public static let systemPurple = UIColor(system: .purple)
    /// The system palette, light and dark.
    public static let systemPink = UIColor(system: .pink)
    /// The system palette, light and dark.
    public static let systemBrown = UIColor(system: .brown)
    /// The system greys, light and dark.
    public static let systemGray = UIColor(system: .gray)
    /// The system greys, light and dark.
    public static let systemGray2 = UIColor(system: .systemGray2)
    /// The system greys, light and dark.
    public static let systemGray3 = UIColor(system: .systemGray3)
    /// The system greys, light and dark.
    public static let systemGray4 = UIColor(system: .systemGray4)
    /// The system greys, light and dark.
    public static let systemGray5 = UIColor(system: .systemGray5)
    /// The system greys, light and dark.
    public static let systemGray6 = UIColor(system: .systemGray6)
    /// The app's tint: the system blue (widgets have no app tint here).
    public static let tintColor = UIColor(system: .blue)

    /// Label colours of the foreground hierarchy.
    public static let label = UIColor(system: .label)
    /// Label colours of the foreground hierarchy.
    public static let secondaryLabel = UIColor(system: .secondaryLabel)
    /// Label colours of the foreground hierarchy.
    public static let tertiaryLabel = UIColor(system: .tertiaryLabel)
    /// Label colours of the foreground hierarchy.
    public static let quaternaryLabel = UIColor(system: .quaternaryLabel)
    /// The link colour.
    public static let link = UIColor(system: .link)
    /// Separators.
    public static let separator = UIColor(system: .separator)
    /// Separators.
    public static let opaqueSeparator = UIColor(system: .opaqueSeparator)
    /// Backgrounds.
    public static let systemBackground = UIColor(system: .systemBackground)
    /// Backgrounds.
    public static let secondarySystemBackground = UIColor(system: .secondarySystemBackground)
    /// Backgrounds.
    public static let tertiarySystemBackground = UIColor(system: .tertiarySystemBackground)
    /// Grouped backgrounds.
    public static let systemGroupedBackground = UIColor(system: .systemGroupedBackground)
    /// A grouped table's background (deprecated in iOS 13 for ``systemGroupedBackground``, which it draws).
    @available(*, deprecated, renamed: "systemGroupedBackground")
    public static let groupTableViewBackground = UIColor(system: .systemGroupedBackground)
    /// Grouped backgrounds.
    public static let secondarySystemGroupedBackground = UIColor(system: .secondarySystemGroupedBackground)
    /// Grouped backgrounds.
    public static let tertiarySystemGroupedBackground = UIColor(system: .tertiarySystemGroupedBackground)
    /// Fills.
    public static let systemFill = UIColor(system: .systemFill)
    /// Fills.
    public static let secondarySystemFill = UIColor(system: .secondarySystemFill)
    /// Fills.
    public static let tertiarySystemFill = UIColor(system: .tertiarySystemFill)
    /// Fills.
    public static let quaternarySystemFill = UIColor(system: .quaternarySystemFill)
}
