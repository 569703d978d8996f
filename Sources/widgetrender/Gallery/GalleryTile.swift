import Views

/// What one gallery render left behind: its entry and, unless it failed, its size and thumbnail.
struct GalleryTile: Sendable {
    /// The render.
    var entry: GalleryPlan.Entry
    /// The outcome: the rendered image's size and its contact-sheet thumbnail, or why it failed.
    var outcome: Result<Rendered, CLIFailure>
    /// Resolution warnings of the render.
    var warnings: [String]

    /// A successful render.
    struct Rendered: Sendable {
        /// Pixel width of the PNG written.
        var pixelWidth: Int
        /// Pixel height of the PNG written.
        var pixelHeight: Int
        /// The render shrunk to the contact sheet's scale (straight alpha, shown by `Image(pixels:)`).
        var thumbnail: ImagePixels
    }
}
