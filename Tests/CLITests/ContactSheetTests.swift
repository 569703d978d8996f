import Foundation
import PNGCodec
import Testing

/// `widgetrender gallery`'s contact sheet (a view tree rendered by our own pipeline): its size, its colours and
/// its thumbnails placed pixel for pixel.
@Suite struct ContactSheetTests {
    /// The sheet's background, the iOS dark grouped background.
    static let background: [UInt8] = [28, 28, 30, 255]
    /// Margin around the sheet, gap between tiles, thumbnail side of a systemSmall widget at 1 px per point.
    static let margin = 24, gap = 16, small = 170

    /// One systemSmall fullColor gallery (light and dark): the sheet and the light render.
    func gallery() throws -> (sheet: PNGImage, render: PNGImage) {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BuiltBinary.run(["gallery", "--families", "systemSmall", "--modes", "fullColor", "-o", "out"],
                                           in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let out = folder.appendingPathComponent("out")
        return (try PNGDecoder.decode(contentsOfFile: out.appendingPathComponent("contact-sheet.png").path),
                try PNGDecoder.decode(contentsOfFile: out.appendingPathComponent("systemSmall-fullColor.png").path))
    }

    func pixel(_ image: PNGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.rgba[i..<(i + 4)])
    }

    @Test func marginsAreTheBackgroundAndTheSheetHoldsBothTilesAndTheirLabels() throws {
        let (sheet, _) = try gallery()
        // Two thumbnails side by side, the margins, and above them a title, a heading and a label.
        #expect(sheet.width >= Self.margin + 2 * Self.small + Self.gap + Self.margin)
        #expect(sheet.height > Self.margin + Self.small + Self.margin + 3 * 12)
        #expect(sheet.height < Self.margin + Self.small + Self.margin + 3 * 55)
        for y in 0..<sheet.height {
            for x in [0, Self.margin - 1, sheet.width - 1] {
                #expect(pixel(sheet, x, y) == Self.background, "(\(x), \(y))")
            }
        }
        for x in 0..<sheet.width {
            #expect(pixel(sheet, x, 0) == Self.background && pixel(sheet, x, sheet.height - 1) == Self.background)
        }
    }

    @Test func titleIsWhiteOnTheBackground() throws {
        let (sheet, _) = try gallery()
        // The title's band: from the top margin, 22 pt bold; its stems cover whole pixels in pure white.
        var white = 0, other = 0
        for y in Self.margin..<(Self.margin + 24) {
            for x in Self.margin..<(Self.margin + 120) {
                let p = pixel(sheet, x, y)
                if p == [255, 255, 255, 255] { white += 1 } else if p != Self.background { other += 1 }
                #expect(p[3] == 255)
            }
        }
        #expect(white > 100, "white title pixels: \(white), anti-aliased: \(other)")
    }

    @Test func thumbnailIsTheRenderShrunkByThreeAndPlacedOnWholePixels() throws {
        let (sheet, render) = try gallery()
        #expect(render.width == 3 * Self.small && render.height == 3 * Self.small)
        // The tiles are the last row: the first thumbnail's bottom edge sits on the bottom margin (rounded up by
        // at most one pixel where the labels' heights are fractional).
        let candidates = [Self.margin, Self.margin + 1].map { sheet.height - $0 - Self.small }
        let matches = candidates.map { top in mismatches(sheet, render, left: Self.margin, top: top) }
        #expect(matches.contains { $0.mismatched == 0 && $0.compared > 20_000 }, "\(matches)")
    }

    /// Compares every opaque 3×3 box of `render`, averaged, with the sheet pixel at (`left`, `top`) + its index.
    func mismatches(_ sheet: PNGImage, _ render: PNGImage, left: Int, top: Int)
        -> (compared: Int, mismatched: Int) {
        var compared = 0, mismatched = 0
        for y in 0..<Self.small {
            for x in 0..<Self.small {
                var sums = [0, 0, 0], opaque = true
                for dy in 0..<3 {
                    for dx in 0..<3 {
                        let p = pixel(render, 3 * x + dx, 3 * y + dy)
                        opaque = opaque && p[3] == 255
                        for c in 0..<3 { sums[c] += Int(p[c]) }
                    }
                }
                guard opaque else { continue }
                compared += 1
                let expected = sums.map { UInt8(($0 + 4) / 9) } + [255]
                if pixel(sheet, left + x, top + y) != expected { mismatched += 1 }
            }
        }
        return (compared, mismatched)
    }
}
