/// A value a view owns (SwiftUI's `@State`); `$property` gives a ``Binding`` to it.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 3
///     var body: some View {
///         Button("Count: \(count)") { count += 1 }
///     }
/// }
/// ```
/// A widget is drawn once, from its timeline entry, with no user interaction: `body` sees the initial
/// value. Writes (through the property or its binding) are kept and read back by later reads of the
/// same state, so code that sets state while building its body sees what it set; actions never run.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let storage: StateStorage<Value>

    /// State that starts at `value` (`@State var isOn = false`).
    public init(wrappedValue value: Value) {
        self.storage = StateStorage(value)
    }

    /// State that starts at `value` (`_isOn = State(initialValue: true)` in an initialiser).
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding that reads and writes this state.
    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State that starts at nil (`@State var selection: Item?`).
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// The shared box behind a `State` and its bindings. A class because copies of a view and the bindings
/// it hands out must all see one value (STYLE.md rule 8: identity is the point here).
final class StateStorage<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
