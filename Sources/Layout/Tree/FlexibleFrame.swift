/// The constraints of `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// LAYOUT.md §6. Values are normalised when laid out (negative or NaN become nil; `min ≤ ideal ≤ max`).
public struct FlexibleFrame: Hashable, Sendable {
    /// The constraints along one axis.
    public struct Dimension: Hashable, Sendable {
        /// The smallest length, or nil.
        public var min: Double?
        /// The length used when the proposal is nil, or nil.
        public var ideal: Double?
        /// The largest length (`.infinity` allowed), or nil.
        public var max: Double?

        /// Creates one axis' constraints.
        public init(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) {
            self.min = min
            self.ideal = ideal
            self.max = max
        }
    }

    /// Width constraints.
    public var width: Dimension
    /// Height constraints.
    public var height: Dimension
    /// How the child is aligned inside the frame.
    public var alignment: Alignment

    /// Creates a flexible frame with SwiftUI's parameter names.
    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.width = Dimension(min: minWidth, ideal: idealWidth, max: maxWidth)
        self.height = Dimension(min: minHeight, ideal: idealHeight, max: maxHeight)
        self.alignment = alignment
    }

    /// The constraints along `axis`.
    subscript(axis: Axis) -> Dimension {
        axis == .horizontal ? width : height
    }
}
