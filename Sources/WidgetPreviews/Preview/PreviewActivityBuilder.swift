import WidgetApp

/// Builds the content states of a Live Activity preview: WidgetKit's `PreviewActivityBuilder`.
///
/// ```swift
/// #Preview("Notification", as: .content, using: TripAttributes.preview) {
///     TripActivity()
/// } contentStates: {
///     TripAttributes.ContentState(minutes: 5)
///     TripAttributes.ContentState(minutes: 1)
/// }
/// ```
@resultBuilder
public struct PreviewActivityBuilder<A: ActivityAttributes> {
    /// One content state.
    public static func buildExpression(_ state: A.ContentState) -> [A.ContentState] { [state] }
    /// The first line.
    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }
    /// The next line.
    public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] {
        accumulated + next
    }
    /// A `for` loop.
    public static func buildArray(_ components: [[A.ContentState]]) -> [A.ContentState] { components.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ component: [A.ContentState]?) -> [A.ContentState] { component ?? [] }
    /// `if`/`else`, first branch.
    public static func buildEither(first component: [A.ContentState]) -> [A.ContentState] { component }
    /// `if`/`else`, second branch.
    public static func buildEither(second component: [A.ContentState]) -> [A.ContentState] { component }
}
