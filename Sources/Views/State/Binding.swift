/// A two-way connection to a value owned elsewhere (SwiftUI's `Binding`): reads go through `get`,
/// writes through `set`.
///
/// ```swift
/// struct PlayButton: View {
///     @Binding var isPlaying: Bool
///     var body: some View {
///         Toggle("Playing", isOn: $isPlaying)
///     }
/// }
/// PlayButton(isPlaying: .constant(true))
/// ```
/// A widget is rendered once from its timeline entry, so nothing here ever writes a binding on its own:
/// controls read `wrappedValue` to draw their state, and writes happen only when your code makes them.
/// Unlike Apple's, the closures are not `@Sendable`: a render runs on one thread, and views need not be
/// `Sendable` here.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    ///
    /// ```swift
    /// let level = Binding(get: { model.level }, set: { model.level = $0 })
    /// ```
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.getValue = get
        self.setValue = set
    }

    /// A binding to `value` that never changes: writes are ignored.
    ///
    /// ```swift
    /// Toggle("Alarm", isOn: .constant(true))
    /// ```
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// Creates the binding of a `@Binding` property from another binding (`MyView(isOn: $isOn)`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// The value, read and written through the closures.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself, so `$property` of a `@Binding` property passes it on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to the property at `keyPath` of the value: reads project it, writes set it in a copy of
    /// the whole value and write that back (`$settings.isEnabled`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.wrappedValue = value
            })
    }

    /// The same binding; the animation has no effect in a static render (accepted for source compatibility).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding {
    /// A binding to an optional value from a binding to a non-optional one; writing nil is ignored.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { newValue in
            if let newValue { base.wrappedValue = newValue }
        })
    }

    /// A binding to the unwrapped value of `base`, or nil when `base` holds nil now.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? initial }, set: { base.wrappedValue = $0 })
    }
}
