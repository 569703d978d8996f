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
}

extension Never: View {
    /// `Never` is the body of primitive views; it has no content.
    public typealias Body = Never

    /// Unreachable: there is no value of type `Never`.
    public var body: Never { self }
}
