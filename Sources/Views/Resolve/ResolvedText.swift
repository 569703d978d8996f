import Graphics

/// A resolved `Text`: runs of characters with their fonts, the paragraph style, and how each run is
/// painted. Everything the environment contributed (font, colours, line limit …) is already applied.
///
/// `TextRun.styleIndex` indexes ``styles``; concatenated texts (`Text("a").bold() + Text("b")`)
/// keep one run per piece, so they lay out as one paragraph with per-run fonts and paints.
public struct ResolvedText: Hashable, Sendable, CustomStringConvertible {
    /// The runs, in reading order.
    public var runs: [TextRun]
    /// Line limit, alignment, truncation, line spacing, minimum scale factor.
    public var paragraph: ParagraphStyle
    /// How the runs are painted, indexed by `TextRun.styleIndex`.
    public var styles: [ResolvedTextStyle]

    /// Creates a resolved text.
    public init(runs: [TextRun], paragraph: ParagraphStyle = ParagraphStyle(), styles: [ResolvedTextStyle]) {
        self.runs = runs
        self.paragraph = paragraph
        self.styles = styles
    }

    /// All characters, runs joined.
    public var string: String { runs.map(\.string).joined() }

    /// The style of `run` (a clear paint when its index is out of range).
    public func style(of run: TextRun) -> ResolvedTextStyle {
        styles.indices.contains(run.styleIndex) ? styles[run.styleIndex] : ResolvedTextStyle(paint: .clear)
    }

    public var description: String {
        runs.map { run in
            "\"\(run.string)\" \(Self.describe(run.font)) \(style(of: run))"
        }.joined(separator: " + ")
    }

    static func describe(_ font: Font) -> String {
        var text = "\(formatNumber(font.requestedPointSize))pt \(font.resolvedWeight)"
        if font.resolvedDesign != .default { text += " \(font.resolvedDesign)" }
        if font.isItalic { text += " italic" }
        if font.isMonospacedDigit { text += " tnum" }
        return text
    }
}

/// How one run of a text is painted.
public struct ResolvedTextStyle: Hashable, Sendable, CustomStringConvertible {
    /// The glyph paint; a gradient spans the Text node's frame.
    public var paint: ResolvedPaint
    /// The underline, if any.
    public var underline: TextDecoration?
    /// The strike-through line, if any.
    public var strikethrough: TextDecoration?
    /// Points the glyphs are raised above the baseline (`baselineOffset(_:)`).
    public var baselineOffset: Double

    /// Creates a run style.
    public init(paint: ResolvedPaint, underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil,
                baselineOffset: Double = 0) {
        self.paint = paint
        self.underline = underline
        self.strikethrough = strikethrough
        self.baselineOffset = baselineOffset
    }

    public var description: String {
        var text = paint.description
        if underline != nil { text += " underline" }
        if strikethrough != nil { text += " strikethrough" }
        if baselineOffset != 0 { text += " baseline \(formatNumber(baselineOffset))" }
        return text
    }
}

/// A line drawn under or through a run (`underline(_:color:)`, `strikethrough(_:color:)`).
public struct TextDecoration: Hashable, Sendable {
    /// The line's paint; the run's paint when the modifier gave no colour.
    public var paint: ResolvedPaint

    /// Creates a decoration.
    public init(paint: ResolvedPaint) {
        self.paint = paint
    }
}
