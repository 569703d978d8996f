// Measuring elements against what lies beneath them, in the final pixels of one render — three draws
// per render, however many elements it has:
//
// 1. Ink map: only the elements' own commands (DisplayItem.node), each painted in a solid identity colour
//    (element i as (8·(i mod 32) + 4, 8·(i div 32) + 4, 0)), layers at full opacity, colour filters and
//    blurs/shadows left out, clips and masks kept: every pixel that is at least half covered says which
//    element is on top there. (Element colours cannot tell this: a collapsed element has none.)
// 2. Beneath: the scene without the texts, symbols and gauge/progress indicators, through the same
//    container mask and pixel pass (vibrant, night …) as the real render — exactly what a person would
//    see if they were not there: the container background, the wallpaper stand-in, a sibling's fill,
//    an image, translucency and gradients included. Images stay: they are what text is read against most
//    often. Elements overlapping each other (rare) are each measured against what is beneath both.
// 3. Each ink pixel's WCAG contrast between its final pixel and the pixel beneath (both composited over
//    black: a premultiplied pixel's channels). Text and symbols take the median (half the ink must reach
//    it); indicators the 90th percentile (an arc's track is faint on purpose, the filled part carries
//    the value); an image's "ratio" is its own detail, the contrast between the 5th
//    and 95th percentile luminance of its ink — a photo that became a flat silhouette has none.
//
// 4. On the iOS 26 clear and tinted glass, where every element is tinted white: also the contrast opaque white
//    would have at each ink pixel against the glass alone (the mode pass over nothing), the same statistic, so
//    the check can hold the widget to what white reaches there (LegibilityThresholds.onGlass).
//
// The per-element alternative (draw the scene without each element in turn) is exact for overlaps but
// costs two full draws per element; docs/legibility.md gives the numbers.
import Drawing
import Graphics
import Layout
import Raster
import Views

/// An element's contrast in one render.
public struct LegibilityMeasurement: Hashable, Sendable {
    /// The element.
    public var element: LegibilityElement
    /// Its WCAG contrast ratio against what lies beneath it (for an image: between its own light and dark
    /// parts), 1…21.
    public var ratio: Double
    /// How many ink pixels were measured.
    public var pixelCount: Int
    /// On the iOS 26 clear and tinted glass: the contrast opaque white reaches against the bare glass under the
    /// element's ink (the same statistic as ``ratio``), the most any content reaches there since every element is
    /// tinted white; nil in every other mode, and for images.
    public var glassWhiteRatio: Double? = nil
}

/// Measures elements in one drawn scene (see the file header for the method).
struct LegibilityMeter {
    /// The pipeline that drew the scene.
    var pipeline: RenderPipeline

    /// The most elements one render can tell apart in the ink map (32 × 32 identity colours).
    static let maximumElements = 1024

    /// The measurements of `elements` (at most ``maximumElements``; the rest are not measured) in `built`,
    /// whose final pixels are `final`.
    func measure(_ elements: [LegibilityElement], in built: BuiltScene,
                 final: Pixmap) throws(RenderError) -> [LegibilityMeasurement] {
        let elements = Array(elements.prefix(Self.maximumElements))
        guard !elements.isEmpty else { return [] }
        var owner: [Int: Int] = [:]  // layout node → element
        for (index, element) in elements.enumerated() {
            for node in element.nodes { owner[node] = index }
        }
        // Step 1.
        let ink = try pipeline.draw(Self.inkScene(built, owner: owner)).pixmap
        // Step 2.
        var beneathScene = built
        beneathScene.displayList.items = built.displayList.items.filter { item in
            guard Self.isLeaf(item.command), let node = item.node, let index = owner[node] else { return true }
            return elements[index].kind == .image
        }
        var beneath = try pipeline.draw(beneathScene).pixmap
        built.scene.modePass.apply(to: &beneath, masks: pipeline.resources.shapeMasks)
        // Step 4, on the clear and tinted glass: the glass alone, through the same pass.
        var bareGlass: Pixmap?
        if built.scene.modePass.glass != nil, var bare = Pixmap(width: final.width, height: final.height) {
            built.scene.modePass.apply(to: &bare, masks: pipeline.resources.shapeMasks)
            bareGlass = bare
        }
        var whiteRatios = [[Double]](repeating: [], count: bareGlass == nil ? 0 : elements.count)
        // Step 3.
        var values = [[Double]](repeating: [], count: elements.count)
        for y in 0..<ink.height {
            for x in 0..<ink.width {
                guard let index = Self.element(at: ink.pixel(x: x, y: y)), index < elements.count else { continue }
                let shown = ContrastRatio.luminanceOverBlack(final.pixel(x: x, y: y))
                if elements[index].kind == .image {
                    values[index].append(shown)
                } else {
                    let under = ContrastRatio.luminanceOverBlack(beneath.pixel(x: x, y: y))
                    values[index].append(ContrastRatio.ratio(luminance: shown, under))
                    if let bareGlass {
                        let glass = ContrastRatio.luminanceOverBlack(bareGlass.pixel(x: x, y: y))
                        whiteRatios[index].append(ContrastRatio.ratio(luminance: 1, glass))
                    }
                }
            }
        }
        return elements.indices.compactMap { index in
            guard var measurement = Self.summarize(elements[index], values[index].sorted()) else { return nil }
            if !whiteRatios.isEmpty, elements[index].kind != .image, !whiteRatios[index].isEmpty {
                measurement.glassWhiteRatio = Self.statistic(elements[index], whiteRatios[index].sorted())
            }
            return measurement
        }
    }

