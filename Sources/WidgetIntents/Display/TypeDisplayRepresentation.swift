/// How a type (an enum, an entity) is named in the system's configuration UI: AppIntents'
/// `TypeDisplayRepresentation`.
///
/// ```swift
/// static var typeDisplayRepresentation: TypeDisplayRepresentation = "Habit"
/// ```
public struct TypeDisplayRepresentation: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The type's name.
    public var name: LocalizedStringResource
    /// How a count of values is named ("\(placeholder: .int) habits").
    public var numericFormat: LocalizedStringResource?

    /// A representation with a name and an optional numeric format.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    /// A representation named by a literal.
    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(stringLiteral: value))
    }

    /// A representation named by an interpolated string.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
