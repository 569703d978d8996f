/// A level of the foreground hierarchy: `.primary`, `.secondary`, `.tertiary`, `.quaternary`,
/// `.quinary` (SwiftUI's `HierarchicalShapeStyle`, WIDGETKIT.md §6.3).
///
/// With the default foreground they are the semantic label colours; inside a custom
/// `.foregroundStyle(c)` they are `c` at opacity ×1 / ×0.5 / ×0.25 / ×0.18.
///
/// ```swift
/// Text("Updated 5 min ago").foregroundStyle(.secondary)
/// Circle().stroke(.quaternary, lineWidth: 8)
/// ```
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int

    /// The first level (the foreground itself).
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level.
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension HierarchicalShapeStyle: ResolvableShapeStyle {
    func resolvePaint(level: Int, foreground: AnyShapeStyle?, environment: EnvironmentValues) -> ResolvedPaint? {
        ShapeStyleResolver.foregroundPaint(foreground, level: self.level + level, environment: environment)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground (first level).
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the foreground (secondary label colour by default).
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the foreground.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the foreground.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level of the foreground.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}
