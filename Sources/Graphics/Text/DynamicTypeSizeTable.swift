// Point sizes of the iOS text styles at every Dynamic Type size.
//
// Source: Apple Human Interface Guidelines, "Typography" → "Specifications" → "iOS, iPadOS Dynamic Type
// sizes" (the xSmall … xxxLarge tables and the "Larger accessibility type sizes" table; WIDGETKIT.md §5.1
// and S34 give the Large column). The standard columns agree with UIFont.preferredFont(forTextStyle:)
// measured in the iOS 8.4 simulator for headline, subheadline, body, footnote, caption 1 and 2; that
// measurement predates the accessibility sizes of the other styles, so the HIG is the authority here.
// Kept as data: one row per text style, one column per size, smallest size first.

extension Font.TextStyle {
    /// The style's point sizes at `DynamicTypeSize.allCases`, in that order (HIG, see the file header).
    public var pointSizesByDynamicTypeSize: [Double] {
        switch self {
        //                   xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        case .largeTitle:   return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title:        return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2:       return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3:       return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline:     return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body:         return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout:      return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline:  return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote:     return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption:      return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2:     return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style's point size at a Dynamic Type size.
    ///
    /// ```swift
    /// Font.TextStyle.body.pointSize(at: .xSmall)          // 14
    /// Font.TextStyle.largeTitle.pointSize(at: .accessibility5)  // 60
    /// ```
    public func pointSize(at size: DynamicTypeSize) -> Double {
        let sizes = pointSizesByDynamicTypeSize
        return size.rawValue < sizes.count ? sizes[size.rawValue] : pointSize
    }

    /// How much a value that scales with this style grows at `size` relative to Large (iOS's default):
    /// the style's point size at `size` over its size at Large. `Font.custom(_:size:relativeTo:)` and
    /// `@ScaledMetric` scale by it.
    public func scaleFactor(at size: DynamicTypeSize) -> Double {
        pointSize(at: size) / pointSize(at: .large)
    }
}
