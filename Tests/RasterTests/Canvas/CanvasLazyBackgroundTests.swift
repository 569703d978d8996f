import Graphics
import Testing
import TestSupport
@testable import Raster

// A canvas born with an opaque uniform first fill leaves the rows that fill covers entirely unstored
// (`LazyBackground`) and stores each just before a draw touches it. Whatever is drawn, the pixels must be exactly
// those of a cleared pixmap filled and drawn the ordinary way. Debug builds poison unstored rows and assert they
// are still poisoned when stored, so a draw that touches a row without storing it first fails here.

/// A first fill and the ordinary canvas it must match: a cleared pixmap, then `fill`.
private func pair(_ width: Int, _ height: Int, _ path: Path, _ paint: Paint) throws -> (born: Canvas, eager: Canvas) {
    let born = try #require(Canvas(width: width, height: height, firstFill: path, paint: paint))
    var eager = Canvas(pixmap: try #require(Pixmap(width: width, height: height)))
    eager.fill(path, paint: paint)
    return (born, eager)
}

@Test func opaqueFullCanvasFirstFillLeavesEveryRowUnstored() throws {
    let (born, eager) = try pair(37, 23, Path(Rect(x: 0, y: 0, width: 37, height: 23)), .solid(.white))
    #expect(born.lazyBackground?.pendingCount == 23)
    #expect(born.pixmap == eager.pixmap)
}

@Test func roundedFirstFillLeavesOnlyItsFullRowsUnstored() throws {
    let rounded = Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 6, style: .circular)
    let (born, eager) = try pair(40, 30, rounded, .solid(RGBAColor(r255: 20, 70, 200)))
    let pending = try #require(born.lazyBackground)
    #expect(pending.pendingCount > 0 && pending.pendingCount < 30)
    #expect(!pending.pending[0] && !pending.pending[29])
    #expect(born.pixmap == eager.pixmap)
}

@Test func translucentOrPartialFirstFillsStoreEveryRow() throws {
    let full = Path(Rect(x: 0, y: 0, width: 20, height: 10))
    #expect(try pair(20, 10, full, .solid(RGBAColor(r255: 40, 110, 240, alpha: 0.5))).born.lazyBackground == nil)
    #expect(try pair(20, 10, Path(Rect(x: 0.5, y: 0, width: 19, height: 10)), .solid(.white)).born.lazyBackground
            == nil)
    let stops = try #require(GradientStops(colors: [RGBAColor(r255: 64, 156, 255), RGBAColor(r255: 20, 70, 200)]))
    let gradient = Paint.linearGradient(stops, start: Point(x: 0, y: 0), end: Point(x: 20, y: 10))
    #expect(try pair(20, 10, full, gradient).born.lazyBackground == nil)
}

@Test func pixmapWithNoDrawsStoresEveryRow() throws {
    var (born, eager) = try pair(33, 17, Path(Rect(x: 0, y: 0, width: 33, height: 17)), .solid(.black))
    #expect(born.pixmap == eager.pixmap)
    #expect(born.lazyBackground != nil, "reading `pixmap` stores rows in a copy, not in the canvas")
    #expect(born.materializedPixmap() == eager.pixmap)
    #expect(born.lazyBackground == nil)
}

@Test func drawsTouchingTheFirstAndLastRowsStoreThemFirst() throws {
    var (born, eager) = try pair(30, 12, Path(Rect(x: 0, y: 0, width: 30, height: 12)), .solid(.white))
    let top = Path(Rect(x: 3.5, y: -2, width: 10, height: 2.5)), bottom = Path(Rect(x: 4, y: 11.25, width: 9, height: 5))
    for path in [top, bottom] {
        born.fill(path, paint: .solid(RGBAColor(r255: 200, 30, 30, alpha: 0.6)))
        eager.fill(path, paint: .solid(RGBAColor(r255: 200, 30, 30, alpha: 0.6)))
    }
    #expect(born.lazyBackground?.pending[0] == false && born.lazyBackground?.pending[11] == false)
    #expect(born.materializedPixmap() == eager.pixmap)
}

/// Applies the same random operation to both canvases.
private struct RandomDraws {
    var generator: SplitMix64
    let width: Int, height: Int
    let mask: CoverageMask
    let atlas: [UInt8]
    let entry: MaskAtlasEntry
    let image: Pixmap

    init(seed: UInt64, width: Int, height: Int) throws {
        generator = SplitMix64(state: seed)
        self.width = width
        self.height = height
        mask = try #require(Rasterizer.mask(for: Path(ellipseIn: Rect(x: 0.3, y: 0.2, width: 6.5, height: 8.1))))
        atlas = [7] + mask.coverage
        entry = MaskAtlasEntry(offset: 1, width: mask.width, height: mask.height, originX: mask.originX,
                               originY: mask.originY)
        var picture = try #require(Pixmap(width: 9, height: 5))
        picture.fill(RGBAColor(r255: 10, 200, 90, alpha: 0.7))
        image = picture
    }

    mutating func coordinate(_ extent: Int) -> Double {
        Double(Int.random(in: -8 * 4...(extent + 8) * 4, using: &generator)) / 4
    }

    mutating func shape() -> Path {
        let x = coordinate(width), y = coordinate(height)
        let w = Double(Int.random(in: 1...60, using: &generator)) / 2.5
        let h = Double(Int.random(in: 1...60, using: &generator)) / 2.5
        let rect = Rect(x: x, y: y, width: w, height: h)
        return Bool.random(using: &generator) ? Path(rect) : Path(ellipseIn: rect)
    }

