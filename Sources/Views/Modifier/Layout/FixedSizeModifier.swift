import Layout

extension View {
    /// Fixes the view at its ideal size on both axes (LAYOUT.md §9).
    ///
    /// ```swift
    /// Text("Never truncated").fixedSize()
    /// ```
    public func fixedSize() -> some View {
        layoutModifier(.fixedSize(horizontal: true, vertical: true), name: "fixedSize")
    }

    /// Fixes the view at its ideal size on the chosen axes.
    ///
    /// ```swift
    /// Text(longText).fixedSize(horizontal: false, vertical: true)
    /// ```
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        layoutModifier(.fixedSize(horizontal: horizontal, vertical: vertical),
                       name: "fixedSize(horizontal: \(horizontal), vertical: \(vertical))")
    }
}
