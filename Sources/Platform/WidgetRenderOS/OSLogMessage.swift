// The message of a Logger call: a string literal with interpolations, each with an optional privacy
// (`"\(name, privacy: .public)"`). `os` formats lazily in the logging daemon; here the text is built
// only when a line is written (WIDGETRENDER_OS_LOG set), from closures captured at the call.
import Foundation

/// A log message with interpolated values (`os`'s `OSLogMessage`).
///
/// ```swift
/// logger.info("Loaded \(entries.count) entries for \(city, privacy: .public)")
/// ```
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message's pieces, in order.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var pieces: [@Sendable () -> String] = []

        /// Space for the literal's pieces.
        public init(literalCapacity: Int, interpolationCount: Int) {
            pieces.reserveCapacity(interpolationCount * 2 + 1)
        }

        /// Literal text.
        public mutating func appendLiteral(_ literal: String) {
            pieces.append { literal }
        }

        /// A value shown by its description, under `privacy`.
        public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T,
                                                    privacy: OSLogPrivacy = .auto) {
            let box = UncheckedValue(make: value)
            pieces.append { privacy.render(String(describing: box.make())) }
        }

        /// A number with a fixed number of digits after the point (`format: .fixed(precision:)`).
        public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Double,
                                                 format: OSLogFloatFormatting, privacy: OSLogPrivacy = .auto) {
            let box = UncheckedValue(make: value)
            pieces.append { privacy.render(format.text(box.make())) }
        }
    }

    let pieces: [@Sendable () -> String]

    /// A message of literal text.
    public init(stringLiteral value: String) { pieces = [{ value }] }

    /// A message with interpolations.
    public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

    /// The message's text (values evaluated now).
    var text: String { pieces.map { $0() }.joined() }
}

/// How a floating-point interpolation is written (`os`'s `OSLogFloatFormatting`, the fixed form).
public struct OSLogFloatFormatting: Sendable {
    let precision: Int?

    /// Fixed-point with `precision` digits after the point.
    public static func fixed(precision: Int) -> OSLogFloatFormatting { OSLogFloatFormatting(precision: max(0, precision)) }
    /// Fixed-point with six digits, as `%f`.
    public static let fixed = OSLogFloatFormatting(precision: 6)

    func text(_ value: Double) -> String {
        guard let precision else { return String(describing: value) }
        return String(format: "%.\(precision)f", value)
    }
}

/// A value captured by an interpolation; evaluated only on the thread that writes the line.
struct UncheckedValue<T>: @unchecked Sendable {
    let make: () -> T
}
