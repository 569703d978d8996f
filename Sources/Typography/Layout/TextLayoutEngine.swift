// Text layout, SwiftUI's way (LAYOUT.md §2.3, WIDGETKIT.md §5.3):
//
// 1. Normalize the proposal: nil or ∞ width = ideal (unwrapped) size; 0 width reports width 0.
// 2. Shape the runs once (ParagraphShaper, cached per runs and scale).
// 3. Break lines greedily at the proposed width (LineBreaker).
// 4. Count the lines that may show: `lineLimit`, and the line boxes that fit the proposed height (≥ 1).
// 5. If lines are cut and `allowsTightening` is set, tighten letter spacing (up to `maximumTightening`,
//    bisection for the least that fits). If still cut and `minimumScaleFactor` < 1, shrink every font
//    uniformly: bisection between the factor and 1 for the largest scale at which nothing is cut and
//    nothing overflows (a lone cluster wider than the proposal, a first line taller than it); never
//    below the factor (at the factor, tightening is tried again).
// 6. Truncate the last visible line with an ellipsis if text is still cut (tail, head or middle).
// 7. Line boxes: height = ceilToPixel(max ascent + max descent) (1.19336 em for system fonts), baseline at
//    the line's max ascent; lines stacked with `lineSpacing`.
// 8. Size: width = widest line (trailing spaces hang) rounded up to the pixel grid and capped by the
//    proposal; height = sum of line boxes. Lines are aligned inside that width (multilineTextAlignment;
//    leading is the right edge in a right-to-left layout direction).
// 9. Glyphs of each line in visual order: bidi levels reordered by UAX #9 L1–L2 (BidiReordering).
// Finished layouts are cached per (runs, style, normalized proposal, scale), beside the shaped paragraphs.
import Graphics
import Synchronization

/// Measures and lays out text; the seam the layout engine calls through (with a `LeafLayout` adapter).
///
/// ```swift
/// let engine = TextLayoutEngine(registry: try FontRegistry.bundled())
/// let layout = try engine.layout([TextRun("Hello, world", font: .headline)],
///                                proposedWidth: 120, displayScale: 3)
/// print(layout.size, layout.firstBaseline)
/// ```
///
/// The engine keeps bounded caches of shaped paragraphs (stacks ask the same text for several
/// proposals) and of finished layouts (a gallery asks the same proposals in every mode); it is safe to use
/// from many threads at once.
public final class TextLayoutEngine: Sendable {
    /// The fonts text is set in.
    public let registry: FontRegistry
    private let cacheCapacity: Int
    private let cache = Mutex(ShapeCache())

    private let cacheGraphemeCapacity: Int

    /// The default for the most grapheme clusters the shaped-paragraph cache holds: 1 Mi, about 110 bytes
    /// each, so ~110 MB. Bounded by clusters, not entries: a long paragraph shaped again at every scale
    /// `minimumScaleFactor` tries is about 2 MB per entry (docs/limits.md).
    public static let defaultCacheGraphemeCapacity = 1 << 20

    private struct ShapeCache {
        var paragraphs: [ShapeKey: ShapedParagraph] = [:]
        var graphemes = 0
        /// Finished layouts: a gallery lays the same text out for the same proposal in every mode and scheme,
        /// and a layout is a pure function of its key, so a re-render skips line building too.
        var layouts: [LayoutKey: TextLayout] = [:]
        /// UTF-8 bytes of the text of the cached layouts (bounded like `graphemes`).
        var layoutBytes = 0
    }

    private struct LayoutKey: Hashable {
        var runs: [TextRun]
        var style: ParagraphStyle
        var widthLimit: Double?
        var heightLimit: Double?
        var pixelScale: Double
    }

    private struct ShapeKey: Hashable {
        var runs: [TextRun]
        var scale: Double
        var direction: LayoutDirection
    }

    /// Creates an engine over `registry`, caching up to `cacheCapacity` shaped paragraphs holding up to
    /// `cacheGraphemeCapacity` grapheme clusters in all.
    public init(registry: FontRegistry, cacheCapacity: Int = 256,
                cacheGraphemeCapacity: Int = TextLayoutEngine.defaultCacheGraphemeCapacity) {
        self.registry = registry
        self.cacheCapacity = max(0, cacheCapacity)
        self.cacheGraphemeCapacity = max(0, cacheGraphemeCapacity)
    }

