// Resolve services for tests that resolve and lay out views without fonts or image files: text is measured
// in box glyphs (BoxTextMeasurer, wrapped between characters), images have a fixed size.
import Graphics
import Layout
import Views

/// Test services: every character is a 10×10 box (taffy's fake font); images are 30×20 px @1x unless listed
/// in ``images``; a file or named image called "missing" fails to decode.
///
/// ```swift
/// let resolved = try ViewResolver().resolve(Text("Hi"), services: BoxServices())
/// ```
public struct BoxServices: ResolveServices, Sendable {
    /// The error of an image named "missing".
    public enum BoxError: Error { case missing }

    /// Sizes of named or file images by name (others are 30×20 px).
    public var images: [String: ImageInfo]

    /// Services that size `images` as listed.
    public init(images: [String: ImageInfo] = [:]) {
        self.images = images
    }

    public func textLeaf(for text: ResolvedText) -> any LeafLayout {
        BoxTextMeasurer(text: text.string, lineLimit: text.paragraph.lineLimit, wrapping: .characters)
    }

    public func imageInfo(for source: ImageSource) throws -> ImageInfo {
        guard let name = Self.name(of: source) else { return Self.defaultImage }
        guard name != "missing" else { throw BoxError.missing }
        return images[name] ?? Self.defaultImage
    }

    /// The size of every image not listed.
    static let defaultImage = ImageInfo(pixelWidth: 30, pixelHeight: 20)

    /// The name a named or file image is listed under (nil for in-memory and symbol images).
    private static func name(of source: ImageSource) -> String? {
        switch source {
        case .named(let name), .file(let name), .fileInFolder(let name, _): name
        default: nil
        }
    }
}
