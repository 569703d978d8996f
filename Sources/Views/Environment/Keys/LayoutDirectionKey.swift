import Graphics

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
    /// The direction views below are laid out in (SwiftUI's `layoutDirection`); left to right by default.
    /// Right to left mirrors placement (stacks, alignment, padding, frames, overlays) and sets text's
    /// base direction and `leading` alignment to the right; flippable symbols flip.
    ///
    /// ```swift
    /// WeatherView().environment(\.layoutDirection, .rightToLeft)
    /// ```
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}
