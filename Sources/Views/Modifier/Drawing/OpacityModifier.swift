import Graphics

extension View {
    /// Draws the view with its alpha multiplied by `opacity` (0…1).
    ///
    /// ```swift
    /// Image(systemName: "moon.fill").opacity(0.6)
    /// ```
    public func opacity(_ opacity: Double) -> some View {
        let value = opacity.isNaN ? 0 : Swift.min(Swift.max(opacity, 0), 1)
        return effectModifier("opacity(\(formatNumber(value)))") { _ in .opacity(value) }
    }
}

extension View {
    /// Hides the view: it keeps its place in the layout and draws nothing.
    ///
    /// ```swift
    /// Text("Placeholder").hidden()
    /// ```
    public func hidden() -> some View {
        effectModifier("hidden") { _ in .opacity(0) }
    }
}
