// Key-value coding on `UserDefaults` as Darwin's NSObject offers it (`value(forKey:)`, `setValue(_:forKey:)`):
// on Apple platforms a defaults object answers them with its stored values, as `object(forKey:)` and
// `set(_:forKey:)` do (Apple's "Key-Value Coding Programming Guide": NSUserDefaults' KVC accessors read and
// write the defaults). Linux's NSObject has no key-value coding, so the two are declared here.
import Foundation

extension UserDefaults {
    /// The stored value for `key`, as `object(forKey:)` (Darwin's key-value coding).
    ///
    /// ```swift
    /// let hero = UserDefaults(suiteName: "group.com.example.emoji")?.value(forKey: "hero") as? Data
    /// ```
    public func value(forKey key: String) -> Any? { object(forKey: key) }

    /// Stores `value` for `key`, as `set(_:forKey:)`; nil removes it (Darwin's key-value coding).
    public func setValue(_ value: Any?, forKey key: String) {
        if let value { set(value, forKey: key) } else { removeObject(forKey: key) }
    }
}
