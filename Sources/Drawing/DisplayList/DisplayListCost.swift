// Pricing a display list before it is executed (RenderBudget): one pass over the commands, simulating
// the executor's stack of layers, clips and effect layers.
//
// Work is in units of roughly a nanosecond of one core, measured on the project's reference machine
// (docs/limits.md) and rounded up: every pixel a command may touch (its bounds clipped to the canvas)
// times its paint's price, plus a price per path element and per glyph, plus rasterizing each distinct
// glyph mask over its whole em square (a mask is not clipped to the canvas). Layers, clip masks and effect
// layers are priced at the full canvas, which is what they may allocate; blurs dominate. The estimate is
// deliberately pessimistic: real widgets stay far below the budget (docs/limits.md).
import Graphics
import Raster
import Typography

/// What executing a display list is estimated to cost.
public struct DisplayListCost: Hashable, Sendable {
    /// Estimated work, in units of about a nanosecond.
    public private(set) var work = 0
    /// The most bytes of offscreen pixels alive at once.
    public private(set) var peakOffscreenBytes = 0
    /// Path elements in fills and clips.
    public private(set) var pathElements = 0
    /// ``work`` split by what it is spent on, indexed by ``WorkKind/rawValue``: the render budget's
    /// message names the largest part.
    public private(set) var workByKind = [Int](repeating: 0, count: WorkKind.allCases.count)

    /// What drawing work is spent on.
    public enum WorkKind: Int, CaseIterable, Sendable {
        case shapes, text, images, layersAndEffects
    }

    /// The kind with the most work.
    public var costliestKind: WorkKind {
        WorkKind.allCases.max { workByKind[$0.rawValue] < workByKind[$1.rawValue] } ?? .shapes
    }

    /// Work per path element (flattening and edge setup; curves are priced as several lines).
    static let perPathElement = 40
    /// Work per glyph drawn from the mask cache, besides its pixels.
    static let perGlyph = 150
    /// Work per pixel of a glyph mask's em square, rasterized once per distinct mask.
    static let glyphMaskPixel = 1
    /// Work per pixel: solid fills, then gradients and images, per gradient kind.
    static let solidPixel = 1
    static let linearGradientPixel = 3
    static let radialGradientPixel = 4
    static let angularGradientPixel = 6
    /// An image sampled through a rotation or scale costs about 9 ns per pixel (an axis-aligned one 5.5):
    /// 15 rotated full-canvas copies of a 2048² image took 1.0 s at the old price of 6 (docs/limits.md).
    static let imagePixel = 9
    /// Work per pixel of each distinct image, once: decoding and premultiplying it (a 2048² PNG of noise
    /// took ~70 ms; it was decoded while resolving, bounded by ImageBudget, and is priced here so that
    /// decoding and drawing together stay within the budget).
    static let decodedImagePixel = 20
    /// Work per canvas pixel: allocating and compositing a layer or a clip mask, a colour filter, a blur.
    static let layerPixel = 3
    static let clipPixel = 2
    static let filterPixel = 2
    static let blurPixel = 120

    /// Prices `list`.
    public init(_ list: DisplayList) {
        let canvas = Rect(x: 0, y: 0, width: Double(list.pixelWidth), height: Double(list.pixelHeight))
        let canvasPixels = max(0, list.pixelWidth) * max(0, list.pixelHeight)
        var live = 0
        var stack: [Int] = []  // bytes each open layer, clip or effect layer holds
        var masks = Set<GlyphMaskKey>()  // glyph masks priced so far
        var images = Set<String>()  // decoded images priced so far, by source
        func open(_ bytes: Int) {
            stack.append(bytes)
            live = live.addingClamped(bytes)
            peakOffscreenBytes = max(peakOffscreenBytes, live)
        }
        func close() {
            if let bytes = stack.popLast() { live -= bytes }
        }
        for item in list.items {
            switch item.command {
            case let .fill(path, paint, _):
                pathElements = pathElements.addingClamped(path.elements.count)
                add(path.elements.count * Self.perPathElement, .shapes)
                add(Self.pixels(of: path.bounds, in: canvas) * Self.price(of: paint), .shapes)
            case .glyphs(let run):
                add(run.placements.count * Self.perGlyph, .text)
                for placement in run.placements {
                    let side = Double(placement.key.pixelSize64) / 64
                    let area = side.isFinite ? min(side * side, Double(canvasPixels)) : Double(canvasPixels)
                    add(Int(area) * Self.price(of: run.paint), .text)
                    // Larger glyphs are filled clipped to the canvas (GlyphCache.maximumMaskPixelSize).
                    if side <= GlyphCache.maximumMaskPixelSize, masks.insert(placement.key).inserted {
                        add(Int(side * side) * Self.glyphMaskPixel, .text)
                    }
                }
            case .image(let image):
                if images.insert(image.sourceDescription).inserted {
                    add((image.image.width * image.image.height).multipliedClamped(by: Self.decodedImagePixel), .images)
                }
                let pixels = Self.pixels(of: image.outline.bounds, in: canvas)
                add(pixels * Self.imagePixel, .images)
                if let template = image.templatePaint {
                    add(pixels * Self.price(of: template) + canvasPixels * Self.layerPixel, .images)
                }
            case let .pushClip(path, _):
                pathElements = pathElements.addingClamped(path.elements.count)
                add(path.elements.count * Self.perPathElement + canvasPixels * Self.clipPixel, .layersAndEffects)
                open(canvasPixels)
            case .pushLayer:
                add(canvasPixels * Self.layerPixel, .layersAndEffects)
                open(canvasPixels.multipliedClamped(by: 4))
            case .pushEffectLayer:
                add(canvasPixels.multipliedClamped(by: Self.blurPixel), .layersAndEffects)
                open(canvasPixels.multipliedClamped(by: 8))  // the layer and its blurred copy
            case .popClip, .popLayer, .popEffectLayer:
                close()
            case .applyFilter:
                add(canvasPixels * Self.filterPixel, .layersAndEffects)
            }
        }
    }

    private mutating func add(_ amount: Int, _ kind: WorkKind) {
        work = work.addingClamped(amount)
        workByKind[kind.rawValue] = workByKind[kind.rawValue].addingClamped(amount)
    }

    /// The price of one pixel of `paint`.
    static func price(of paint: Paint) -> Int {
        switch paint {
        case .solid: return solidPixel
        case .linearGradient: return linearGradientPixel
        case .radialGradient: return radialGradientPixel
        case .angularGradient: return angularGradientPixel
        case .image: return imagePixel
        }
    }

    /// Whole pixels of `bounds` inside `canvas` (0 for empty or non-finite bounds).
    static func pixels(of bounds: Rect, in canvas: Rect) -> Int {
        let x0 = max(bounds.minX, canvas.minX), y0 = max(bounds.minY, canvas.minY)
        let x1 = min(bounds.maxX, canvas.maxX), y1 = min(bounds.maxY, canvas.maxY)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 > x0, y1 > y0 else { return 0 }
        return Int(((x1 - x0).rounded(.up) + 1) * ((y1 - y0).rounded(.up) + 1))
    }
}

extension Int {
    /// `self + other`, saturating at `Int.max`.
    package func addingClamped(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }

    /// `self × other`, saturating at `Int.max`.
    package func multipliedClamped(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? .max : product
    }
}
