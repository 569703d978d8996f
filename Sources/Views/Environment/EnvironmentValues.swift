/// The values views read from their surroundings: colour scheme, display scale, font, widget family …
///
/// Each key lives in its own file under `Environment/Keys/` (and the widget layer adds its keys the same
/// way). Values are looked up by key type; the storage is never iterated, so its order does not matter.
/// The resolver installs the environment of each view while it evaluates that view's `body`, which is
/// what `@Environment(\.key)` reads.
public struct EnvironmentValues: @unchecked Sendable {
    // @unchecked: values are value types written only through this struct's copy-on-write storage.
    private var storage: [ObjectIdentifier: Any] = [:]

    /// The environment with every key at its default.
    public init() {}

    /// Reads or writes the value for `key`.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The environment of the view whose body is being evaluated (set by the resolver).
    @TaskLocal public static var current = EnvironmentValues()
}
