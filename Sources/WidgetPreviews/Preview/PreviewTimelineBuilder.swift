import WidgetApp

/// Builds the entries of `#Preview(_:as:widget:timeline:)`: WidgetKit's `PreviewTimelineBuilder`.
///
/// ```swift
/// #Preview(as: .systemSmall) {
///     HabitWidget()
/// } timeline: {
///     HabitEntry(date: .now, completed: 5)
///     HabitEntry(date: .now, completed: 8)
/// }
/// ```
/// Each line must be a `TimelineEntry` (anything else is a compile error naming `buildExpression`);
/// whether it is the entry type the widget draws is known only when the preview renders, as in Xcode.
@resultBuilder
public struct PreviewTimelineBuilder {
    /// One entry.
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }
    /// The first line.
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    /// The next line.
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry])
        -> [any TimelineEntry]
    {
        accumulated + next
    }
    /// A `for` loop.
    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] {
        components.flatMap { $0 }
    }
    /// An empty timeline.
    public static func buildBlock() -> [any TimelineEntry] { [] }
    /// An `if` without `else`.
    public static func buildOptional(_ component: [any TimelineEntry]?) -> [any TimelineEntry] { component ?? [] }
    /// `if`/`else`, first branch.
    public static func buildEither(first component: [any TimelineEntry]) -> [any TimelineEntry] { component }
    /// `if`/`else`, second branch.
    public static func buildEither(second component: [any TimelineEntry]) -> [any TimelineEntry] { component }
}
