// A gallery render's tile: what is kept of the render once its PNG is written. Its contact-sheet thumbnail is
// kept PNG-encoded (our deterministic encoder, `fast` preset) in the gallery's unnamed scratch file (FileAccess's
// SpoolFile) and read back only when its sheet row is drawn (ContactSheetBands), so a gallery's memory stays flat
// with the renders: 1 000 renders keep 1 000 byte ranges in memory, not 1 000 thumbnails (docs/performance.md,
// "Flat gallery memory").
import FileAccess
import PNGCodec
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
        /// The render shrunk to the contact sheet's scale, PNG-encoded.
        var thumbnail: StoredThumbnail
    }

    /// A thumbnail kept as PNG bytes in the gallery's scratch file until its page is drawn.
    struct StoredThumbnail: Sendable {
        /// Its size in pixels.
        var width: Int
        var height: Int
        /// Where its PNG bytes are.
        var spool: SpoolFile
        var range: Range<Int>

        /// `pixels` encoded into `spool`; an I/O error (74) naming `name` when they cannot be kept.
        init(_ pixels: ImagePixels, name: String, spool: SpoolFile) throws {
            width = pixels.width
            height = pixels.height
            self.spool = spool
            do {
                range = try spool.append(try PNGEncoder.encode(width: width, height: height, rgba: pixels.rgba,
                                                               preset: .fast))
            } catch {
                throw CLIFailure.io("\(name): cannot keep its thumbnail: \(error)")
            }
        }

        /// The pixels again (straight alpha, as encoded): the PNG round trip is lossless.
        func pixels() throws -> ImagePixels {
            let image: PNGImage
            do { image = try PNGDecoder.decode(try spool.read(range)) } catch {
                throw CLIFailure.io("contact sheet: a thumbnail cannot be read: \(error)")
            }
            guard image.width == width, image.height == height,
                  let pixels = ImagePixels(width: width, height: height, rgba: image.rgba) else {
                throw CLIFailure.io("contact sheet: a thumbnail is not \(width)×\(height) pixels")
            }
            return pixels
        }
    }
}
