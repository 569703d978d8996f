// One contact-sheet page drawn as horizontal bands and streamed into its PNG, so a page's pixels are never held
// whole: the method is banded rendering, as printer drivers and tile renderers bound their memory by drawing
// one strip of a page at a time.
// 1. The page is cut into bands, top to bottom: the margins and gaps (background only), the title, each family
//    heading and each row of tiles — each a view of its own (``ContactSheetView/TextBand``, ``RowBand``).
// 2. Each view band is measured once (its ideal size, thumbnails standing in by their size, none loaded) and
//    its height rounded up to a whole pixel, so every band starts on a pixel row; the page is as wide as its
//    widest band plus the margins.
// 3. The PNG encoder asks for rows top to bottom (`PNGEncoder.encode(width:height:preset:rows:)`); a band is
//    drawn when its first row is asked for — its tiles' thumbnails loaded just before and let go with it — and
//    dropped when the encoder passes its last row. A run holds one band's pixels and thumbnails at a time.
import Drawing
import Graphics
import PNGCodec
import Raster
import Render
import Views

/// Draws one ``ContactSheetView`` page band by band into PNG bytes.
struct ContactSheetBands {
    /// One horizontal band of the page.
    enum Band {
        /// Background only (a margin or a gap), this many pixels high.
        case blank(Int)
        /// The title or a heading.
        case text(ContactSheetView.TextBand, height: Int)
        /// A row of tiles.
        case row([ContactSheetView.Tile], height: Int)

        var height: Int {
            switch self {
            case .blank(let height), .text(_, let height), .row(_, let height): return height
            }
        }
    }

    /// The bands, top to bottom.
    var bands: [Band]
    /// The page's width in pixels.
    var width: Int
    private let pipeline: RenderPipeline

    /// Steps 1–2: `page` cut into bands and measured with `resources` (its image store keeps the thumbnails).
    init(_ page: ContactSheetView, resources: RenderResources) throws {
        let pipeline = RenderPipeline(resources: resources,
                                      budget: RenderBudget(maximumCanvasPixels: ContactSheet.maximumPixels))
        self.pipeline = pipeline
        let margin = ContactSheet.margin
        var bands: [Band] = [.blank(margin)]
        var widest = 0.0
        func measured<V: View>(_ view: V) throws -> Int {
            let size = try ContactSheet.size(of: view, pipeline: pipeline)
            widest = max(widest, size.width)
            return Int(size.height)
        }
        let title = ContactSheetView.TextBand(text: page.title, font: ContactSheet.titleFont)
        bands.append(.text(title, height: try measured(title)))
        for group in page.groups {
            let heading = ContactSheetView.TextBand(text: group.heading, font: ContactSheet.headingFont)
            bands += [.blank(margin), .text(heading, height: try measured(heading)), .blank(ContactSheet.headingGap)]
            for (index, row) in group.rows.enumerated() {
                if index > 0 { bands.append(.blank(ContactSheet.gap)) }
                bands.append(.row(row, height: try measured(ContactSheetView.RowBand(tiles: row))))
            }
        }
        bands.append(.blank(margin))
        self.bands = bands
        width = Int(widest) + 2 * margin
        try ContactSheet.checkPixels(Size(width: Double(width), height: Double(self.height)), fewer: nil)
    }

    /// The page's height in pixels.
    var height: Int { bands.reduce(0) { $0 + $1.height } }

    /// Step 3: the page's PNG bytes (default preset), each band drawn as the encoder reaches it.
    func png() throws -> [UInt8] {
        let blank = try draw(Color(ContactSheet.background), height: 1)
        var index = -1, start = 0, end = 0
        var drawn: Pixmap?
        var failure: (any Error)?
        let png: [UInt8]
        do {
            png = try PNGEncoder.encode(width: width, height: height) { y, row in
                while y >= end, index + 1 < bands.count {
                    index += 1
                    start = end
                    end += bands[index].height
                    drawn = nil
                }
                if drawn == nil, failure == nil {
                    do { drawn = try draw(bands[index]) } catch { failure = error }
                }
                (drawn ?? blank).writeStraightRGBA(row: drawn == nil ? 0 : y - start, into: row)
            }
        } catch {
            throw CLIFailure.io("contact sheet: \(error)")
        }
        if let failure { throw failure }
        return png
    }

    /// One band's pixels (a blank band: the background's, one row, repeated).
    private func draw(_ band: Band) throws -> Pixmap? {
        switch band {
        case .blank:
            return nil
        case .text(let view, let height):
            return try draw(view.padding(.leading, Double(ContactSheet.margin)), height: height)
        case .row(var tiles, let height):
            for t in tiles.indices {
                guard let load = tiles[t].load else { continue }
                tiles[t].thumbnail = try load()
            }
            return try draw(ContactSheetView.RowBand(tiles: tiles).padding(.leading, Double(ContactSheet.margin)),
                            height: height)
        }
    }

    /// `view` drawn at the page's width and `height`, top-leading, on the sheet's background, 1 pixel per point.
    private func draw<V: View>(_ view: V, height: Int) throws -> Pixmap {
        let size = Size(width: Double(width), height: Double(height))
        do {
            let band = view
                .frame(width: size.width, height: size.height, alignment: .topLeading)
                .background(Color(ContactSheet.background))
            return try pipeline.render(RenderScene(view: band, size: size, scale: 1, colorScheme: .dark)).pixmap
        } catch {
            if case .overBudget = error.reason {
                throw CLIFailure.input("the contact sheet is too costly to draw: \(error)")
            }
            throw CLIFailure.io("the contact sheet cannot be drawn: \(error)")
        }
    }
}
