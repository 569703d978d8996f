import Graphics

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
    /// The Dynamic Type size text below is drawn at (SwiftUI's `dynamicTypeSize`); `.large`, iOS's default.
    /// Text styles take their size from the HIG table at this size (`Font.TextStyle.pointSize(at:)`).
    ///
    /// ```swift
    /// @Environment(\.dynamicTypeSize) var typeSize
    /// var body: some View { typeSize.isAccessibilitySize ? AnyView(VStack { … }) : AnyView(HStack { … }) }
    /// ```
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}
