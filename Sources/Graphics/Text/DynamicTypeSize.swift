/// A Dynamic Type size, SwiftUI's `DynamicTypeSize`: the person's text-size setting, from `xSmall` to
/// `accessibility5`. `large` is iOS's default.
///
/// Sizes are ordered (`.large < .xLarge`), so ranges clamp them as SwiftUI's `.dynamicTypeSize(_:)` does:
///
/// ```swift
/// Text("Rain").font(.body)
///     .dynamicTypeSize(...DynamicTypeSize.xxxLarge)   // no accessibility sizes here
/// Font.TextStyle.body.pointSize(at: .accessibility5)  // 53
/// ```
public enum DynamicTypeSize: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// An extra small size.
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// A large size: iOS's default.
    case large
    /// An extra large size.
    case xLarge
    /// An extra extra large size.
    case xxLarge
    /// An extra extra extra large size: the largest of the standard sizes.
    case xxxLarge
    /// The first accessibility size (AX1).
    case accessibility1
    /// The second accessibility size (AX2).
    case accessibility2
    /// The third accessibility size (AX3).
    case accessibility3
    /// The fourth accessibility size (AX4).
    case accessibility4
    /// The fifth and largest accessibility size (AX5).
    case accessibility5

    /// True for the five accessibility sizes (AX1 … AX5), as SwiftUI's `isAccessibilitySize`.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Orders sizes from smallest to largest.
    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The name used on the command line, in documents and in file names: `xSmall` … `xxxLarge`,
    /// `AX1` … `AX5`.
    public var name: String {
        switch self {
        case .xSmall: return "xSmall"
        case .small: return "small"
        case .medium: return "medium"
        case .large: return "large"
        case .xLarge: return "xLarge"
        case .xxLarge: return "xxLarge"
        case .xxxLarge: return "xxxLarge"
        case .accessibility1: return "AX1"
        case .accessibility2: return "AX2"
        case .accessibility3: return "AX3"
        case .accessibility4: return "AX4"
        case .accessibility5: return "AX5"
        }
    }

    /// Parses a size by its ``name``, its Swift case name (`accessibility3`) or a SwiftUI-style spelling
    /// with a leading dot (`.xLarge`); case-insensitive. Nil for anything else.
    ///
    /// ```swift
    /// DynamicTypeSize(name: "AX5")  // .accessibility5
    /// ```
    public init?(name: String) {
        var key = name.lowercased()
        if key.hasPrefix(".") { key.removeFirst() }
        for size in DynamicTypeSize.allCases
        where size.name.lowercased() == key || "\(size)".lowercased() == key {
            self = size
            return
        }
        return nil
    }

    /// Every ``name``, smallest first, for help and error messages.
    public static var allNames: [String] { allCases.map(\.name) }

    /// The size clamped into `range` (SwiftUI's `.dynamicTypeSize(_:)` with a range).
    public func clamped(to range: ClosedRange<DynamicTypeSize>) -> DynamicTypeSize {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
