@testable import Drawing
import Graphics
import Raster
import Testing

/// The executor folds an opaque pixel-aligned rectangle fill with the solid fills of the same rectangle right
/// after it; the pixels must be those of drawing every fill.
struct SolidRectFoldTests {
    /// Every fill drawn one after the other, with no folding.
    func unfolded(_ list: DisplayList) throws -> Pixmap {
        var canvas = Canvas(pixmap: try #require(Pixmap(width: list.pixelWidth, height: list.pixelHeight)))
        for item in list.items {
            if case let .fill(path, paint, rule) = item.command { canvas.fill(path, paint: paint, fillRule: rule) }
        }
        return canvas.pixmap
    }

    @Test func foldedBackgroundsMatchFillingEachLayer() throws {
        var generator = SplitMix64(state: 42)
        let rect = Path(Rect(x: 2, y: 1, width: 9, height: 6))
        for _ in 0..<300 {
            var list = DisplayList(pixelWidth: 12, pixelHeight: 8)
            list.append(.fill(rect, .solid(generator.color(alpha: 1)), .nonZero))
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                list.append(.fill(rect, .solid(generator.color(alpha: Double.random(in: 0...1, using: &generator))), .nonZero))
            }
            // Something after the folded run is still drawn over it.
            list.append(.fill(Path(ellipseIn: Rect(x: 3.5, y: 2, width: 5, height: 4)), .solid(generator.color(alpha: 0.6)),
                              .nonZero))
            #expect(SolidRectFold.fold(list.items, from: 0)?.next == list.items.count - 1)
            let folded = try testExecutor().execute(list)
            #expect(folded == (try unfolded(list)))
        }
    }

    @Test func onlyOpaqueWholePixelRectanglesFold() {
        let aligned = Path(Rect(x: 0, y: 0, width: 4, height: 4))
        let fractional = Path(Rect(x: 0.5, y: 0, width: 4, height: 4))
        let translucent = RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        func items(_ first: Path, _ color: RGBAColor, _ second: Path) -> [DisplayItem] {
            [DisplayItem(.fill(first, .solid(color), .nonZero)), DisplayItem(.fill(second, .solid(translucent), .nonZero))]
        }
        #expect(SolidRectFold.fold(items(aligned, .white, aligned), from: 0) != nil)
        #expect(SolidRectFold.fold(items(fractional, .white, fractional), from: 0) == nil)
        #expect(SolidRectFold.fold(items(aligned, translucent, aligned), from: 0) == nil)
        #expect(SolidRectFold.fold(items(aligned, .white, Path(ellipseIn: Rect(x: 0, y: 0, width: 4, height: 4))), from: 0) == nil)
        #expect(!SolidRectFold.isPixelAlignedRect(Path(roundedRect: Rect(x: 0, y: 0, width: 4, height: 4), cornerRadius: 1)))
    }
}

extension SplitMix64 {
    /// A random colour of the given opacity.
    mutating func color(alpha: Double) -> RGBAColor {
        RGBAColor(red: Double.random(in: 0...1, using: &self), green: Double.random(in: 0...1, using: &self),
                  blue: Double.random(in: 0...1, using: &self), alpha: alpha)
    }
}
