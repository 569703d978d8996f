import Layout

/// A piece of user interface, described as a value: SwiftUI's `View`.
///
/// Write your own views by composing others in `body`:
/// ```swift
/// struct Streak: View {
///     var days: Int
///     var body: some View {
///         HStack {
///             Image(systemName: "flame.fill")
///             Text("\(days) days")
///         }
///     }
/// }
/// ```
/// Primitive views (Text, shapes, stacks, modifiers) have `Never` bodies; the resolver handles them
/// directly and never asks for their body.
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of this view.
    @ViewBuilder var body: Body { get }

    /// The renderer's entry point for this type of view (SwiftUI's `_makeView`): do not implement or call it.
    ///
    /// The default resolves `body`. Primitive views (Never bodies) provide their own, so the resolver
    /// reaches them through the witness table the generic call already has, never through a dynamic cast.
    static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                         into nodes: inout [LayoutNode]) throws(ResolveError)
}

extension View {
    /// The default: resolves this view's `body` (or warns and skips a `Never`-bodied view the
    /// renderer does not know).
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try context.resolveBody(of: view, environment, into: &nodes)
    }
}

extension Never: View {
    /// `Never` is the body of primitive views; it has no content.
    public typealias Body = Never

    /// Unreachable: there is no value of type `Never`.
    public var body: Never { self }
}
