import Graphics
import Layout

extension View {
    /// Moves the drawing by (x, y) without changing the layout (LAYOUT.md §10).
    ///
    /// ```swift
    /// Circle().frame(width: 8, height: 8).offset(x: 4, y: -4)
    /// ```
    public func offset(x: Double = 0, y: Double = 0) -> some View {
        layoutModifier(.offset(x: x, y: y), name: "offset(x: \(formatNumber(x)), y: \(formatNumber(y)))")
    }

    /// Moves the drawing by a size's width and height.
    public func offset(_ offset: Size) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }
}
