/// The system fill colours (SwiftUI's `FillShapeStyle`, `.fill`): `.fill`, `.fill.secondary`,
/// `.fill.tertiary`, `.fill.quaternary` are systemFill … quaternarySystemFill (WIDGETKIT.md §6.2–6.3).
///
/// ```swift
/// .containerBackground(.fill.tertiary, for: .widget)
/// RoundedRectangle(cornerRadius: 8).fill(.fill.secondary)
/// ```
public struct FillShapeStyle: ShapeStyle {
    let level: Int

    /// A fill style.
    public init() { self.level = 0 }

    init(level: Int) { self.level = level }

    /// systemFill.
    public var primary: FillShapeStyle { FillShapeStyle(level: 0) }
    /// secondarySystemFill.
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    /// tertiarySystemFill.
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    /// quaternarySystemFill.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }
}

extension FillShapeStyle: ResolvableShapeStyle {
    func resolvePaint(level: Int, foreground: AnyShapeStyle?, environment: EnvironmentValues) -> ResolvedPaint? {
        .solid(SystemColor.fill(level: self.level + level).color(in: environment.colorScheme))
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill (systemFill); `.fill.secondary` … `.fill.quaternary` for the lighter ones.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
