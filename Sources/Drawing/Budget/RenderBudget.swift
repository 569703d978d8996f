// What one render may cost, checked before the time or memory is spent (DESIGN.md §8, docs/limits.md).
//
// A widget's cost is bounded three ways. The canvas size is checked before anything is built. Path
// elements are counted while the display list is built, so dashes and strokes cannot grow it without
// bound. The finished list is then priced (DisplayListCost) before a pixel is drawn: estimated work in
// units of about a nanosecond of one core, and the most offscreen pixels (layers, clip masks, effect
// layers) alive at once. Prices are pure functions of the list, so the same widget is accepted or
// refused on every machine. The text of the resolved view is counted before layout, where shaping and
// line breaking spend their time.

/// The most one render may cost; a widget beyond it is a ``DrawingError/overBudget(_:)`` error (reported by
/// `Render` as `RenderError.overBudget`). The text limit is checked by the front end before layout.
///
/// The defaults leave every built-in example and example document under a tenth of each limit and keep
/// the worst accepted widget within about a second and 256 MB (docs/limits.md has the measurements).
///
/// ```swift
/// var budget = RenderBudget.default
/// budget.maximumWork *= 4          // allow slower renders
/// let list = try DisplayListBuilder(resources: resources, budget: budget).build(resolved, layout: layout)
/// ```
public struct RenderBudget: Hashable, Sendable {
    /// The most pixels in the output: 4 Mi (4 194 304), 3.3 times the largest real widget (systemLarge at
    /// 3×, 1092 × 1146; systemExtraLarge at 2×, 1590 × 757), 16 MiB of RGBA.
    public var maximumCanvasPixels: Int
    /// The most path elements (moves, lines, curves) in one display list: 1 Mi, about 60 MB.
    public var maximumPathElements: Int
    /// The most estimated work, in units of about a nanosecond: 400 million.
    public var maximumWork: Int
    /// The most bytes of offscreen pixels alive at once (nested layers, clip masks, effect layers): 96 MiB.
    public var maximumOffscreenBytes: Int
    /// The most characters (Unicode scalars) of text in one widget, all its `Text`s together: 100 000,
    /// 5 paragraphs at Typography's limit and about 200 times the most text in an example widget.
    public var maximumTextCharacters: Int

    /// Creates a budget; every parameter has the default described on its property.
    public init(maximumCanvasPixels: Int = 4 << 20, maximumPathElements: Int = 1 << 20,
                maximumWork: Int = 400_000_000, maximumOffscreenBytes: Int = 96 << 20,
                maximumTextCharacters: Int = 100_000) {
        self.maximumCanvasPixels = maximumCanvasPixels
        self.maximumPathElements = maximumPathElements
        self.maximumWork = maximumWork
        self.maximumOffscreenBytes = maximumOffscreenBytes
        self.maximumTextCharacters = maximumTextCharacters
    }

    /// The defaults.
    public static let `default` = RenderBudget()

    /// Throws unless a `width` × `height` pixel canvas is within ``maximumCanvasPixels``.
    public func checkCanvas(pixelWidth width: Int, pixelHeight height: Int) throws(DrawingError) {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard overflow || pixels > maximumCanvasPixels else { return }
        throw .overBudget("the canvas is \(width)×\(height) pixels (\(Self.millions(overflow ? .max : pixels)) "
                          + "million); the limit is \(Self.millions(maximumCanvasPixels)) million (use a smaller scale)")
    }

    /// Throws unless `cost` is within ``maximumWork`` and ``maximumOffscreenBytes``.
    public func check(_ cost: DisplayListCost) throws(DrawingError) {
        if cost.work > maximumWork {
            throw .overBudget("drawing needs an estimated \(Self.millions(cost.work)) million operations; the limit "
                              + "is \(Self.millions(maximumWork)) million (\(Self.hint(cost.costliestKind)))")
        }
        if cost.peakOffscreenBytes > maximumOffscreenBytes {
            throw .overBudget("nested layers, clips and effects need \(cost.peakOffscreenBytes >> 20) MiB of "
                              + "offscreen pixels at once; the limit is \(maximumOffscreenBytes >> 20) MiB")
        }
    }

    /// What to reduce when most of the work is of `kind` (the budget names what it measured).
    static func hint(_ kind: DisplayListCost.WorkKind) -> String {
        switch kind {
        case .shapes: return "most of it fills shapes and gradients: fewer or smaller shapes, gradients or strokes"
        case .text: return "most of it draws text: shorter or fewer texts, or smaller fonts"
        case .images: return "most of it draws images: fewer or smaller images"
        case .layersAndEffects: return "most of it is layers and effects: fewer layers, masks, blurs or shadows"
        }
    }

    /// The error for a display list that grew past ``maximumPathElements`` (the builder counts them).
    package func pathElementsError(_ count: Int) -> DrawingError {
        .overBudget("the shapes need more than \(maximumPathElements) path elements (\(count) so far); "
                    + "fewer or simpler shapes, strokes or dashes")
    }

    /// `1234567` → `"1.2"`.
    package static func millions(_ value: Int) -> String {
        let tenths = value / 100_000
        return "\(tenths / 10).\(tenths % 10)"
    }
}
