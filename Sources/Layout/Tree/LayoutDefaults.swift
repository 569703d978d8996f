/// SwiftUI's default layout values on iOS, each with the LAYOUT.md / WIDGETKIT.md rule it implements.
public enum LayoutDefaults {
    /// Default distance between two ordinary views in a stack with `spacing: nil`, and a Spacer's
    /// default `minLength`: 8 pt (LAYOUT.md §3.1, §2.4; WIDGETKIT.md §7 [R] `defaultSpacing = (8, 8)`).
    public static let spacing: Double = 8

    /// Default distance next to a Text in a VStack: **our choice**, 8 pt.
    ///
    /// SwiftUI derives it from font metrics with an undocumented formula (LAYOUT.md §3.1 [U]);
    /// WIDGETKIT.md §7 says "[C] use 8 pt". Change it per render through ``SpacingRules``.
    public static let textSpacing: Double = 8

    /// Default `padding()` length: 16 pt on every edge (LAYOUT.md §7 [rev O-DefaultPadding]).
    public static let padding: Double = 16

    /// A nil proposal to a shape or Color becomes 10 (LAYOUT.md §1, §2.1).
    public static let unspecifiedLength: Double = 10

    /// The deepest node tree the engine accepts (nodes from the root to the deepest leaf, inclusive).
    ///
    /// Deeper trees are rejected with ``LayoutError/nestingTooDeep(depth:limit:)`` instead of risking a
    /// stack overflow in the recursive passes.
    public static let maximumDepth = 512

    /// The largest node count the engine accepts in one tree.
    public static let maximumNodeCount = 1_000_000
}
