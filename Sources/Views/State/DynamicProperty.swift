/// A stored property of a view that the view system updates before it evaluates `body`
/// (SwiftUI's `DynamicProperty`): `@State`, `@Environment`-like wrappers and your own.
///
/// ```swift
/// @propertyWrapper struct Doubled: DynamicProperty {
///     var base: Int
///     var wrappedValue: Int { base * 2 }
/// }
/// ```
/// A widget body is evaluated once, so `update()` has nothing to refresh; it is part of the protocol so
/// that property wrappers written for SwiftUI compile unchanged.
public protocol DynamicProperty {
    /// Called before the owning view's `body` is evaluated.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing: there is no earlier render to refresh from.
    public mutating func update() {}
}
