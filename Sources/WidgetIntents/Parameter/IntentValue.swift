import Foundation

/// A type an intent parameter can hold (AppIntents' `_IntentValue`): strings, numbers, Booleans, dates,
/// URLs, arrays and optionals of them, ``AppEnum`` and ``AppEntity`` types.
///
/// `_defaultParameterValue` is what a parameter declared without `default:` reads before anything sets it
/// (our choice, docs/widgetkit-api.md): empty, zero, false, nil, an enum's first case. Entities have
/// none until a host asks their `defaultQuery` (``IntentDefaults/resolve(_:)``).
public protocol _IntentValue {
    /// The value of a parameter of this type that was given no default; nil when the type has none.
    static var _defaultParameterValue: Self? { get }
}

extension _IntentValue {
    /// No value.
    public static var _defaultParameterValue: Self? { nil }
}

extension String: _IntentValue {
    /// The empty string.
    public static var _defaultParameterValue: String? { "" }
}

extension Int: _IntentValue {
    /// Zero.
    public static var _defaultParameterValue: Int? { 0 }
}

extension Double: _IntentValue {
    /// Zero.
    public static var _defaultParameterValue: Double? { 0 }
}

extension Bool: _IntentValue {
    /// False.
    public static var _defaultParameterValue: Bool? { false }
}

extension Date: _IntentValue {
    /// The reference date, 2001-01-01 00:00:00 UTC (never the clock: renders stay deterministic).
    public static var _defaultParameterValue: Date? { Date(timeIntervalSinceReferenceDate: 0) }
}

extension URL: _IntentValue {}

extension Array: _IntentValue where Element: _IntentValue {
    /// Empty.
    public static var _defaultParameterValue: [Element]? { [] }
}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    /// nil: an optional parameter is valid without a value.
    public static var _defaultParameterValue: Wrapped?? { .some(nil) }
}