    /// Lays out one string in one font.
    public func layout(_ string: String, font: Font = .body, style: ParagraphStyle = ParagraphStyle(),
                       proposedWidth: Double?, proposedHeight: Double? = nil,
                       displayScale: Double = 1) throws(TypographyError) -> TextLayout {
        try layout([TextRun(string, font: font)], style: style, proposedWidth: proposedWidth,
                   proposedHeight: proposedHeight, displayScale: displayScale)
    }

    /// Lays out styled runs as one paragraph for a proposal (nil = ideal size) at `displayScale`.
    public func layout(_ runs: [TextRun], style: ParagraphStyle = ParagraphStyle(), proposedWidth: Double?,
                       proposedHeight: Double? = nil, displayScale: Double = 1) throws(TypographyError) -> TextLayout {
        // Step 1.
        let pixelScale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        let widthLimit: Double? = proposedWidth.flatMap { $0.isFinite ? max(0, $0) : nil }
        let heightLimit: Double? = proposedHeight.flatMap { $0.isFinite ? max(0, $0) : nil }
        guard runs.contains(where: { !$0.string.isEmpty }) else { return .empty }
        let key = LayoutKey(runs: runs, style: style, widthLimit: widthLimit, heightLimit: heightLimit,
                            pixelScale: pixelScale)
        if cacheCapacity > 0, let cached = cache.withLock({ $0.layouts[key] }) { return cached }
        let layout = try lay(runs, LineContext(style: style, widthLimit: widthLimit, heightLimit: heightLimit,
                                               pixelScale: pixelScale))
        if cacheCapacity > 0 {
            let bytes = runs.reduce(0) { $0 + $1.string.utf8.count }
            cache.withLock { cache in
                // Bounded: start over when full (results never depend on what is cached).
                if cache.layouts.count >= cacheCapacity || cache.layoutBytes + bytes > cacheGraphemeCapacity {
                    cache.layouts.removeAll(keepingCapacity: true)
                    cache.layoutBytes = 0
                }
                if cache.layouts.updateValue(layout, forKey: key) == nil { cache.layoutBytes += bytes }
            }
        }
        return layout
    }

    /// Steps 2–8 of `layout` for `runs` (not empty) under `context`.
    private func lay(_ runs: [TextRun], _ context: LineContext) throws(TypographyError) -> TextLayout {
        let style = context.style

        // Steps 2–4.
        var attempt = try self.attempt(runs, scale: 1, context)
        // Step 5.
        if !attempt.fits, style.allowsTightening, let tight = try tightened(runs, scale: 1, context) {
            attempt = tight
        }
        let floor = style.minimumScaleFactor.isFinite ? min(1, max(0.01, style.minimumScaleFactor)) : 1
        if !attempt.fitsEntirely, floor < 1 {
            let atFloor = try self.attempt(runs, scale: floor, context)
            if atFloor.fitsEntirely {
                var low = atFloor, highScale = 1.0
                for _ in 0..<8 {
                    let middle = (low.scale + highScale) / 2
                    let trial = try self.attempt(runs, scale: middle, context)
                    if trial.fitsEntirely { low = trial } else { highScale = middle }
                }
                attempt = low
            } else if style.allowsTightening, let tight = try tightened(runs, scale: floor, context) {
                attempt = tight
            } else {
                attempt = atFloor
            }
        }
        // Steps 6–8.
        return build(attempt, context)
    }

    /// What layout needs besides the text.
    struct LineContext {
        var style: ParagraphStyle
        var widthLimit: Double?
        var heightLimit: Double?
        var pixelScale: Double
    }

    /// The paragraph broken into lines at one scale.
    struct Attempt {
        var scale: Double
        var paragraph: ShapedParagraph
        var lines: [Range<Int>]
        var boxes: [LineBox]
        var visibleCount: Int
        /// A single cluster wider than the proposed width, or one line taller than the proposed height:
        /// shown anyway (overflowing its frame), but a reason to shrink, as SwiftUI shrinks a one-glyph
        /// `Text` at 500 pt into a 50-pt frame under `minimumScaleFactor`.
        var overflows: Bool
        /// Every line shows (nothing truncated); a line may still overflow.
        var fits: Bool { visibleCount >= lines.count }
        /// Every line shows and none overflows the proposal.
        var fitsEntirely: Bool { fits && !overflows }
    }

    /// The most letter spacing `allowsTightening` may remove, in em per character ([C]: UIKit's amount is
    /// not documented; 5 % of the size is enough to save a few characters and stays legible).
    public static let maximumTightening = 0.05

