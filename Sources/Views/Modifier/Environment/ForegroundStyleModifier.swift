extension View {
    /// The style text, template images and bare shapes below are drawn in. Hierarchical styles
    /// (`.secondary` …) resolve against the foreground outside this modifier (WIDGETKIT.md §6.3).
    ///
    /// ```swift
    /// VStack { Text("Title"); Text("Detail").foregroundStyle(.secondary) }
    ///     .foregroundStyle(.white)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environmentModifier { environment in
            environment.foregroundStyle = AnyShapeStyle(
                BoundForegroundStyle(style: AnyShapeStyle(style), outer: environment.foregroundStyle))
        }
    }

    /// Explicit primary and secondary styles: `.secondary` below resolves to `secondary`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        leveledForegroundStyle([AnyShapeStyle(primary), AnyShapeStyle(secondary)])
    }

    /// Explicit primary, secondary and tertiary styles.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        leveledForegroundStyle([AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
    }

    /// The colour text and shapes below are drawn in (nil keeps the current style).
    ///
    /// ```swift
    /// Image(systemName: "flame.fill").foregroundColor(.orange)
    /// ```
    public func foregroundColor(_ color: Color?) -> some View {
        environmentModifier { environment in
            guard let color else { return }
            environment.foregroundStyle = AnyShapeStyle(color)
        }
    }

    private func leveledForegroundStyle(_ levels: [AnyShapeStyle]) -> some View {
        environmentModifier { environment in
            environment.foregroundStyle = AnyShapeStyle(BoundForegroundStyle(
                style: AnyShapeStyle(LeveledForegroundStyle(levels: levels)), outer: environment.foregroundStyle))
        }
    }
}
