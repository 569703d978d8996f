import Graphics
import Layout

extension View {
    /// The priority a stack gives this view when sharing space (default 0; LAYOUT.md §8).
    ///
    /// ```swift
    /// Text(title).layoutPriority(1)
    /// ```
    public func layoutPriority(_ value: Double) -> some View {
        layoutModifier(.layoutPriority(value), name: "layoutPriority(\(formatNumber(value)))")
    }
}
