import Graphics
import Views

/// One contact-sheet page: the title, then per family a heading over rows of tiles, each tile its label over
/// its thumbnail (or a red box for a failed render). ``ContactSheet`` flows the tiles into rows,
/// ``ContactSheetPages`` splits them into pages, and ``ContactSheetBands`` draws a page as horizontal bands —
/// the title, each heading and each row of tiles is a view of its own (``TextBand``, ``RowBand``) — so a page is
/// never held whole. The colours, fonts and spaces are ``ContactSheet``'s. Texts longer than
/// ``ContactSheetPages/maximumCharacters`` are cut.
struct ContactSheetView {
    /// One family's renders.
    struct Group {
        /// `systemSmall · 170×170 pt · 510×510 px · iPhone 16 Pro`
        var heading: String
        /// The tiles, already flowed into rows.
        var rows: [[Tile]]
    }

    /// One render.
    struct Tile {
        /// The mode label (with " — failed" for a failed render).
        var label: String
        /// The thumbnail, nil for a failed render or until its row is drawn.
        var thumbnail: ImagePixels?
        /// The thumbnail's size in pixels (= points on the sheet).
        var width: Int
        var height: Int
        /// Reads the thumbnail when its row is drawn (``ContactSheetBands``), for tiles whose pixels wait in a
        /// file or as PNG bytes; nil when ``thumbnail`` already holds them or the render failed.
        var load: (@Sendable () throws -> ImagePixels?)?

        /// Whether the render failed (nothing to show but a red box).
        var failed: Bool { thumbnail == nil && load == nil }
    }

    /// `Weather — 28 renders`
    var title: String
    /// The families, in order.
    var groups: [Group]

    /// The title or a family heading as one band of the page.
    struct TextBand: View {
        var text: String
        var font: Font

        var body: some View {
            Text(ContactSheetPages.shortened(text))
                .font(font)
                .foregroundStyle(Color(ContactSheet.titleColor))
        }
    }

    /// One row of tiles as one band of the page. A tile whose thumbnail is not loaded yet (measuring the band)
    /// takes its thumbnail's size.
    struct RowBand: View {
        var tiles: [Tile]

        var body: some View {
            HStack(alignment: .top, spacing: Double(ContactSheet.gap)) {
                ForEach(0..<tiles.count) { column in
                    tile(tiles[column])
                }
            }
        }

        private func tile(_ tile: Tile) -> some View {
            VStack(alignment: .leading, spacing: Double(ContactSheet.labelGap)) {
                Text(ContactSheetPages.shortened(tile.label))
                    .font(ContactSheet.labelFont)
                    .foregroundStyle(Color(tile.failed ? ContactSheet.failureColor : ContactSheet.labelColor))
                if let thumbnail = tile.thumbnail {
                    Image(pixels: thumbnail)
                } else {
                    Color(tile.failed ? ContactSheet.failureFill : RGBAColor(white: 0, alpha: 0))
                        .frame(width: Double(tile.width), height: Double(tile.height))
                }
            }
        }
    }
}
