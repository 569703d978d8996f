import Layout

/// What the resolver needs from the renderer: text measurement and image decoding.
///
/// The Render module implements it with Typography and PNGCodec; tests implement it with a box
/// measurer (every character 10×10). The resolver calls it once per `Text` and once per `Image`.
///
/// ```swift
/// struct BoxServices: ResolveServices {
///     func textLeaf(for text: ResolvedText) -> any LeafLayout { BoxTextLeaf(text.string) }
///     func imageInfo(for source: ImageSource) throws -> ImageInfo { ImageInfo(pixelWidth: 30, pixelHeight: 20) }
/// }
/// ```
public protocol ResolveServices {
    /// A leaf that measures `text` for the layout engine (its size for a proposal, its spacing
    /// category and baselines). Called once per resolved `Text`.
    func textLeaf(for text: ResolvedText) -> any LeafLayout

    /// The decoded size of the image at `source`; throws when it cannot be found or decoded (the
    /// resolver turns the error into a warning and lays the image out as 0×0).
    func imageInfo(for source: ImageSource) throws -> ImageInfo

    /// The decoded size of the image at `source` as it appears in `environment` (an asset-catalog image's
    /// light or dark file, its rendering intent). The default is ``imageInfo(for:)``.
    func imageInfo(for source: ImageSource, in environment: EnvironmentValues) throws -> ImageInfo

    /// The layout leaf of an `Image(systemName:)` (``ResolvedImage/symbol`` carries its font); throws
    /// when the symbol cannot be drawn (the resolver warns and lays it out as 0×0). The default is a
    /// fixed-size leaf of `imageInfo(for: image.source)`: Render's services size symbols by their font
    /// and give an unknown name a placeholder (reported through ``symbolWarning(for:)``).
    func symbolLeaf(for image: ResolvedImage) throws -> any LeafLayout

    /// What to tell the user about an `Image(systemName:)` whose leaf was made, e.g. an unknown name drawn
    /// as a placeholder (the resolver records it as an ``ResolveWarning/Kind/unknownSymbol`` warning);
    /// nil when there is nothing to say. The default says nothing.
    func symbolWarning(for image: ResolvedImage) -> String?
}

extension ResolveServices {
    /// The image's info whatever the environment.
    public func imageInfo(for source: ImageSource, in environment: EnvironmentValues) throws -> ImageInfo {
        try imageInfo(for: source)
    }

    /// A fixed-size leaf of the symbol's `imageInfo`.
    public func symbolLeaf(for image: ResolvedImage) throws -> any LeafLayout {
        ImageLeaf(naturalSize: try imageInfo(for: image.source).pointSize, isResizable: image.isResizable)
    }

    /// Nothing to say.
    public func symbolWarning(for image: ResolvedImage) -> String? { nil }
}
