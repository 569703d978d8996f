// Pixels already in memory, for `Image(pixels:)`: the smallest way to show an image a program made itself
// (the CLI's contact sheet shows its thumbnails so) without encoding it to PNG and decoding it again.
import Graphics

/// A straight-alpha (not premultiplied) RGBA8 image in memory: `width × height` pixels, rows top to bottom,
/// four bytes per pixel. Compared and hashed by its pixels, like `ImageSource.pngData` by its bytes.
///
/// SwiftUI shows such an image through `Image(uiImage:)` or `Image(decorative:scale:)` of a `CGImage`;
/// neither type exists here, so this value is the in-memory source.
///
/// ```swift
/// if let pixels = ImagePixels(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255]) {
///     Image(pixels: pixels)
/// }
/// ```
public struct ImagePixels: Hashable, Sendable {
    /// Width in pixels (at least 1).
    public let width: Int
    /// Height in pixels (at least 1).
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha, straight alpha.
    public let rgba: [UInt8]
    /// Pixels per point (1 by default; a UIKit image made at `@3x` has 3): the image's natural size is
    /// `width / scale × height / scale` points.
    public let scale: Double

    /// The pixels, or nil when a side is not positive, `rgba` does not hold exactly `width × height × 4`
    /// bytes, or `scale` is not a finite number ≥ 1.
    public init?(width: Int, height: Int, rgba: [UInt8], scale: Double = 1) {
        guard width > 0, height > 0, scale.isFinite, scale >= 1,
              case (let pixels, false) = width.multipliedReportingOverflow(by: height),
              case (let bytes, false) = pixels.multipliedReportingOverflow(by: 4),
              rgba.count == bytes else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
        self.scale = scale
    }

    /// Hashes the size and at most 64 pixels spread over the image, not every byte: the image store and the
    /// render's image budget hash a source on every lookup, and a contact sheet's thumbnails are megabytes.
    /// Equality still compares every byte, so two images that hash alike are told apart.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        let pixels = width * height
        let step = Swift.max(1, pixels / 64)
        for pixel in stride(from: 0, to: pixels, by: step) {
            let i = pixel * 4
            hasher.combine(UInt32(rgba[i]) << 24 | UInt32(rgba[i + 1]) << 16 | UInt32(rgba[i + 2]) << 8
                           | UInt32(rgba[i + 3]))
        }
    }
}

extension Image {
    /// An image of pixels in memory, at `pixels.scale` pixels per point (1 unless made with a scale).
    ///
    /// ```swift
    /// Image(pixels: thumbnail)
    /// ```
    public init(pixels: ImagePixels) {
        self.init(source: .pixels(pixels))
    }
}
