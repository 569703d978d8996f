import Graphics

/// Modifiers that return `Text`, so styled pieces can be joined with `+`. Each applies to the runs
/// that do not set the attribute themselves.
extension Text {
    /// The font (`nil` leaves the environment's font).
    ///
    /// ```swift
    /// Text("72°").font(.system(size: 44, weight: .semibold, design: .rounded))
    /// ```
    public func font(_ font: Font?) -> Text {
        modified { $0.font = font }
    }

    /// The font's emphasized weight (`.bold` for fixed sizes).
    public func bold(_ isActive: Bool = true) -> Text {
        isActive ? modified { $0.weight = .bold } : self
    }

    /// A font weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        return modified { $0.weight = .weight(weight) }
    }

    /// Italic.
    public func italic(_ isActive: Bool = true) -> Text {
        modified { $0.isItalic = isActive }
    }

    /// A font design (`.rounded`, `.serif`, `.monospaced`).
    public func fontDesign(_ design: Font.Design?) -> Text {
        guard let design else { return self }
        return modified { $0.design = design }
    }

    /// Fixed-width digits (tabular figures).
    public func monospacedDigit() -> Text {
        modified { $0.isMonospacedDigit = true }
    }

    /// The fixed-width design.
    public func monospaced(_ isActive: Bool = true) -> Text {
        modified { $0.isMonospaced = isActive }
    }

    /// The colour of the text.
    ///
    /// ```swift
    /// Text("Late").foregroundColor(.red)
    /// ```
    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return modified { $0.foregroundStyle = AnyShapeStyle(color) }
    }

    /// The style of the text (relative styles such as `.secondary` resolve against the foreground
    /// around the text).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        modified { $0.foregroundStyle = AnyShapeStyle(style) }
    }

    /// Extra points after each character, on top of the system tracking.
    public func tracking(_ tracking: Double) -> Text {
        modified { $0.tracking = tracking }
    }

    /// Extra points between characters (drawn as tracking).
    public func kerning(_ kerning: Double) -> Text {
        modified { $0.tracking = kerning }
    }

    /// Raises the glyphs by `offset` points.
    public func baselineOffset(_ offset: Double) -> Text {
        modified { $0.baselineOffset = offset }
    }

    /// Underlines the text (in `color`, or the text's colour).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        modified { $0.underline = TextAttributes.Decoration(isActive: isActive, color: color) }
    }

    /// Strikes the text through (in `color`, or the text's colour).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        modified { $0.strikethrough = TextAttributes.Decoration(isActive: isActive, color: color) }
    }
}
