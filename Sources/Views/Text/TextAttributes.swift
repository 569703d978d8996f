import Graphics

/// The attributes text modifiers set on a run, or (in the environment) on every text below a view.
/// Unset attributes are nil; the innermost setting wins (`inherit(from:)` fills only nil ones).
struct TextAttributes: Sendable {
    /// A weight choice: `.bold()` or `.fontWeight(_:)`, whichever is innermost.
    enum Weight: Sendable {
        case bold
        case weight(Font.Weight)
    }

    /// An underline or strike-through choice.
    struct Decoration: Sendable {
        var isActive: Bool
        var color: Color?
    }

    var font: Font?
    var weight: Weight?
    var isItalic: Bool?
    var design: Font.Design?
    var isMonospacedDigit: Bool?
    var isMonospaced: Bool?
    var foregroundStyle: AnyShapeStyle?
    var tracking: Double?
    var baselineOffset: Double?
    var underline: Decoration?
    var strikethrough: Decoration?

    /// Fills every unset attribute from `outer`.
    mutating func inherit(from outer: TextAttributes) {
        font = font ?? outer.font
        weight = weight ?? outer.weight
        isItalic = isItalic ?? outer.isItalic
        design = design ?? outer.design
        isMonospacedDigit = isMonospacedDigit ?? outer.isMonospacedDigit
        isMonospaced = isMonospaced ?? outer.isMonospaced
        foregroundStyle = foregroundStyle ?? outer.foregroundStyle
        tracking = tracking ?? outer.tracking
        baselineOffset = baselineOffset ?? outer.baselineOffset
        underline = underline ?? outer.underline
        strikethrough = strikethrough ?? outer.strikethrough
    }

    /// The run's font: its own or `base`, with the design, weight and traits applied.
    func resolvedFont(base: Font) -> Font {
        var font = self.font ?? base
        if let design { font = font.withDesign(design) }
        switch weight {
        case .bold?: font = font.bold()
        case .weight(let value)?: font = font.weight(value)
        case nil: break
        }
        if isItalic == true { font = font.italic() }
        if isMonospacedDigit == true { font = font.monospacedDigit() }
        if isMonospaced == true { font = font.monospaced() }
        return font
    }
}

extension Font {
    /// The font with its design replaced (`fontDesign(_:)`); custom fonts keep theirs.
    func withDesign(_ design: Font.Design) -> Font {
        var copy = self
        switch base {
        case let .system(size, weight, _): copy.base = .system(size: size, weight: weight, design: design)
        case let .textStyle(style, _, weight): copy.base = .textStyle(style, design: design, weight: weight)
        case .custom: break
        }
        return copy
    }
}
