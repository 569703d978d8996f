import Graphics

extension View {
    /// The font of text below (a text's own `.font` wins).
    ///
    /// ```swift
    /// VStack { Text("A"); Text("B") }.font(.caption)
    /// ```
    public func font(_ font: Font?) -> some View {
        environmentModifier { $0.font = font }
    }

    /// Bold (the emphasized weight) for text below.
    public func bold(_ isActive: Bool = true) -> some View {
        environmentModifier { environment in
            if isActive { environment.textAttributes.weight = .bold }
        }
    }

    /// Italic for text below.
    public func italic(_ isActive: Bool = true) -> some View {
        environmentModifier { $0.textAttributes.isItalic = isActive }
    }

    /// A font weight for text below.
    ///
    /// ```swift
    /// HStack { Text("12"); Text("min") }.fontWeight(.semibold)
    /// ```
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environmentModifier { environment in
            environment.textAttributes.weight = weight.map { .weight($0) }
        }
    }

    /// A font design for text below.
    ///
    /// ```swift
    /// VStack { … }.fontDesign(.rounded)
    /// ```
    public func fontDesign(_ design: Font.Design?) -> some View {
        environmentModifier { $0.textAttributes.design = design }
    }

    /// Fixed-width digits for text below.
    public func monospacedDigit() -> some View {
        environmentModifier { $0.textAttributes.isMonospacedDigit = true }
    }

    /// The fixed-width design for text below.
    public func monospaced(_ isActive: Bool = true) -> some View {
        environmentModifier { $0.textAttributes.isMonospaced = isActive }
    }
}

extension View {
    /// Extra points after each character of text below (a text's own tracking wins).
    ///
    /// ```swift
    /// Text("days left").textCase(.uppercase).kerning(1.2)
    /// ```
    public func tracking(_ tracking: Double) -> some View {
        environmentModifier { $0.textAttributes.tracking = tracking }
    }

    /// Extra points between characters of text below (drawn as tracking).
    public func kerning(_ kerning: Double) -> some View {
        environmentModifier { $0.textAttributes.tracking = kerning }
    }

    /// Raises the glyphs of text below by `offset` points.
    public func baselineOffset(_ offset: Double) -> some View {
        environmentModifier { $0.textAttributes.baselineOffset = offset }
    }
}
