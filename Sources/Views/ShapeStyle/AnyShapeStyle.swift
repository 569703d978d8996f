/// A type-erased shape style (SwiftUI's `AnyShapeStyle`).
///
/// ```swift
/// let style = isUrgent ? AnyShapeStyle(.red) : AnyShapeStyle(.secondary)
/// ```
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle

    /// Wraps a style.
    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle { self.base = erased.base } else { self.base = style }
    }
}

extension AnyShapeStyle: ResolvableShapeStyle {
    func resolvePaint(level: Int, foreground: AnyShapeStyle?, environment: EnvironmentValues) -> ResolvedPaint? {
        ShapeStyleResolver.paint(base, level: level, foreground: foreground, environment: environment)
    }
}

/// A style bound to the foreground it was set inside (what `.foregroundStyle(_:)` stores), so its
/// hierarchical references resolve against the outer foreground, never against itself.
struct BoundForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    let style: AnyShapeStyle
    let outer: AnyShapeStyle?

    func resolvePaint(level: Int, foreground: AnyShapeStyle?, environment: EnvironmentValues) -> ResolvedPaint? {
        style.resolvePaint(level: level, foreground: outer, environment: environment)
    }
}

/// Explicit styles per level (`foregroundStyle(_:_:)`, `foregroundStyle(_:_:_:)`): level L uses
/// the L-th style; levels past the last use the last style at the remaining level.
struct LeveledForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    let levels: [AnyShapeStyle]

    func resolvePaint(level: Int, foreground: AnyShapeStyle?, environment: EnvironmentValues) -> ResolvedPaint? {
        guard let last = levels.last else { return nil }
        let index = Swift.max(level, 0)
        if index < levels.count {
            return levels[index].resolvePaint(level: 0, foreground: foreground, environment: environment)
        }
        return last.resolvePaint(level: index - (levels.count - 1), foreground: foreground, environment: environment)
    }
}
