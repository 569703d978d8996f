import Layout

/// A view the resolver handles directly instead of evaluating its `body` (Text, shapes, stacks,
/// modifiers, the ViewBuilder containers). Internal: users compose views through `body`.
protocol PrimitiveView {
    /// Appends this view's layout nodes (zero or more: containers such as `TupleView`, `Group` and
    /// `ForEach` flatten into the enclosing container) resolved in `environment`.
    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError)
}