    /// The attempt at `scale` with the least tightening that makes everything fit, or nil if even the
    /// maximum does not.
    private func tightened(_ runs: [TextRun], scale: Double, _ context: LineContext) throws(TypographyError) -> Attempt? {
        let loosest = try attempt(runs, scale: scale, tightening: Self.maximumTightening, context)
        guard loosest.fits else { return nil }
        var best = loosest
        var low = 0.0, high = Self.maximumTightening
        for _ in 0..<6 {
            let middle = (low + high) / 2
            let trial = try attempt(runs, scale: scale, tightening: middle, context)
            if trial.fits { best = trial; high = middle } else { low = middle }
        }
        return best
    }

    private func attempt(_ runs: [TextRun], scale: Double, tightening: Double = 0,
                         _ context: LineContext) throws(TypographyError) -> Attempt {
        var paragraph = try shaped(runs, scale: scale, direction: context.style.layoutDirection)
        if tightening > 0 { paragraph.tighten(byEm: tightening) }
        let lines = LineBreaker.lines(of: paragraph, maxWidth: context.widthLimit)
        let boxes = lines.map { LineBox.of($0, in: paragraph, pixelScale: context.pixelScale) }
        var visible = min(lines.count, max(1, context.style.lineLimit ?? Int.max))
        if let heightLimit = context.heightLimit {
            var used = 0.0
            var fitting = 0
            for (i, box) in boxes.enumerated() {
                used += box.height + (i > 0 ? context.style.lineSpacing : 0)
                if used > heightLimit + LineBreaker.widthEpsilon { break }
                fitting += 1
            }
            visible = min(visible, max(1, fitting))
        }
        // Only a text that may shrink asks whether it overflows (the plain layout stays one pass over the lines).
        var overflows = false
        let mayShrink = context.style.minimumScaleFactor.isFinite && context.style.minimumScaleFactor < 1
        if mayShrink, let widthLimit = context.widthLimit {
            overflows = lines.prefix(visible).contains {
                paragraph.width(of: paragraph.trimmingTrailingSpace($0))
                    > widthLimit + LineBreaker.widthEpsilon
            }
        }
        if mayShrink, let heightLimit = context.heightLimit, let first = boxes.first,
           first.height > heightLimit + LineBreaker.widthEpsilon {
            overflows = true
        }
        return Attempt(scale: scale, paragraph: paragraph, lines: lines, boxes: boxes, visibleCount: visible,
                       overflows: overflows)
    }

    /// Paragraphs and grapheme clusters in the shaped-paragraph cache.
    var cacheOccupancy: (paragraphs: Int, graphemes: Int) {
        cache.withLock { ($0.paragraphs.count, $0.graphemes) }
    }

    /// Layouts and their text's UTF-8 bytes in the finished-layout cache.
    var layoutCacheOccupancy: (layouts: Int, bytes: Int) {
        cache.withLock { ($0.layouts.count, $0.layoutBytes) }
    }

    /// The shaped paragraph for `runs` at `scale` with `direction` as the default base direction, from the
    /// cache when possible.
    private func shaped(_ runs: [TextRun], scale: Double,
                        direction: LayoutDirection) throws(TypographyError) -> ShapedParagraph {
        let key = ShapeKey(runs: runs, scale: scale, direction: direction)
        if let cached = cache.withLock({ $0.paragraphs[key] }) { return cached }
        var fonts: [ResolvedFont] = []
        fonts.reserveCapacity(runs.count)
        for run in runs { fonts.append(try registry.resolve(run.font, scale: scale)) }
        let paragraph = try ParagraphShaper.shape(runs, fonts: fonts, scale: scale, registry: registry,
                                                  direction: direction)
        if cacheCapacity > 0 {
            cache.withLock { cache in
                // Bounded: start over when full (results never depend on what is cached).
                if cache.paragraphs.count >= cacheCapacity || cache.graphemes + paragraph.count > cacheGraphemeCapacity {
                    cache.paragraphs.removeAll(keepingCapacity: true)
                    cache.graphemes = 0
                }
                if cache.paragraphs.updateValue(paragraph, forKey: key) == nil { cache.graphemes += paragraph.count }
            }
        }
        return paragraph
    }
}

/// Rounds up to the device pixel grid.
func ceilToPixel(_ value: Double, _ pixelScale: Double) -> Double {
    (value * pixelScale - 1e-9).rounded(.up) / pixelScale
}
