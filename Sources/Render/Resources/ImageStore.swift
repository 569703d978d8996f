// Decoded images, once per source: PNG files, bytes and named images decoded through PNGCodec (with
// its limits, so a hostile file is an error, not a crash), in-memory pixels checked against the same
// limits, premultiplied into a Pixmap, and kept. Named images come from the asset catalog first (the
// file for the display scale and colour scheme), then from the named-images directory.
import AssetCatalog
import FileAccess
import PNGCodec
import PortableFoundation
import Raster
import Synchronization
import Views

/// A thread-safe store of decoded images keyed by source, with decode limits.
///
/// Named images (`Image("name")`) are looked up in ``assetCatalog`` (the image set's file for the display
/// scale and colour scheme), then in ``namedImagesDirectory`` as `name@<scale>x.png` (for the display
/// scale asked for), then `name.png`.
public final class ImageStore: Sendable {
    /// A decoded image and the scale its pixels were made for.
    public struct Entry: Sendable {
        /// The pixels, premultiplied.
        public var pixmap: Pixmap
        /// Pixels per point (1 for a plain file, N for an `@Nx` file).
        public var scale: Double
    }

    /// Limits applied to every PNG decoded.
    public let limits: PNGDecodeLimits
    /// Where named images are looked up, or nil when `Image("name")` is not supported.
    public let namedImagesDirectory: String?
    /// The asset catalog named images and colours come from, or nil.
    public let assetCatalog: AssetCatalog?
    /// The store empties itself when its decoded pixels would exceed this many bytes.
    public let byteLimit: Int
    private let storage = Mutex(Storage())

    private struct Storage {
        var entries: [Key: Result<Entry, RenderError.Reason>] = [:]
        var bytes = 0
    }

    private struct Key: Hashable {
        var source: ImageSource
        var scale: Double
        var colorScheme: ColorScheme?
        var symbol: ImageSymbolSizing?
        var increasedContrast: Bool
    }

    /// Our default decode limits for widget images: 4096 px per side and 4 Mi pixels (16 MiB decoded), a
    /// quarter of PNGCodec's defaults so one render stays inside DESIGN.md §7's 64 MB budget [C].
    public static let defaultLimits = PNGDecodeLimits(maximumWidth: 4096, maximumHeight: 4096,
                                                      maximumPixels: 4 << 20, maximumFileBytes: 32 << 20)

    /// Creates an empty store holding up to `byteLimit` bytes of decoded pixels (default 64 MiB).
    public init(limits: PNGDecodeLimits = ImageStore.defaultLimits, namedImagesDirectory: String? = nil,
                assetCatalog: AssetCatalog? = nil, byteLimit: Int = 64 << 20) {
        self.limits = limits
        self.namedImagesDirectory = namedImagesDirectory
        self.assetCatalog = assetCatalog
        self.byteLimit = max(0, byteLimit)
    }

    /// The decoded image for `source` (decoded on first use); `displayScale` picks `@Nx` named files and
    /// `colorScheme` an asset-catalog image's light or dark file.
    public func image(for source: ImageSource, displayScale: Double = 1,
                      colorScheme: ColorScheme? = nil) throws(RenderError.Reason) -> Entry {
        try image(for: source, displayScale: displayScale, colorScheme: colorScheme, increasedContrast: false, symbol: nil)
    }

    /// The decoded image for `source`; a catalog symbol set is drawn for `symbol` (the font around it), and a
    /// catalog image set's high-contrast file is taken with `increasedContrast`.
    func image(for source: ImageSource, displayScale: Double, colorScheme: ColorScheme?, increasedContrast: Bool,
               symbol: ImageSymbolSizing?) throws(RenderError.Reason) -> Entry {
        let key = Key(source: source, scale: source.isNamed ? displayScale : 0,
                      colorScheme: source.isNamed ? colorScheme : nil, symbol: source.isNamed ? symbol : nil,
                      increasedContrast: source.isNamed && increasedContrast)
        if let cached = storage.withLock({ $0.entries[key] }) { return try cached.get() }
        let result = Result { () throws(RenderError.Reason) -> Entry in
            try decode(source, displayScale: displayScale, colorScheme: colorScheme, increasedContrast: increasedContrast,
                       symbol: symbol)
        }
        let size = ((try? result.get())?.pixmap).map { $0.width * $0.height * 4 } ?? 0
        storage.withLock { storage in
            // Bounded: start over when full (results never depend on what is cached).
            if storage.bytes + size > byteLimit {
                storage.entries.removeAll(keepingCapacity: true)
                storage.bytes = 0
            }
            if storage.entries.updateValue(result, forKey: key) == nil { storage.bytes += size }
        }
        return try result.get()
    }

