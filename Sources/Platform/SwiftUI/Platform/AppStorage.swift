// `@AppStorage` (SwiftUI): a view property backed by a user-defaults store. It reads the value stored
// for its key at each access (a widget body is evaluated once per render, so that is the value at render
// time), else the declared default; setting it writes to the store. `store: nil` is
// `UserDefaults.standard`; an App Group suite is `UserDefaults(suiteName:)`, which a test fills before
// rendering. Apple's overloads: Bool, Int, Double, String, URL, Data, Date, RawRepresentable with Int or
// String raw values, and their optionals with no default.
import Foundation
import Views

/// A property that reads and writes a value in user defaults (SwiftUI's `AppStorage`).
///
/// ```swift
/// @AppStorage("supercharged", store: UserDefaults(suiteName: "group.com.example.rangers"))
/// var supercharged = false
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let read: () -> Value
    private let write: (Value) -> Void

    private init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
        self.read = read
        self.write = write
    }

    /// The stored value, else the default; setting it stores the new value.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { Binding(get: read, set: write) }

    /// A value converted by `decode` from what the store holds for `key` (`nil` when absent or of another type).
    fileprivate init(key: String, store: UserDefaults?, fallback: Value,
                     decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any?) {
        let defaults = store ?? .standard
        self.init(read: { defaults.object(forKey: key).flatMap(decode) ?? fallback },
                  write: { value in
                      if let stored = encode(value) { defaults.set(stored, forKey: key) } else { defaults.removeObject(forKey: key) }
                  })
    }
}

/// What a plist holds for each scalar type AppStorage accepts.
private enum Stored {
    static func bool(_ any: Any) -> Bool? { (any as? Bool) ?? (any as? NSNumber)?.boolValue }
    static func int(_ any: Any) -> Int? { (any as? Int) ?? (any as? NSNumber)?.intValue }
    static func double(_ any: Any) -> Double? { (any as? Double) ?? (any as? NSNumber)?.doubleValue }
    static func string(_ any: Any) -> String? { any as? String }
    static func url(_ any: Any) -> URL? {
        if let url = any as? URL { return url }
        if let data = any as? Data, let string = String(data: data, encoding: .utf8) { return URL(string: string) }
        return (any as? String).flatMap(URL.init(string:))
    }
    static func data(_ any: Any) -> Data? { any as? Data }
    static func date(_ any: Any) -> Date? { any as? Date }
}

extension AppStorage {
    /// A Boolean in user defaults.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, store: store, fallback: wrappedValue, decode: Stored.bool, encode: { $0 })
    }

    /// An integer in user defaults.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, store: store, fallback: wrappedValue, decode: Stored.int, encode: { $0 })
    }

    /// A double in user defaults.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, store: store, fallback: wrappedValue, decode: Stored.double, encode: { $0 })
    }

    /// A string in user defaults.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, store: store, fallback: wrappedValue, decode: Stored.string, encode: { $0 })
    }

    /// A URL in user defaults.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, store: store, fallback: wrappedValue, decode: Stored.url, encode: { $0.absoluteString })
    }

    /// Data in user defaults.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, store: store, fallback: wrappedValue, decode: Stored.data, encode: { $0 })
    }

    /// A date in user defaults.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, store: store, fallback: wrappedValue, decode: Stored.date, encode: { $0 })
    }

    /// An integer-backed enumeration in user defaults.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
        where Value: RawRepresentable, Value.RawValue == Int
    {
        self.init(key: key, store: store, fallback: wrappedValue,
                  decode: { Stored.int($0).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }

    /// A string-backed enumeration in user defaults.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
        where Value: RawRepresentable, Value.RawValue == String
    {
        self.init(key: key, store: store, fallback: wrappedValue,
                  decode: { Stored.string($0).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean in user defaults (nil when absent).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, store: store, fallback: nil, decode: Stored.bool, encode: { $0 })
    }

    /// An optional integer in user defaults (nil when absent).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, store: store, fallback: nil, decode: Stored.int, encode: { $0 })
    }

    /// An optional double in user defaults (nil when absent).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, store: store, fallback: nil, decode: Stored.double, encode: { $0 })
    }

    /// An optional string in user defaults (nil when absent).
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, store: store, fallback: nil, decode: Stored.string, encode: { $0 })
    }

    /// An optional URL in user defaults (nil when absent).
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, store: store, fallback: nil, decode: Stored.url, encode: { $0.map(\.absoluteString) })
    }

    /// Optional data in user defaults (nil when absent).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, store: store, fallback: nil, decode: Stored.data, encode: { $0 })
    }

    /// An optional date in user defaults (nil when absent).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, store: store, fallback: nil, decode: Stored.date, encode: { $0 })
    }
}