    /// True for the commands that draw (fills, glyphs, images); false for clips, layers and effects.
    static func isLeaf(_ command: DisplayCommand) -> Bool {
        switch command {
        case .fill, .glyphs, .image: true
        case .pushClip, .popClip, .pushLayer, .popLayer, .applyFilter, .pushEffectLayer, .popEffectLayer: false
        }
    }

    /// Step 1's scene: the elements' leaves in their identity colours, the structure kept as it shapes
    /// coverage (clips, masks) and neutralized where it would change a colour (opacity, blend colour
    /// modes, filters, blurs and shadows).
    static func inkScene(_ built: BuiltScene, owner: [Int: Int]) -> BuiltScene {
        var scene = built
        var items: [DisplayItem] = []
        items.reserveCapacity(built.displayList.items.count)
        for item in built.displayList.items {
            switch item.command {
            case let .fill(path, _, rule):
                guard let node = item.node, let index = owner[node] else { continue }
                items.append(DisplayItem(.fill(path, .solid(identity(index)), rule), node: node))
            case .glyphs(var run):
                guard let node = item.node, let index = owner[node] else { continue }
                run.paint = .solid(identity(index))
                items.append(DisplayItem(.glyphs(run), node: node))
            case .image(var image):
                guard let node = item.node, let index = owner[node] else { continue }
                image.templatePaint = .solid(identity(index))
                image.opacity = 1
                items.append(DisplayItem(.image(image), node: node))
            case let .pushLayer(_, blendMode):
                let keepsColour: Bool
                switch blendMode {
                case .plus, .multiply, .screen: keepsColour = false
                default: keepsColour = true
                }
                items.append(DisplayItem(.pushLayer(opacity: 1, blendMode: keepsColour ? blendMode : .sourceOver)))
            case .pushEffectLayer:
                items.append(DisplayItem(.pushLayer(opacity: 1, blendMode: .sourceOver)))
            case .popEffectLayer:
                items.append(DisplayItem(.popLayer))
            case .applyFilter:
                continue
            case .pushClip, .popClip, .popLayer:
                items.append(item)
            }
        }
        scene.displayList.items = items
        return scene
    }

    /// Element `index`'s identity colour, opaque.
    static func identity(_ index: Int) -> RGBAColor {
        RGBAColor(r255: Double(8 * (index % 32) + 4), Double(8 * (index / 32) + 4), 0)
    }

    /// The element whose identity colour a pixel of the ink map holds, when it is at least half covered.
    static func element(at pixel: PremultipliedRGBA8) -> Int? {
        guard pixel.a >= 128 else { return nil }
        let alpha = Double(pixel.a)
        let red = Double(pixel.r) * 255 / alpha, green = Double(pixel.g) * 255 / alpha
        let column = Int(((red - 4) / 8).rounded()), row = Int(((green - 4) / 8).rounded())
        guard (0..<32).contains(column), (0..<32).contains(row) else { return nil }
        return row * 32 + column
    }

    /// Step 3's statistic for one element's sorted values; nil when it left no ink (clipped away, empty).
    static func summarize(_ element: LegibilityElement, _ sorted: [Double]) -> LegibilityMeasurement? {
        guard !sorted.isEmpty else { return nil }
        return LegibilityMeasurement(element: element, ratio: statistic(element, sorted), pixelCount: sorted.count)
    }

    /// Step 3's statistic of an element's kind over its sorted, non-empty values.
    static func statistic(_ element: LegibilityElement, _ sorted: [Double]) -> Double {
        switch element.kind {
        case .text, .symbol: percentile(sorted, 0.5)
        case .indicator: percentile(sorted, 0.9)
        case .image: ContrastRatio.ratio(luminance: percentile(sorted, 0.05), percentile(sorted, 0.95))
        }
    }

    /// The value at fraction `p` of sorted `values` (nearest rank).
    static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        let rank = Int((p * Double(sorted.count - 1)).rounded())
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}