    private func decode(_ source: ImageSource, displayScale: Double, colorScheme: ColorScheme?, increasedContrast: Bool,
                        symbol: ImageSymbolSizing?) throws(RenderError.Reason) -> Entry {
        switch source {
        case .file(let path):
            return Entry(pixmap: try pixmap(decodingFile: path, source: source), scale: 1)
        case .fileInFolder(let path, let folder):
            return Entry(pixmap: try pixmap(decodingFile: path, insideFolder: folder, source: source), scale: 1)
        case .pngData(let bytes):
            let image: PNGImage
            do { image = try PNGDecoder.decode(bytes, limits: limits) } catch {
                throw .image(source: source.description, reason: error.description)
            }
            return Entry(pixmap: try pixmap(image, source: source), scale: 1)
        case .pixels(let pixels):
            // Held to the same limits as a decoded file, so one render's images stay inside its budget.
            guard pixels.width <= limits.maximumWidth, pixels.height <= limits.maximumHeight,
                  pixels.width * pixels.height <= limits.maximumPixels else {
                throw .image(source: source.description, reason: "larger than the image limits "
                    + "(\(limits.maximumWidth)×\(limits.maximumHeight) px, \(limits.maximumPixels) pixels)")
            }
            guard let pixmap = Pixmap(width: pixels.width, height: pixels.height, straightRGBA: pixels.rgba) else {
                throw .image(source: source.description, reason: "too large to draw")
            }
            return Entry(pixmap: pixmap, scale: pixels.scale)
        case .named(let name):
            if let assetCatalog, let set = assetCatalog.image(named: name) {
                return try decodeAsset(set, displayScale: displayScale, dark: colorScheme == .dark,
                                       increasedContrast: increasedContrast, symbol: symbol, source: source)
            }
            guard let directory = namedImagesDirectory else {
                throw .image(source: source.description, reason: assetCatalog?.missingImageMessage(for: name)
                             ?? "no asset catalog or named-images directory is configured")
            }
            guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
                throw .image(source: source.description, reason: "not a valid image name")
            }
            let scale = displayScale.isFinite && displayScale >= 1 ? Int(displayScale.rounded()) : 1
            let scaled = "\(directory)/\(name)@\(scale)x.png"
            if scale > 1, FileSystem.exists(scaled) {
                return Entry(pixmap: try pixmap(decodingFile: scaled, source: source), scale: Double(scale))
            }
            return Entry(pixmap: try pixmap(decodingFile: "\(directory)/\(name).png", source: source), scale: 1)
        case .systemName:
            throw .image(source: source.description, reason: "symbols are drawn by the widget layer")
        }
    }

    /// The file of an asset-catalog image set for the display scale, appearance and contrast: PNG decoded,
    /// PDF and SVG drawn at the display scale.
    private func decodeAsset(_ set: AssetImage, displayScale: Double, dark: Bool, increasedContrast: Bool,
                             symbol: ImageSymbolSizing?, source: ImageSource) throws(RenderError.Reason) -> Entry {
        guard let file = set.file(displayScale: displayScale, dark: dark, increasedContrast: increasedContrast) else {
            throw .image(source: source.description, reason: "the image set \"\(set.name)\" has no file for iPhone")
        }
        if set.isSymbol {
            return try drawSymbol(file.path, insideFolder: file.folder, sizing: symbol ?? ImageSymbolSizing(environment: EnvironmentValues()),
                                  displayScale: displayScale, source: source)
        }
        if file.path.lowercased().hasSuffix(".svg") {
            return try drawSVG(file.path, insideFolder: file.folder, displayScale: displayScale, source: source)
        }
        if file.path.lowercased().hasSuffix(".pdf") {
            return try drawPDF(file.path, insideFolder: file.folder, displayScale: displayScale, source: source)
        }
        guard file.path.lowercased().hasSuffix(".png") else {
            let kind = file.path.split(separator: ".").last.map { $0.uppercased() } ?? "this"
            throw .image(source: source.description, reason: "\(file.path) is not drawn: only PNG, PDF and SVG files of an "
                         + "asset catalog are, not \(kind) (docs/limits.md \"Asset catalogs\")")
        }
        return Entry(pixmap: try pixmap(decodingFile: file.path, insideFolder: file.folder, source: source),
                     scale: Double(file.pixelsPerPoint))
    }

    /// The decoded file at `path`. With `folder` (a document's image), the opened file must be inside it
    /// (checked on the open descriptor, so a file replaced by a symbolic link after the document was read
    /// is refused).
    private func pixmap(decodingFile path: String, insideFolder folder: String? = nil,
                        source: ImageSource) throws(RenderError.Reason) -> Pixmap {
        let image: PNGImage
        do {
            if let folder {
                image = try PNGDecoder.decode(contentsOfFile: path, insideFolder: folder, limits: limits)
            } else {
                image = try PNGDecoder.decode(contentsOfFile: path, limits: limits)
            }
        } catch {
            if case .outsideFolder(_, let resolved, let realFolder) = error {
                let (role, allowed) = source.isNamed ? ("the asset catalog's folder", "")
                    : ("the document's folder", " (--allow-outside-files allows it)")
                throw .image(source: source.description,
                             reason: "it resolves outside \(role) (\(realFolder)) to \(resolved) "
                                + "when opened; image paths may not leave it" + allowed)
            }
            throw .image(source: source.description, reason: error.description)
        }
        return try pixmap(image, source: source)
    }

    private func pixmap(_ image: PNGImage, source: ImageSource) throws(RenderError.Reason) -> Pixmap {
        guard let pixmap = Pixmap(width: image.width, height: image.height, straightRGBA: image.rgba) else {
            throw .image(source: source.description, reason: "\(image.width)×\(image.height) is too large to draw")
        }
        return pixmap
    }
}

extension ImageSource {
    /// True for `Image("name")`, whose file depends on the display scale.
    var isNamed: Bool {
        if case .named = self { return true }
        return false
    }
}
