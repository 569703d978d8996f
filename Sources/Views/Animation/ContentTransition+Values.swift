extension ContentTransition {
    /// Rolling digits that count in the direction `value` changes (iOS 17); ignored by a static render.
    ///
    /// ```swift
    /// Text("\(entry.count)").contentTransition(.numericText(value: Double(entry.count)))
    /// ```
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(name: "numericText")
    }

    /// The symbol effect of an `Image(systemName:)` replacing another (iOS 17); ignored by a static render.
    public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
}
