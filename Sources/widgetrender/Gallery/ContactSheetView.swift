import Graphics
import Views

/// The contact sheet as a view: the title, then per family a heading over rows of tiles, each tile its label
/// over its thumbnail (or a red box for a failed render). ``ContactSheet`` flows the tiles into rows,
/// ``ContactSheetPages`` splits them into pages and each page is this view; the colours, fonts and spaces are
/// ``ContactSheet``'s. Texts longer than ``ContactSheetPages/maximumCharacters`` are cut.
struct ContactSheetView: View {
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
        /// The thumbnail, nil for a failed render.
        var thumbnail: ImagePixels?
        /// The thumbnail's size in pixels (= points on the sheet).
        var width: Int
        var height: Int
        /// Reads the thumbnail when its page is drawn (``ContactSheetPages``), for tiles whose pixels wait in a
        /// file; nil when ``thumbnail`` already holds them or the render failed.
        var load: (@Sendable () throws -> ImagePixels?)?
    }

    /// `Weather — 28 renders`
    var title: String
    /// The families, in order.
    var groups: [Group]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(ContactSheetPages.shortened(title))
                .font(ContactSheet.titleFont)
                .foregroundStyle(Color(ContactSheet.titleColor))
            ForEach(0..<groups.count) { index in
                group(groups[index])
                    .padding(.top, Double(ContactSheet.margin))
            }
        }
        .padding(Double(ContactSheet.margin))
    }

    private func group(_ group: Group) -> some View {
        VStack(alignment: .leading, spacing: Double(ContactSheet.headingGap)) {
            Text(ContactSheetPages.shortened(group.heading))
                .font(ContactSheet.headingFont)
                .foregroundStyle(Color(ContactSheet.titleColor))
            VStack(alignment: .leading, spacing: Double(ContactSheet.gap)) {
                ForEach(0..<group.rows.count) { row in
                    HStack(alignment: .top, spacing: Double(ContactSheet.gap)) {
                        ForEach(0..<group.rows[row].count) { column in
                            tile(group.rows[row][column])
                        }
                    }
                }
            }
        }
    }

    private func tile(_ tile: Tile) -> some View {
        VStack(alignment: .leading, spacing: Double(ContactSheet.labelGap)) {
            Text(ContactSheetPages.shortened(tile.label))
                .font(ContactSheet.labelFont)
                .foregroundStyle(Color(tile.thumbnail == nil ? ContactSheet.failureColor : ContactSheet.labelColor))
            if let thumbnail = tile.thumbnail {
                Image(pixels: thumbnail)
            } else {
                Color(ContactSheet.failureFill)
                    .frame(width: Double(tile.width), height: Double(tile.height))
            }
        }
    }
}
