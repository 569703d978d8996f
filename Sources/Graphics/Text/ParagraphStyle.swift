/// The paragraph-level modifiers of a SwiftUI `Text`: how lines wrap, align, truncate and shrink.
public struct ParagraphStyle: Hashable, Sendable {
    /// The maximum number of lines (`.lineLimit(_:)`); `nil` means no limit.
    public var lineLimit: Int?
    /// Alignment of lines against each other (`.multilineTextAlignment(_:)`).
    public var alignment: TextAlignment
    /// Where the ellipsis goes when text does not fit (`.truncationMode(_:)`).
    public var truncationMode: TruncationMode
    /// Extra points between lines (`.lineSpacing(_:)`).
    public var lineSpacing: Double
    /// The smallest factor the text may shrink by to fit before truncating (`.minimumScaleFactor(_:)`),
    /// in 0…1; 1 means never shrink.
    public var minimumScaleFactor: Double
    /// Whether letter spacing may tighten slightly to avoid truncation (`.allowsTightening(_:)`).
    public var allowsTightening: Bool
    /// The environment's layout direction: `leading` alignment is the right edge in right to left, and a
    /// paragraph without strong characters takes it as its base direction (otherwise the first strong
    /// character decides, UAX #9 P2–P3).
    public var layoutDirection: LayoutDirection

    /// Creates a paragraph style; the defaults are SwiftUI's.
    public init(lineLimit: Int? = nil, alignment: TextAlignment = .leading, truncationMode: TruncationMode = .tail,
                lineSpacing: Double = 0, minimumScaleFactor: Double = 1, allowsTightening: Bool = false,
                layoutDirection: LayoutDirection = .leftToRight) {
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.truncationMode = truncationMode
        self.lineSpacing = lineSpacing
        self.minimumScaleFactor = minimumScaleFactor
        self.allowsTightening = allowsTightening
        self.layoutDirection = layoutDirection
    }
}
