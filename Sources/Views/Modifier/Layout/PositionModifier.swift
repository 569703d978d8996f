import Graphics
import Layout

extension View {
    /// Centres the view at (x, y) in the space its parent proposes, taking all of that space.
    ///
    /// ```swift
    /// Circle().frame(width: 10, height: 10).position(x: 20, y: 30)
    /// ```
    public func position(x: Double = 0, y: Double = 0) -> some View {
        layoutModifier(.position(x: x, y: y), name: "position(x: \(formatNumber(x)), y: \(formatNumber(y)))")
    }

    /// Centres the view at `position`.
    public func position(_ position: Point) -> some View {
        self.position(x: position.x, y: position.y)
    }
}
