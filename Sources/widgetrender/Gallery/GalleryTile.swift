import Views

/// What one gallery render left behind: its entry and, unless it failed, its size and thumbnail.
struct GalleryTile: Sendable {
    /// The render.
    var entry: GalleryPlan.Entry
    /// The outcome: the rendered image's size and its contact-sheet thumbnail, or why it failed.
    var outcome: Result<Rendered, CLIFailure>
    /// Resolution warnings of the render.
    var warnings: [String]
    /// A dark render identical to its light twin: not written, and left out of the gallery.
    var isSameAsLight = false
    /// A light render whose dark twin is identical: this image stands for both.
    var standsForDark = false

    /// The tile's caption: the entry's label, `fullColor (= dark)` when it stands for dark too.
    var label: String { entry.label + (standsForDark ? " (= dark)" : "") }

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
