import Graphics

/// SwiftUI's named colours. The palette adapts to the colour scheme (WIDGETKIT.md §6.1, iOS ≤18
/// values); `.primary` and `.secondary` are the label colours (§6.2), fixed whatever the foreground
/// style is (use the `.secondary` *shape style* for the hierarchical version).
///
/// ```swift
/// Color.orange
/// Color.gray.opacity(0.3)
/// ```
extension Color {
    /// System red; adapts to the colour scheme.
    public static let red = Color(.red)
    /// System orange; adapts to the colour scheme.
    public static let orange = Color(.orange)
    /// System yellow; adapts to the colour scheme.
    public static let yellow = Color(.yellow)
    /// System green; adapts to the colour scheme.
    public static let green = Color(.green)
    /// System mint; adapts to the colour scheme.
    public static let mint = Color(.mint)
    /// System teal; adapts to the colour scheme.
    public static let teal = Color(.teal)
    /// System cyan; adapts to the colour scheme.
    public static let cyan = Color(.cyan)
    /// System blue; adapts to the colour scheme.
    public static let blue = Color(.blue)
    /// System indigo; adapts to the colour scheme.
    public static let indigo = Color(.indigo)
    /// System purple; adapts to the colour scheme.
    public static let purple = Color(.purple)
    /// System pink; adapts to the colour scheme.
    public static let pink = Color(.pink)
    /// System brown; adapts to the colour scheme.
    public static let brown = Color(.brown)
    /// System gray; adapts to the colour scheme.
    public static let gray = Color(.gray)
    /// Black.
    public static let black = Color(provider: .rgba(.black))
    /// White.
    public static let white = Color(provider: .rgba(.white))
    /// Fully transparent.
    public static let clear = Color(provider: .rgba(.clear))
    /// The label colour: black in light mode, white in dark mode.
    public static let primary = Color(.label)
    /// The secondary label colour (60,60,67 at 0.6 in light mode).
    public static let secondary = Color(.secondaryLabel)
    /// The app's accent colour: the extension's `AccentColor` colour set (the render's asset catalog, through
    /// ``EnvironmentValues/namedColors``), else system blue — also when the set is empty, as Xcode's
    /// template ships it.
    public static let accentColor = Color(provider: .accent)
}

/// The named colours as shape styles, so `.foregroundStyle(.red)` and `.fill(.blue)` read like SwiftUI.
extension ShapeStyle where Self == Color {
    /// ``Color/red``.
    public static var red: Color { Color.red }
    /// ``Color/orange``.
    public static var orange: Color { Color.orange }
    /// ``Color/yellow``.
    public static var yellow: Color { Color.yellow }
    /// ``Color/green``.
    public static var green: Color { Color.green }
    /// ``Color/mint``.
    public static var mint: Color { Color.mint }
    /// ``Color/teal``.
    public static var teal: Color { Color.teal }
    /// ``Color/cyan``.
    public static var cyan: Color { Color.cyan }
    /// ``Color/blue``.
    public static var blue: Color { Color.blue }
    /// ``Color/indigo``.
    public static var indigo: Color { Color.indigo }
    /// ``Color/purple``.
    public static var purple: Color { Color.purple }
    /// ``Color/pink``.
    public static var pink: Color { Color.pink }
    /// ``Color/brown``.
    public static var brown: Color { Color.brown }
    /// ``Color/gray``.
    public static var gray: Color { Color.gray }
    /// ``Color/black``.
    public static var black: Color { Color.black }
    /// ``Color/white``.
    public static var white: Color { Color.white }
    /// ``Color/clear``.
    public static var clear: Color { Color.clear }
}
