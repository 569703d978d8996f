#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A string an app would localize: Foundation's `LocalizedStringResource`, which Linux's Foundation does
/// not have. Intents, parameters and entities name themselves with it.
///
/// ```swift
/// static var title: LocalizedStringResource = "Log Habit"
/// static var title: LocalizedStringResource { "Configuration" }
/// ```
/// There are no string tables here: the text is the key, or the `defaultValue` when one is given.
public struct LocalizedStringResource: Hashable, Sendable, CustomStringConvertible,
    ExpressibleByStringInterpolation
{
    /// The localization key.
    public var key: String
    /// The text shown (no string tables are read on Linux).
    public var defaultValue: String
    /// The string table the key would be looked up in.
    public var table: String?

    /// A resource whose key and text are `value`.
    public init(stringLiteral value: String) {
        self.init(key: value, defaultValue: value, table: nil)
    }

    /// A resource whose key and text are the interpolated string.
    public init(stringInterpolation: DefaultStringInterpolation) {
        let text = String(stringInterpolation: stringInterpolation)
        self.init(key: text, defaultValue: text, table: nil)
    }

    /// A resource with a key, an optional default text and table (Foundation's
    /// `init(_:defaultValue:table:locale:bundle:comment:)` without the locale and bundle).
    public init(_ key: StaticString, defaultValue: String? = nil, table: String? = nil, comment: StaticString? = nil) {
        let key = "\(key)"
        self.init(key: key, defaultValue: defaultValue ?? key, table: table)
    }

    /// A resource from a runtime string.
    public init(_ text: String) {
        self.init(key: text, defaultValue: text, table: nil)
    }

    private init(key: String, defaultValue: String, table: String?) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
    }

    /// The text.
    public var description: String { defaultValue }
}

extension String {
    /// The text of a resource (its default value; there are no string tables on Linux).
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue
    }
}
