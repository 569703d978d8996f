extension ShapeStyle {
    /// The style with its opacity multiplied by `opacity` (SwiftUI's `ShapeStyle.opacity(_:)`).
    ///
    /// ```swift
    /// Capsule().fill(.tint.opacity(0.3))
    /// ```
    @_disfavoredOverload
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: AnyShapeStyle(self), opacity: opacity)
    }
}

/// A style at reduced opacity.
struct _OpacityShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let base: AnyShapeStyle
    let opacity: Double

    func resolvePaint(level: Int, foreground: AnyShapeStyle?, environment: EnvironmentValues) -> ResolvedPaint? {
        let factor = opacity.isNaN ? 0 : Swift.min(Swift.max(opacity, 0), 1)
        return base.resolvePaint(level: level, foreground: foreground, environment: environment)?
            .multipliedOpacity(factor)
    }
}
