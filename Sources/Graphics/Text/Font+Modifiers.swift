/// SwiftUI's font modifiers: each returns a modified copy, so they chain (`Font.body.bold().italic()`).
extension Font {
    /// The font with its emphasized weight: a text style's emphasized weight (WIDGETKIT.md §5.1),
    /// `.bold` for a fixed-size font. Clears an earlier `.weight(_:)`: the last of the two wins.
    public func bold() -> Font {
        var copy = self
        copy.isBold = true
        copy.weightOverride = nil
        return copy
    }

    /// The font with an italic (oblique) slant.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The font with the given weight. Clears an earlier `.bold()`: the last of the two wins.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weightOverride = weight
        copy.isBold = false
        return copy
    }

    /// The font with fixed-width (tabular) digits; other characters are unchanged.
    public func monospacedDigit() -> Font {
        var copy = self
        copy.isMonospacedDigit = true
        return copy
    }

    /// The fixed-width variant of the font (the `.monospaced` design).
    public func monospaced() -> Font {
        var copy = self
        copy.isMonospaced = true
        return copy
    }

    /// The font with tighter or looser line spacing (∓2 pt per line on iOS, WIDGETKIT.md §5.1).
    public func leading(_ leading: Leading) -> Font {
        var copy = self
        copy.leading = leading
        return copy
    }
}

extension Font {
    /// The point size asked for at the font's ``dynamicTypeSize``, before any substitute-font factor: a text
    /// style's size from the HIG table; a custom font's size times its `relativeTo` style's growth over
    /// Large; a fixed `Font.system(size:)` or `Font.custom(_:fixedSize:)` unchanged.
    public var requestedPointSize: Double {
        switch base {
        case .system(let size, _, _): return size
        case .textStyle(let style, _, _): return style.pointSize(at: dynamicTypeSize)
        case .custom(_, let size, let style?): return size * style.scaleFactor(at: dynamicTypeSize)
        case .custom(_, let size, nil): return size
        }
    }

    /// The font sized for a Dynamic Type size (see ``dynamicTypeSize``).
    ///
    /// ```swift
    /// Font.body.sized(for: .accessibility3).requestedPointSize  // 40
    /// ```
    public func sized(for size: DynamicTypeSize) -> Font {
        var copy = self
        copy.dynamicTypeSize = size
        return copy
    }

    /// The weight after modifiers: `.weight(_:)`, then `.bold()`, then the base weight, then `.regular`.
    public var resolvedWeight: Weight {
        if let weightOverride { return weightOverride }
        switch base {
        case .system(_, let weight, _):
            if isBold { return .bold }
            return weight ?? .regular
        case .textStyle(let style, _, let weight):
            if isBold { return style.emphasizedWeight }
            return weight ?? style.weight
        case .custom:
            return isBold ? .bold : .regular
        }
    }

    /// The design after modifiers (`.monospaced()` wins); `.default` for custom fonts.
    public var resolvedDesign: Design {
        if isMonospaced { return .monospaced }
        switch base {
        case .system(_, _, let design): return design ?? .default
        case .textStyle(_, let design, _): return design ?? .default
        case .custom: return .default
        }
    }

    /// The user font name, for `.custom` fonts.
    public var customName: String? {
        if case .custom(let name, _, _) = base { return name }
        return nil
    }

    /// The text style the font scales with, if any.
    public var textStyle: TextStyle? {
        switch base {
        case .system: return nil
        case .textStyle(let style, _, _): return style
        case .custom(_, _, let style): return style
        }
    }
}
