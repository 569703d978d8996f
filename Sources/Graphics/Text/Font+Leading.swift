extension Font {
    /// Line spacing variants of a font (`Font.leading(_:)`).
    public enum Leading: String, Hashable, Sendable, CaseIterable {
        /// The font's default line spacing.
        case standard
        /// 2 pt less per line on iOS (WIDGETKIT.md §5.1).
        case tight
        /// 2 pt more per line on iOS (WIDGETKIT.md §5.1).
        case loose

        /// Points added to each line's height on iOS.
        public var lineHeightDelta: Double {
            switch self {
            case .standard: return 0
            case .tight: return -2
            case .loose: return 2
            }
        }
    }
}
