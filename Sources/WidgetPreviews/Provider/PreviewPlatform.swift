import Views

/// A platform for previews: SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Hashable, Sendable {
    /// iOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
}
