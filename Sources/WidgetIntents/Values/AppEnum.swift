/// An enumeration a parameter can choose from: AppIntents' `AppEnum`.
///
/// ```swift
/// enum Unit: String, AppEnum {
///     case celsius, fahrenheit
///     static var typeDisplayRepresentation: TypeDisplayRepresentation = "Unit"
///     static var caseDisplayRepresentations: [Unit: DisplayRepresentation] = [.celsius: "Celsius", .fahrenheit: "Fahrenheit"]
/// }
/// ```
/// A parameter of an enum type given no default reads the first case.
public protocol AppEnum: _IntentValue, CaseIterable, RawRepresentable, Hashable {
    /// The type's name in the configuration UI.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// Each case's name in the configuration UI.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    /// The first case.
    public static var _defaultParameterValue: Self? { allCases.first }
}
