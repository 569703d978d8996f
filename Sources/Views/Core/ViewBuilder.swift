/// Builds views from closures, SwiftUI's `@ViewBuilder`: lists of views (parameter packs), `if`/`else`,
/// optionals, `switch`, and `for`-free `ForEach`.
///
/// ```swift
/// @ViewBuilder var content: some View {
///     Text("Steps")
///     if showGoal { Text("Goal 10 000") } else { Spacer() }
/// }
/// ```
@resultBuilder
public enum ViewBuilder {
    /// An empty closure builds an `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A single view passes through unchanged.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views become a `TupleView`.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// Each expression must be a view.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// `if` without `else`: an optional view.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of `if`/`else` or a `switch` case.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> ConditionalContent<TrueContent, FalseContent>
    {
        ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of `if`/`else` or a `switch` case.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> ConditionalContent<TrueContent, FalseContent>
    {
        ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available` branches are type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
