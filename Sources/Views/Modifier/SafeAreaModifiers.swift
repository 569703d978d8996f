import Layout

/// The regions a view may extend into (SwiftUI's `SafeAreaRegions`).
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt8
    /// Creates a set from its raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The container's safe area.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The keyboard's safe area.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Extends the view into the safe area (accepted; a widget has no safe area, so nothing changes).
    ///
    /// ```swift
    /// Color.blue.ignoresSafeArea()
    /// ```
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }

    /// Extends the view into the safe area (accepted; a widget has no safe area, so nothing changes).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }
}
