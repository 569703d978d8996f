import Graphics
import Raster

/// A decoded image placed by an affine transform, drawn in its colours or as a template.
public struct ImageCommand: Sendable {
    /// The pixels (premultiplied), decoded once per source by the render resources.
    public var image: Pixmap
    /// Maps image pixel coordinates (0…width, 0…height) to device pixels.
    public var transform: AffineTransform
    /// Multiplies the image's alpha, 0…1.
    public var opacity: Double
    /// For a template image: the paint drawn where the image is opaque (its colours are ignored).
    public var templatePaint: Paint?
    /// Where the pixels came from, for dumps only (`file "a.png"`, `png 1234 bytes`).
    public var sourceDescription: String
    /// How the image shows in accented mode (`Image.widgetAccentedRenderingMode(_:)`); nil: a template of its group.
    public var accentedMode: AccentedImageMode?

    /// Creates an image command.
    public init(image: Pixmap, transform: AffineTransform, opacity: Double = 1, templatePaint: Paint? = nil,
                sourceDescription: String = "", accentedMode: AccentedImageMode? = nil) {
        self.image = image
        self.transform = transform
        self.opacity = opacity
        self.templatePaint = templatePaint
        self.sourceDescription = sourceDescription
        self.accentedMode = accentedMode
    }

    /// The image's outline in device pixels: its bounds through ``transform``.
    public var outline: Path {
        Path(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))).applying(transform)
    }
}
