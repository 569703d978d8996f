/// The current tint (SwiftUI's `TintShapeStyle`, `.tint`): the style set by `.tint(_:)`, or the
/// accent colour (`Color.accentColor`: the catalog's `AccentColor`, else system blue) when none is set.
///
/// ```swift
/// Capsule().fill(.tint)
/// ```
public struct TintShapeStyle: ShapeStyle {
    /// The current tint.
    public init() {}
}

extension TintShapeStyle: ResolvableShapeStyle {
    func resolvePaint(level: Int, foreground: AnyShapeStyle?, environment: EnvironmentValues) -> ResolvedPaint? {
        if let tint = environment.tint {
            return tint.resolvePaint(level: level, foreground: foreground, environment: environment)
        }
        return Color.accentColor.resolvePaint(level: level, foreground: foreground, environment: environment)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
