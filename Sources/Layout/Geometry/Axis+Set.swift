import Graphics

extension Axis {
    /// A set of axes (SwiftUI's `Axis.Set`), e.g. `ViewThatFits(in: .horizontal)`, `ScrollView([.horizontal, .vertical])`.
    ///
    /// ```swift
    /// let axes: Axis.Set = [.horizontal, .vertical]
    /// axes.contains(.vertical)   // true
    /// ```
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits: one per axis.
        public var rawValue: Int8
        /// Creates a set from its raw bits.
        @inlinable public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The x axis.
        public static let horizontal = Set(rawValue: 1)
        /// The y axis.
        public static let vertical = Set(rawValue: 2)

        /// Whether the set holds `axis`.
        @inlinable public func contains(_ axis: Axis) -> Bool {
            contains(Set(rawValue: axis == .horizontal ? 1 : 2))
        }
    }
}
