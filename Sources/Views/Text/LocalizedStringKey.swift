import PortableFoundation

/// The text of a `Text("…")` literal, with its interpolations (SwiftUI's `LocalizedStringKey`).
///
/// There is no localisation table: the key is shown as written, with its inline Markdown
/// (`**bold**`, `*italic*`, `~~strike~~`, `` `code` ``) applied as SwiftUI does. Interpolations format like
/// SwiftUI's: integers in the locale (grouped by thousands: "8,432"), `Double`/`Float` with `%lf` (six decimals, as SwiftUI does; use
/// `specifier:` or `Int(…)` for fewer), strings as they are, and an interpolated `Text` keeps its styling.
///
/// ```swift
/// Text("\(Int(progress * 100))%")
/// Text("\(temperature, specifier: "%.1f")°")
/// Text("Now \(Text("72°").bold())")
/// ```
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    var runs: [Text.Run]

    /// The key's text.
    public var key: String { runs.map(\.string).joined() }

    /// A key from a string (its Markdown is applied, as for a literal).
    public init(_ value: String) {
        self.runs = InlineMarkdown.runs([.literal(value)])
    }

    /// A key from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        self.runs = InlineMarkdown.runs(stringInterpolation.pieces)
    }

    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { a.key == b.key }

    /// Builds a key from literal pieces and interpolated values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [InlineMarkdown.Piece] = []

        /// Starts an interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Adds literal text (its Markdown markers count).
        public mutating func appendLiteral(_ literal: String) {
            pieces.append(.literal(literal))
        }

        /// Adds a string as it is.
        public mutating func appendInterpolation(_ string: String) {
            pieces.append(.value(string))
        }

        /// Adds any value's description.
        public mutating func appendInterpolation<T>(_ value: T) {
            pieces.append(.value(String(describing: value)))
        }

        /// Adds an integer as SwiftUI does: in the environment's locale, grouped by thousands ("8,432" in
        /// en_US, "8.432" in de_DE, Arabic-Indic digits in ar_EG). Write `Text(verbatim:)` or
        /// `Text(String(year))` for bare digits.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            pieces.append(.text(Text(runs: [Text.Run(string: String(value), attributes: TextAttributes(),
                                                     integer: IntegerText(value))])))
        }

        /// Adds a `Double` as SwiftUI does: `%lf`, six decimals.
        public mutating func appendInterpolation(_ value: Double) {
            pieces.append(.value(PrintfFormat.string("%lf", value)))
        }

        /// Adds a `Float` as SwiftUI does: `%f`, six decimals.
        public mutating func appendInterpolation(_ value: Float) {
            pieces.append(.value(PrintfFormat.string("%f", Double(value))))
        }

        /// Adds a number with a printf-style format, e.g. `"%.1f"` or `"%02d"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            pieces.append(.value(PrintfFormat.string(specifier, value)))
        }

        /// Adds a styled text; its runs keep their styling.
        public mutating func appendInterpolation(_ text: Text) {
            pieces.append(.text(text))
        }

        /// Adds a date in a style, formatted at the render's date as `Text(date, style:)` is.
        ///
        /// ```swift
        /// Text("Ends in \(entry.end, style: .timer)")
        /// ```
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            pieces.append(.text(Text(date, style: style)))
        }
    }
}
