import Layout

/// A value views pass up to whoever resolves them (SwiftUI's `PreferenceKey`): each
/// `.preference(key:value:)` in the tree contributes, combined by `reduce` in view order (pre-order).
///
/// ```swift
/// struct BackgroundKey: PreferenceKey {
///     static let defaultValue: Color? = nil
///     static func reduce(value: inout Color?, nextValue: () -> Color?) { value = value ?? nextValue() }
/// }
/// let resolved = try ViewResolver().resolve(Text("Hi").preference(key: BackgroundKey.self, value: .blue),
///                                           services: services)
/// resolved.preferences[BackgroundKey.self]   // Color.blue
/// ```
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next one in view order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The preferences a resolved view tree declared, by key type.
public struct PreferenceValues: @unchecked Sendable {
    // @unchecked: like EnvironmentValues, values are written only through this struct during one
    // resolution and read afterwards; the storage is never iterated, so its order does not matter.
    private var storage: [ObjectIdentifier: Any] = [:]

    /// No preferences.
    public init() {}

    /// The combined value for `key` (its default when no view set it).
    public subscript<Key: PreferenceKey>(key: Key.Type) -> Key.Value {
        storage[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue
    }

    /// Adds `value` for `key` after the values already recorded (the first one reduces into the default).
    mutating func record<Key: PreferenceKey>(_ key: Key.Type, _ value: Key.Value) {
        var combined = self[key]
        Key.reduce(value: &combined) { value }
        storage[ObjectIdentifier(key)] = combined
    }
}

extension View {
    /// Contributes `value` for `key` to the preferences of the resolved tree.
    ///
    /// ```swift
    /// content.preference(key: BackgroundKey.self, value: .blue)
    /// ```
    public func preference<Key: PreferenceKey>(key: Key.Type = Key.self, value: Key.Value) -> some View {
        PreferenceWritingView<Self, Key>(content: self, value: value)
    }
}

/// Records a preference, then resolves its content unchanged (no node).
struct PreferenceWritingView<Content: View, Key: PreferenceKey>: View, PrimitiveView {
    let content: Content
    let value: Key.Value

    var body: Never { primitiveBody(Self.self) }

    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                         into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        context.preferences.record(Key.self, value)
        try context.resolve(content, environment, into: &nodes)
    }
}
