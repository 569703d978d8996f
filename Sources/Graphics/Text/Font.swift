/// A font description, named and composed the way SwiftUI's `Font` is.
///
/// A `Font` is a pure value: it says *what* text should look like (a text style or a point size, a
/// weight, a design, traits) and never touches a font file. The Typography module resolves it to a
/// bundled face, a drawing size and SF-like metrics (WIDGETKIT.md §5).
///
/// ```swift
/// let title = Font.title2.bold()
/// let price = Font.system(size: 28, weight: .semibold, design: .rounded).monospacedDigit()
/// let brand = Font.custom("Lobster", size: 17)
/// ```
public struct Font: Hashable, Sendable {
    /// Where the size and base weight of a font come from.
    public enum Base: Hashable, Sendable {
        /// A system font at a fixed point size (`Font.system(size:weight:design:)`).
        case system(size: Double, weight: Weight?, design: Design?)
        /// A Dynamic Type text style (`Font.body`, `Font.system(.title, design: .rounded)`).
        case textStyle(TextStyle, design: Design?, weight: Weight?)
        /// A user font by PostScript or family name (`Font.custom(_:size:)`), with the text style it
        /// scales with (`relativeTo`), or `nil` when its size is fixed.
        case custom(name: String, size: Double, relativeTo: TextStyle?)
    }

    /// The size and base weight source.
    public var base: Base
    /// A weight set by `.weight(_:)`, overriding the base weight; `nil` keeps the base weight.
    public var weightOverride: Weight?
    /// True after `.bold()`: the style's emphasized weight (text styles) or `.bold` (fixed sizes).
    public var isBold: Bool
    /// True after `.italic()`.
    public var isItalic: Bool
    /// True after `.monospacedDigit()`: digits use tabular (fixed-width) figures.
    public var isMonospacedDigit: Bool
    /// True after `.monospaced()`: the whole font becomes the fixed-width design.
    public var isMonospaced: Bool
    /// The line spacing variant set by `.leading(_:)`.
    public var leading: Leading
    /// The Dynamic Type size text styles (and fonts `relativeTo:` one) are sized for. Views set it from
    /// `EnvironmentValues.dynamicTypeSize` when they resolve text; `.large`, iOS's default, otherwise.
    public var dynamicTypeSize: DynamicTypeSize

    /// Creates a font from its base with no modifiers applied.
    public init(base: Base) {
        self.base = base
        self.weightOverride = nil
        self.isBold = false
        self.isItalic = false
        self.isMonospacedDigit = false
        self.isMonospaced = false
        self.leading = .standard
        self.dynamicTypeSize = .large
    }

    // MARK: SwiftUI constructors

    /// A system font at a fixed size: `Font.system(size: 17, weight: .semibold, design: .rounded)`.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size, weight: weight, design: design))
    }

    /// A system font for a text style: `Font.system(.headline, design: .serif)`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style, design: design, weight: weight))
    }

    /// A user font by name that scales with `.body`, as SwiftUI's `Font.custom(_:size:)` does.
    public static func custom(_ name: String, size: Double) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A user font by name that scales with the given text style.
    public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A user font by name at a size that never scales with Dynamic Type.
    public static func custom(_ name: String, fixedSize: Double) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    // MARK: Text styles (SwiftUI's static members)

    /// The large title text style (34 pt regular).
    public static let largeTitle = Font.system(.largeTitle)
    /// The title text style (28 pt regular).
    public static let title = Font.system(.title)
    /// The second-level title text style (22 pt regular).
    public static let title2 = Font.system(.title2)
    /// The third-level title text style (20 pt regular).
    public static let title3 = Font.system(.title3)
    /// The headline text style (17 pt semibold).
    public static let headline = Font.system(.headline)
    /// The subheadline text style (15 pt regular).
    public static let subheadline = Font.system(.subheadline)
    /// The body text style (17 pt regular); SwiftUI's default font.
    public static let body = Font.system(.body)
    /// The callout text style (16 pt regular).
    public static let callout = Font.system(.callout)
    /// The footnote text style (13 pt regular).
    public static let footnote = Font.system(.footnote)
    /// The caption text style (12 pt regular).
    public static let caption = Font.system(.caption)
    /// The alternate caption text style (11 pt regular).
    public static let caption2 = Font.system(.caption2)
}