    mutating func paint() throws -> Paint {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: return .solid(RGBAColor(r255: 30, 30, 32))
        case 1: return .solid(RGBAColor(r255: 0, 122, 255, alpha: 0.55))
        case 2: return .solid(.clear)
        default:
            let stops = try #require(GradientStops(colors: [RGBAColor(r255: 255, 90, 0), RGBAColor(r255: 0, 90, 255,
                                                                                                 alpha: 0.4)]))
            return .linearGradient(stops, start: Point(x: 0, y: 0), end: Point(x: Double(width), y: Double(height)))
        }
    }

    mutating func step(_ born: inout Canvas, _ eager: inout Canvas) throws {
        let modes: [BlendMode] = [.sourceOver, .sourceOver, .source, .sourceIn, .destinationOut, .multiply, .xor]
        switch Int.random(in: 0..<10, using: &generator) {
        case 0, 1:
            let path = shape(), paint = try paint()
            let mode = modes.randomElement(using: &generator) ?? .sourceOver
            born.fill(path, paint: paint, blendMode: mode)
            eager.fill(path, paint: paint, blendMode: mode)
        case 2:
            let x = Int.random(in: -8...width, using: &generator), y = Int.random(in: -8...height, using: &generator)
            let paint = try paint()
            born.drawMask(mask, offsetX: x, offsetY: y, paint: paint)
            eager.drawMask(mask, offsetX: x, offsetY: y, paint: paint)
        case 3:
            var glyphs: [Canvas.AtlasGlyph] = []
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                glyphs.append(Canvas.AtlasGlyph(entry, x: Int.random(in: -8...width, using: &generator),
                                                y: Int.random(in: -8...height, using: &generator)))
            }
            let paint = try paint()
            born.drawMasks(glyphs[...], atlas: atlas, paint: paint)
            eager.drawMasks(glyphs[...], atlas: atlas, paint: paint)
        case 4:
            let x = Int.random(in: -10...width, using: &generator), y = Int.random(in: -6...height, using: &generator)
            let mode = modes.randomElement(using: &generator) ?? .sourceOver
            born.drawPixmap(image, x: x, y: y, blendMode: mode, opacity: 0.8)
            eager.drawPixmap(image, x: x, y: y, blendMode: mode, opacity: 0.8)
        case 5:
            let path = shape()
            born.pushClip(path)
            eager.pushClip(path)
        case 6:
            let x = Int.random(in: -4...width, using: &generator), y = Int.random(in: -4...height, using: &generator)
            born.pushClip(pixelRect: x, y, width: 12, height: 9)
            eager.pushClip(pixelRect: x, y, width: 12, height: 9)
        case 7:
            let opacity = Double(Int.random(in: 0...4, using: &generator)) / 4
            let mode = modes.randomElement(using: &generator) ?? .sourceOver
            born.pushLayer(opacity: opacity, blendMode: mode)
            eager.pushLayer(opacity: opacity, blendMode: mode)
        case 8:
            born.popClip()
            eager.popClip()
            born.popLayer()
            eager.popLayer()
        default:
            let matrix = ColorMatrix.scale(red: 0.5, green: 1, blue: 0.8)
            born.apply(matrix)
            eager.apply(matrix)
        }
    }
}

@Test(arguments: [
    (Path(Rect(x: 0, y: 0, width: 41, height: 29)), 41, 29),
    (Path(Rect(x: -3, y: -3, width: 60, height: 60)), 23, 31),
    (Path(roundedRect: Rect(x: 0, y: 0, width: 48, height: 36), cornerRadius: 9, style: .circular), 48, 36),
])
func randomDrawSequencesMatchAnEagerlyFilledCanvas(first: Path, width: Int, height: Int) throws {
    for seed in UInt64(1)...40 {
        var (born, eager) = try pair(width, height, first, .solid(RGBAColor(r255: 250, 248, 240)))
        var draws = try RandomDraws(seed: seed &* 7919, width: width, height: height)
        let count = Int.random(in: 0...40, using: &draws.generator)
        for step in 0..<count {
            try draws.step(&born, &eager)
            if step % 9 == 8 { #expect(born.pixmap == eager.pixmap, "seed \(seed), step \(step)") }
        }
        while born.stackDepth > 0 {
            born.popLayer()
            born.popClip()
            eager.popLayer()
            eager.popClip()
        }
        #expect(born.materializedPixmap() == eager.pixmap, "seed \(seed), \(count) draws")
    }
}

@Test func fillsCutByTheCanvasOrAClipStoreTheirRowsFirst() throws {
    // Shapes cut by the canvas's left edge or by a clip: their rows start at the cut.
    var (born, eager) = try pair(30, 16, Path(Rect(x: 0, y: 0, width: 30, height: 16)), .solid(.white))
    let offLeft = Path(Rect(x: -5, y: 1, width: 12, height: 5))
    born.fill(offLeft, paint: .solid(RGBAColor(r255: 0, 122, 255, alpha: 0.5)))
    eager.fill(offLeft, paint: .solid(RGBAColor(r255: 0, 122, 255, alpha: 0.5)))
    born.pushClip(pixelRect: 6, 7, width: 10, height: 6)
    eager.pushClip(pixelRect: 6, 7, width: 10, height: 6)
    let wide = Path(Rect(x: 0, y: 6, width: 30, height: 8))
    born.fill(wide, paint: .solid(RGBAColor(r255: 200, 40, 40, alpha: 0.7)))
    eager.fill(wide, paint: .solid(RGBAColor(r255: 200, 40, 40, alpha: 0.7)))
    born.popClip()
    eager.popClip()
    #expect(born.materializedPixmap() == eager.pixmap)
}
