import Graphics

/// The background style (SwiftUI's `BackgroundStyle`, `.background`): the system background colour
/// of the colour scheme — white in light, black in dark (`systemBackground`, WIDGETKIT.md's colour
/// table) — at the hierarchical level's opacity. Its most common use is a widget's
/// `.containerBackground(.background, for: .widget)`.
///
/// ```swift
/// Text("Hi").padding().background(.background, in: Capsule())
/// ```
public struct BackgroundStyle: ShapeStyle {
    /// The background style.
    public init() {}
}

extension BackgroundStyle: ResolvableShapeStyle {
    func resolvePaint(level: Int, foreground: AnyShapeStyle?, environment: EnvironmentValues) -> ResolvedPaint? {
        Color(SystemColor.systemBackground).resolvePaint(level: level, foreground: foreground, environment: environment)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style: the system background colour of the scheme.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
