extension Font {
    /// A font design, SwiftUI's four system designs.
    public enum Design: String, Hashable, Sendable, CaseIterable {
        /// SF Pro (the substitute is Inter).
        case `default`
        /// New York (the substitute is a bundled serif face).
        case serif
        /// SF Pro Rounded (the substitute is a bundled rounded face, or the default design).
        case rounded
        /// SF Mono (the substitute is JetBrains Mono).
        case monospaced
    }
}
