// `Text(_:format:)`: a value shown through a Foundation format style, in the environment's locale,
// as SwiftUI does ("the format style uses the locale from the environment"). The style formats itself:
// `.number`, `.percent`, `.currency(code:)`, `Date.FormatStyle` and `Measurement.FormatStyle` come from
// FoundationInternationalization (ICU), which code that names them links already — through `import
// SwiftUI` here as on iOS. So only programs that format pay for ICU; the CLI and FoundationEssentials-only
// modules never load it (docs/performance.md). The locale is applied with `FormatStyle.locale(_:)` at
// resolution, so the same view renders "1,234.5" in en_US and "1.234,5" in de_DE.

import PortableFoundation

extension Text {
    /// A value formatted by a format style in the environment's locale (SwiftUI's `Text(_:format:)`).
    ///
    /// ```swift
    /// Text(entry.steps, format: .number)               // "12,480"; "12.480" in de_DE
    /// Text(entry.progress, format: .percent)           // "42%"
    /// Text(entry.price, format: .currency(code: "EUR")) // "€4.99"; "4,99 €" in de_DE
    /// Text(entry.date, format: .dateTime.weekday(.wide))
    /// ```
    /// The style and its input must be `Sendable` (a `Text` is), as Foundation's styles and the values widgets
    /// format (numbers, dates, measurements) are.
    public init<F: FormatStyle & Sendable>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable & Sendable, F.FormatOutput == String {
        self.runs = [Run(string: "", attributes: TextAttributes(), formatted: FormattedValue(input, format: format))]
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Adds a value formatted by a format style in the environment's locale, as `Text(_:format:)` does.
    ///
    /// ```swift
    /// Text("\(entry.steps, format: .number) steps")
    /// ```
    public mutating func appendInterpolation<F: FormatStyle & Sendable>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable & Sendable, F.FormatOutput == String {
        appendInterpolation(Text(input, format: format))
    }
}

/// A value and the format style that shows it, waiting for the environment's locale.
struct FormattedValue: Sendable {
    private let format: @Sendable (Locale) -> String

    init<F: FormatStyle & Sendable>(_ input: F.FormatInput, format style: F)
    where F.FormatInput: Sendable, F.FormatOutput == String {
        self.format = { locale in style.locale(locale).format(input) }
    }

    /// The value as the style writes it in `locale`.
    func string(in locale: Locale) -> String { format(locale) }
}
