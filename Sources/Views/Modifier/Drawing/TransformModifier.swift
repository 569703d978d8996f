import Graphics

extension View {
    /// Rotates the drawing about `anchor` (positive is clockwise); the layout is unchanged.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: 0.6).stroke(.green, lineWidth: 8).rotationEffect(.degrees(-90))
    /// ```
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        effectModifier("rotationEffect(\(angle))") { _ in .rotation(angle, anchor: anchor) }
    }

    /// Scales the drawing by `scale` about `anchor`; the layout is unchanged.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").scaleEffect(1.5)
    /// ```
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Scales the drawing by a size's width and height about `anchor`.
    public func scaleEffect(_ scale: Size, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Scales the drawing horizontally and vertically about `anchor`; the layout is unchanged.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some View {
        effectModifier("scaleEffect(\(formatNumber(x)), \(formatNumber(y)))") { _ in
            .scale(x: x, y: y, anchor: anchor)
        }
    }
}
