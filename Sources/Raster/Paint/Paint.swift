import Graphics

/// What a fill puts into the pixels it covers. Coordinates are device pixels; colours are evaluated at pixel
/// centres.
public enum Paint: Hashable, Sendable {
    /// One colour.
    case solid(RGBAColor)
    /// Colour varies along the line from `start` to `end` (SwiftUI's `LinearGradient`); clamped beyond the ends.
    case linearGradient(GradientStops, start: Point, end: Point)
    /// Colour varies with the distance from `center`, from `startRadius` to `endRadius` (SwiftUI's `RadialGradient`).
    case radialGradient(GradientStops, center: Point, startRadius: Double, endRadius: Double)
    /// Colour varies with the angle around `center` (SwiftUI's `AngularGradient`): 0° points along +x and angles
    /// grow clockwise on screen. A sweep under a full turn fills the gap with the end colours, switching halfway
    /// across it; a sweep over a full turn draws only its last turn (SwiftUI's documented behaviour).
    case angularGradient(GradientStops, center: Point, startAngle: Angle, endAngle: Angle)
    /// A bitmap, bilinearly sampled, transparent outside its bounds.
    case image(ImagePaint)
}

/// A bitmap placed on the canvas by an affine transform.
public struct ImagePaint: Hashable, Sendable {
    /// The source pixels.
    public var image: Pixmap
    /// Maps image pixel coordinates (0…width, 0…height) to device pixels.
    public var transform: AffineTransform
    /// Multiplies the image's alpha, 0…1.
    public var opacity: Double

    /// Creates an image paint.
    public init(image: Pixmap, transform: AffineTransform = .identity, opacity: Double = 1) {
        self.image = image
        self.transform = transform
        self.opacity = opacity
    }
}
