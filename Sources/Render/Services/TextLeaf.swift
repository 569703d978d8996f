// A Text as a layout leaf: its size, spacing category and baselines come from Typography's layout
// engine at the proposal the layout engine asks about (LAYOUT.md §2.3: nil width = ideal, unwrapped
// size; a finite width wraps; the height limits the visible lines).
import Graphics
import Layout
import Typography
import Views

/// Measures one resolved `Text` for the layout engine through ``TextLayoutEngine``.
///
/// A typography failure (a missing custom font) measures as zero here; the display-list builder lays
/// the same text out again and reports the error, so it is never silently lost.
struct TextLeaf: LeafLayout {
    let runs: [TextRun]
    let style: ParagraphStyle
    let engine: TextLayoutEngine
    let displayScale: Double
    let spacing: LeafSpacing

    init(text: ResolvedText, engine: TextLayoutEngine, displayScale: Double) {
        runs = text.runs
        style = text.paragraph
        self.engine = engine
        self.displayScale = displayScale
        // VStack spacing uses the first run's font metrics (our choice for mixed fonts).
        if let first = text.runs.first, let font = try? engine.registry.resolve(first.font) {
            spacing = .text(TextSpacingMetrics(ascent: font.ascent, descent: font.descent, leading: 0))
        } else {
            spacing = .standard
        }
    }

    /// The paragraph laid out for `proposal`.
    func layout(_ proposal: ProposedSize) -> TextLayout? {
        try? engine.layout(runs, style: style, proposedWidth: proposal.width, proposedHeight: proposal.height,
                           displayScale: displayScale)
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        layout(proposal)?.size ?? .zero
    }

    func firstBaseline(in size: Size) -> Double? {
        layout(ProposedSize(width: size.width, height: size.height))?.firstBaseline
    }

    func lastBaseline(in size: Size) -> Double? {
        layout(ProposedSize(width: size.width, height: size.height))?.lastBaseline
    }
}
