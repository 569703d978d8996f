import Graphics
import Layout

extension View {
    /// Constrains the view to a width ÷ height ratio (nil: the view's ideal ratio), fitting or filling
    /// the proposal.
    ///
    /// ```swift
    /// Image(path: "cover.png").resizable().aspectRatio(contentMode: .fit)
    /// Color.blue.aspectRatio(16 / 9, contentMode: .fit)
    /// ```
    public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> some View {
        let ratio = aspectRatio.map { formatNumber($0) + ", " } ?? ""
        return layoutModifier(.aspectRatio(aspectRatio, contentMode: contentMode),
                              name: "aspectRatio(\(ratio)\(contentMode))")
    }

    /// Constrains the view to the ratio of `aspectRatio` (width ÷ height).
    public func aspectRatio(_ aspectRatio: Size, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit its parent, keeping its ideal ratio (`aspectRatio(contentMode: .fit)`).
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view to fill its parent, keeping its ideal ratio (`aspectRatio(contentMode: .fill)`).
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}
