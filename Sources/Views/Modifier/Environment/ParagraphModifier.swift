import Graphics

extension View {
    /// The most lines text below may use (nil: no limit).
    ///
    /// ```swift
    /// Text(headline).lineLimit(1)
    /// ```
    public func lineLimit(_ number: Int?) -> some View {
        environmentModifier { $0.lineLimit = number.map { Swift.max($0, 1) } }
    }

    /// How lines of multi-line text below align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environmentModifier { $0.multilineTextAlignment = alignment }
    }

    /// How far text below may shrink to fit before truncating (0…1).
    ///
    /// ```swift
    /// Text("1 234 567").font(.largeTitle).minimumScaleFactor(0.5)
    /// ```
    public func minimumScaleFactor(_ factor: Double) -> some View {
        environmentModifier { $0.minimumScaleFactor = factor.isNaN ? 1 : Swift.min(Swift.max(factor, 0.01), 1) }
    }

    /// Where text below is cut when it does not fit.
    public func truncationMode(_ mode: TruncationMode) -> some View {
        environmentModifier { $0.truncationMode = mode }
    }

    /// Extra points between lines of text below.
    public func lineSpacing(_ spacing: Double) -> some View {
        environmentModifier { $0.lineSpacing = spacing.isFinite ? spacing : 0 }
    }

    /// Whether text below may tighten letter spacing before truncating.
    public func allowsTightening(_ flag: Bool) -> some View {
        environmentModifier { $0.allowsTightening = flag }
    }

    /// Transforms the case of text below (nil: as written).
    ///
    /// ```swift
    /// Text("Mon").textCase(.uppercase)
    /// ```
    public func textCase(_ textCase: Text.Case?) -> some View {
        environmentModifier { $0.textCase = textCase }
    }
}
