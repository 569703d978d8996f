/// The current foreground style (SwiftUI's `ForegroundStyle`, `.foreground`): what shapes fill
/// with by default and what text is drawn in.
///
/// ```swift
/// Capsule().fill(.foreground).opacity(0.2)
/// ```
public struct ForegroundStyle: ShapeStyle {
    /// The current foreground style.
    public init() {}
}

extension ForegroundStyle: ResolvableShapeStyle {
    func resolvePaint(level: Int, foreground: AnyShapeStyle?, environment: EnvironmentValues) -> ResolvedPaint? {
        ShapeStyleResolver.foregroundPaint(foreground, level: level, environment: environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
