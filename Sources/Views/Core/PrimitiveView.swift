import Layout

/// A view the resolver handles directly instead of evaluating its `body` (Text, shapes, stacks,
/// modifiers, the ViewBuilder containers). Internal: users compose views through `body`.
///
/// Every conforming type must also implement `View._resolve(_:in:environment:into:)` as
/// `try view.resolve(in: &context, environment: environment, into: &nodes)`, in the extension that
/// declares this conformance (so conditional conformances pick it as their witness). Without it the
/// default `_resolve` sees a `Never` body and skips the view with an `.unsupportedView` warning:
/// `PrimitiveDispatchTests` resolves every primitive and fails on that warning.
protocol PrimitiveView: View {
    /// Appends this view's layout nodes (zero or more: containers such as `TupleView`, `Group` and
    /// `ForEach` flatten into the enclosing container) resolved in `environment`.
    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError)
}
