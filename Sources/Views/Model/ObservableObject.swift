// The Combine-era model types of SwiftUI, for a static render. Combine does not exist on Linux, so
// these are our own: a model object is read once, when its view's body is evaluated; nothing
// observes changes (a render is one frame). `@Observable` models need nothing from here: the
// Observation module ships with the Linux toolchain (`import Observation`), and a view reads their
// properties as plain values.

/// A class whose `@Published` properties SwiftUI would observe (SwiftUI's `ObservableObject`; here a
/// marker: a static render reads the values once).
///
/// ```swift
/// final class StepsModel: ObservableObject {
///     @Published var steps = 8432
/// }
/// ```
public protocol ObservableObject: AnyObject {}

/// A property SwiftUI would publish changes of (Combine's `Published`; here a stored value).
@propertyWrapper
public struct Published<Value> {
    /// The value.
    public var wrappedValue: Value

    /// Stores `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// `$property`: the property's publisher (Combine's `Published.Publisher`; it conforms to `Publisher` in
    /// the Linux-only Combine shim and delivers the value at subscription).
    public var projectedValue: Publisher { Publisher(value: wrappedValue) }

    /// The publisher of a `@Published` property: its value when `$property` was read.
    public struct Publisher {
        /// The property's value.
        public let value: Value
    }
}

/// A model object a view creates and owns (SwiftUI's `StateObject`): created once, on first read.
///
/// ```swift
/// struct StepsView: View {
///     @StateObject private var model = StepsModel()
///     var body: some View { Text("\(model.steps)") }
/// }
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private let box: StateObjectBox<ObjectType>

    /// Creates the object lazily from `thunk`.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        self.box = StateObjectBox(make: thunk)
    }

    /// The object (made on first read, then kept).
    public var wrappedValue: ObjectType { box.object }
}

/// Holds a StateObject's object once made.
final class StateObjectBox<ObjectType: AnyObject> {
    private let make: () -> ObjectType
    private var made: ObjectType?

    init(make: @escaping () -> ObjectType) {
        self.make = make
    }

    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}

/// A model object a view is given (SwiftUI's `ObservedObject`).
///
/// ```swift
/// struct StepsRow: View {
///     @ObservedObject var model: StepsModel
///     var body: some View { Text("\(model.steps)") }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// The object.
    public var wrappedValue: ObjectType

    /// Wraps `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Wraps `initialValue`.
    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }
}
