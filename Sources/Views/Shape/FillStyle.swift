import Graphics

/// How a shape is filled (SwiftUI's `FillStyle`).
///
/// ```swift
/// ring.fill(.blue, style: FillStyle(eoFill: true))
/// ```
public struct FillStyle: Hashable, Sendable {
    /// True for the even-odd rule, false for non-zero winding.
    public var isEOFilled: Bool
    /// Whether edges are smoothed (kept for API compatibility; Render always antialiases).
    public var isAntialiased: Bool

    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }

    /// The fill rule.
    var rule: FillRule { isEOFilled ? .evenOdd : .nonZero }
}
