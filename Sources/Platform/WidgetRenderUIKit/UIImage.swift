// UIKit's image as widget code uses it: loaded by name, by SF Symbol name, from PNG bytes or a PNG file,
// then shown with `Image(uiImage:)`. Bytes and files are decoded here, through PNGCodec with its limits,
// so a bad file is nil (as UIKit's failable initialisers are) and `size` is known; named images and
// symbols are looked up where `Image("name")` and `Image(systemName:)` are, when the view is rendered.
// JPEG, HEIC and other formats are not decoded: their initialisers answer nil (docs/platform-api.md).
import Foundation
import Graphics
internal import PNGCodec
import Views

/// An image (UIKit's `UIImage`, Linux shim).
///
/// ```swift
/// if let data = try? Data(contentsOf: avatarURL), let avatar = UIImage(data: data) {
///     Image(uiImage: avatar).resizable().frame(width: 32, height: 32)
/// }
/// ```
open class UIImage: NSObject, @unchecked Sendable {
    /// How the image's colours are used (UIKit's `UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        /// Template for symbols, original otherwise.
        case automatic = 0
        /// The image's own colours.
        case alwaysOriginal = 1
        /// Only the alpha, in the tint or foreground colour.
        case alwaysTemplate = 2
    }

    /// Where the image comes from.
    enum Content: Sendable {
        case named(String)
        case symbol(String)
        case pixels(ImagePixels)
    }

    let content: Content
    /// Pixels per point: 1 for bytes, N for a file named `…@Nx.png`.
    public let scale: CGFloat
    /// How the image's colours are used.
    public let renderingMode: RenderingMode

    init(content: Content, scale: CGFloat, renderingMode: RenderingMode) {
        self.content = content
        self.scale = scale
        self.renderingMode = renderingMode
    }

    /// The size in points of a decoded image (pixels ÷ scale). Named images and symbols are sized when the
    /// view is rendered (their file or the text size decides), so theirs is `.zero`.
    public var size: CGSize {
        guard case .pixels(let pixels) = content else { return .zero }
        return CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
    }

    /// An image by name, shown as `Image(name)` is (the render's named-image lookup).
    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.init(content: .named(name), scale: 1, renderingMode: .automatic)
    }

    /// An SF Symbol, or nil when the name is not in the bundled symbol catalogue.
    public convenience init?(systemName name: String) {
        guard SymbolCatalog.entry(named: name) != nil else { return nil }
        self.init(content: .symbol(name), scale: 1, renderingMode: .automatic)
    }

    /// An image decoded from PNG bytes at 1 pixel per point; nil when they are not a PNG within the
    /// decoder's limits (JPEG is nil: only PNG is decoded here).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image decoded from PNG bytes at `scale` pixels per point; nil when they are not a PNG within the
    /// decoder's limits or `scale` is not finite and ≥ 1.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = try? PNGDecoder.decode([UInt8](data)),
              let pixels = ImagePixels(width: image.width, height: image.height, rgba: image.rgba, scale: Double(scale))
        else { return nil }
        self.init(content: .pixels(pixels), scale: scale, renderingMode: .automatic)
    }

    /// An image decoded from the PNG file at `path`; a name ending in `@2x`/`@3x` before the extension gives
    /// that scale, as UIKit reads it. Nil when the file is missing or not a PNG within the limits.
    public convenience init?(contentsOfFile path: String) {
        guard let image = try? PNGDecoder.decode(contentsOfFile: path) else { return nil }
        let scale = UIImage.scale(ofFileNamed: path)
        guard let pixels = ImagePixels(width: image.width, height: image.height, rgba: image.rgba, scale: scale) else {
            return nil
        }
        self.init(content: .pixels(pixels), scale: CGFloat(scale), renderingMode: .automatic)
    }

    /// The same image with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(content: content, scale: scale, renderingMode: renderingMode)
    }

    /// The scale a file name asks for: `name@2x.png` → 2, `name@3x.png` → 3, otherwise 1.
    static func scale(ofFileNamed path: String) -> Double {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let stem = file.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? file
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}

extension Image {
    /// A SwiftUI image of a UIKit image: a named image becomes `Image(name)`, a symbol
    /// `Image(systemName:)`, decoded pixels are drawn at the UIImage's scale; `.alwaysTemplate` and
    /// `.alwaysOriginal` become the rendering mode.
    ///
    /// ```swift
    /// if let star = UIImage(systemName: "star.fill") { Image(uiImage: star) }
    /// ```
    public init(uiImage: UIImage) {
        var image: Image
        switch uiImage.content {
        case .named(let name): image = Image(name)
        case .symbol(let name): image = Image(systemName: name)
        case .pixels(let pixels): image = Image(pixels: pixels)
        }
        switch uiImage.renderingMode {
        case .automatic: break
        case .alwaysOriginal: image = image.renderingMode(.original)
        case .alwaysTemplate: image = image.renderingMode(.template)
        }
        self = image
    }
}
