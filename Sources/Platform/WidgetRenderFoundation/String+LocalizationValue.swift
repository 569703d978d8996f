// `String.LocalizationValue` and `String(localized:…)` [doc A-String.LocalizationValue, iOS 15: "a reference to
// a localizable string, with optional string interpolation"; A-String.init(localized:table:bundle:locale:comment:)
// and A-String.init(localized:defaultValue:table:bundle:locale:comment:)], which Linux's Foundation (Swift 6.3.1)
// does not declare. Apple builds the key from the interpolation with a format specifier per value ("Hello, %@.",
// "%lld items") and looks it up in the bundle's `Localizable` table; renders here read no string tables (the
// catalog of a widget is its only resource read), so the text is the development-language value: the literal
// segments with each interpolated value formatted as `String(describing:)` formats it, or by the format style
// the interpolation names.
import Foundation

extension String {
    /// A localizable string whose key is its development-language text, interpolations included (Foundation's
    /// `String.LocalizationValue`).
    ///
    /// ```swift
    /// let greeting = String(localized: "Hello, \(userName).")
    /// ```
    public struct LocalizationValue: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation,
        CustomDebugStringConvertible
    {
        /// The key Apple's lookup uses: the literal segments with a format specifier for each value.
        public let key: String
        /// The text with every interpolated value formatted: what a render shows.
        public let resolved: String

        /// A value with no interpolations: `value` is both the key and the text.
        public init(_ value: String) {
            self.key = value
            self.resolved = value
        }

        /// A value from a string literal.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// A value from an interpolated string literal.
        public init(stringInterpolation: StringInterpolation) {
            self.key = stringInterpolation.key
            self.resolved = stringInterpolation.text
        }

        /// The key and the resolved text.
        public var debugDescription: String { "LocalizationValue(key: \(key.debugDescription), \(resolved.debugDescription))" }

        /// The interpolation of a `LocalizationValue` literal: the key takes a printf specifier per value
        /// (`%@` for objects and strings, `%lld` for integers, `%lf` for floating-point numbers), the text the value.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var text = ""

            /// Makes room for the literal's parts.
            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity + 4 * interpolationCount)
                text.reserveCapacity(literalCapacity + 8 * interpolationCount)
            }

            /// A literal segment; a `%` in it is doubled in the key, as the table's format string writes it.
            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
                text += literal
            }

            /// A string.
            public mutating func appendInterpolation(_ string: String) {
                append(string, specifier: "%@")
            }

            /// An integer (`%lld`).
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
                append(String(value), specifier: "%lld")
            }

            /// A floating-point number (`%lf`), written as Swift writes it.
            public mutating func appendInterpolation<T: BinaryFloatingPoint & LosslessStringConvertible>(_ value: T) {
                append(String(value), specifier: "%lf")
            }

            /// A value formatted by a format style (`\(date, format: .dateTime.hour())`).
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
            where F.FormatOutput == String {
                append(format.format(value), specifier: "%@")
            }

            /// A value formatted by a `Formatter` (`\(date, formatter: formatter)`).
            public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ value: Subject, formatter: Formatter) {
                append(formatter.string(for: value) ?? String(describing: value), specifier: "%@")
            }

            /// Any other value, as `String(describing:)` writes it.
            public mutating func appendInterpolation<T>(_ value: T) {
                append(String(describing: value), specifier: "%@")
            }

            private mutating func append(_ value: String, specifier: String) {
                key += specifier
                text += value
            }
        }
    }

    /// A localized string from an interpolated string: its development-language text, as no string table is
    /// read here.
    ///
    /// ```swift
    /// Text(String(localized: "\(count) cups today", comment: "Water intake"))
    /// ```
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.resolved
    }

    /// A localized string with a static key and its development-language text `defaultValue`.
    ///
    /// ```swift
    /// String(localized: "widget.title", defaultValue: "Next Stop", comment: "Widget gallery title")
    /// ```
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.resolved
    }
}
