// An integer interpolated into a `Text` literal, formatted at resolution in the environment's locale as
// SwiftUI formats it: `LocalizedStringKey` turns an integer into a `%lld` argument that Foundation
// formats with the locale, so `Text("\(8432) steps")` reads "8,432 steps" in en_US, "8.432" in de_DE,
// "٨٬٤٣٢" in ar_EG and "8432" in es_ES (CLDR's minimumGroupingDigits 2). `Text(verbatim:)` and
// `Text(String(n))` show the digits as they are, as on iOS.

/// A whole number shown in the environment's locale.
struct IntegerText: Sendable {
    /// The decimal digits of the number's magnitude, in ASCII.
    var magnitude: String
    /// True below zero.
    var isNegative: Bool

    init<T: BinaryInteger>(_ value: T) {
        magnitude = String(value.magnitude)
        isNegative = value < 0
    }

    /// The number as the environment's locale writes it (grouped, in its digits).
    func formatted(in environment: EnvironmentValues) -> String {
        LocaleFormats(localeIdentifier: environment.localeIdentifier)
            .groupedNumber(magnitude: magnitude, isNegative: isNegative)
    }
}
