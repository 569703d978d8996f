import Graphics

extension View {
    /// Sets the Dynamic Type size of the views below (SwiftUI's `dynamicTypeSize(_:)` with a size).
    ///
    /// ```swift
    /// Text("Rain").dynamicTypeSize(.xxLarge)
    /// ```
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environmentModifier { $0.dynamicTypeSize = size }
    }

    /// Limits the Dynamic Type size of the views below to a range: a size outside it becomes the nearest
    /// bound, as SwiftUI clamps (`.large ... .accessibility2`, `...DynamicTypeSize.xxxLarge`,
    /// `DynamicTypeSize.xLarge...`, `.small ..< .large`).
    ///
    /// ```swift
    /// Text("72°").font(.largeTitle).dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    /// ```
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        let bounds = DynamicTypeSize.closedBounds(of: range)
        return environmentModifier { environment in
            if let bounds { environment.dynamicTypeSize = environment.dynamicTypeSize.clamped(to: bounds) }
        }
    }
}

extension DynamicTypeSize {
    /// The sizes a range expression contains, as a closed range; nil when it contains none
    /// (`.large ..< .large`), in which case SwiftUI's modifier leaves the size alone [C].
    static func closedBounds<T: RangeExpression>(of range: T) -> ClosedRange<DynamicTypeSize>?
    where T.Bound == DynamicTypeSize {
        let contained = DynamicTypeSize.allCases.filter { range.contains($0) }
        guard let first = contained.first, let last = contained.last else { return nil }
        return first...last
    }
}
