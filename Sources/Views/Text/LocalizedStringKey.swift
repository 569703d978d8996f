import Foundation

/// The text of a `Text("…")` literal, with its interpolations (SwiftUI's `LocalizedStringKey`).
///
/// There is no localisation table: the key is shown as written. Interpolations format like
/// SwiftUI's: integers plainly, `Double`/`Float` with `%lf` (six decimals, as SwiftUI does; use
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

    /// A key from a string, shown as is.
    public init(_ value: String) {
        self.runs = [Text.Run(string: value, attributes: TextAttributes())]
    }

    /// A key from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        self.runs = stringInterpolation.runs
    }

    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { a.key == b.key }

    /// Builds a key from literal pieces and interpolated values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var runs: [Text.Run] = []

        /// Starts an interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Adds literal text.
        public mutating func appendLiteral(_ literal: String) {
            append(literal)
        }

        /// Adds a string as it is.
        public mutating func appendInterpolation(_ string: String) {
            append(string)
        }

        /// Adds any value's description.
        public mutating func appendInterpolation<T>(_ value: T) {
            append(String(describing: value))
        }

        /// Adds an integer in decimal.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            append(String(value))
        }

        /// Adds a `Double` as SwiftUI does: `%lf`, six decimals.
        public mutating func appendInterpolation(_ value: Double) {
            append(String(format: "%lf", value))
        }

        /// Adds a `Float` as SwiftUI does: `%f`, six decimals.
        public mutating func appendInterpolation(_ value: Float) {
            append(String(format: "%f", Double(value)))
        }

        /// Adds a number with a printf-style format, e.g. `"%.1f"` or `"%02d"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            append(String(format: specifier, value))
        }

        /// Adds a styled text; its runs keep their styling.
        public mutating func appendInterpolation(_ text: Text) {
            runs.append(contentsOf: text.runs)
        }

        private mutating func append(_ string: String) {
            guard !string.isEmpty else { return }
            if let last = runs.last, last.attributes.isEmpty {
                runs[runs.count - 1].string += string
            } else {
                runs.append(Text.Run(string: string, attributes: TextAttributes()))
            }
        }
    }
}

extension TextAttributes {
    /// True when no attribute is set (plain literal text).
    var isEmpty: Bool {
        font == nil && weight == nil && isItalic == nil && design == nil && isMonospacedDigit == nil
            && isMonospaced == nil && foregroundStyle == nil && tracking == nil && baselineOffset == nil
            && underline == nil && strikethrough == nil
    }
}
