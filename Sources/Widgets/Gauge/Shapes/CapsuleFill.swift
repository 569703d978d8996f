import Graphics
import Views

/// The filled part of a linear bar: a capsule from the leading edge over `fraction` of the width
/// (at least as long as it is tall when the fraction is above zero, so small values still show a dot).
///
/// ```swift
/// ZStack(alignment: .leading) {
///     Capsule().fill(.fill)
///     CapsuleFill(fraction: 0.4).fill(.tint)
/// }
/// .frame(height: 4)
/// ```
public struct CapsuleFill: Shape {
    /// How much of the width is filled, 0…1.
    public var fraction: Double

    /// Creates a fill.
    public init(fraction: Double) {
        self.fraction = fraction
    }

    /// The capsule in `rect`; empty at 0.
    public func path(in rect: Rect) -> Path {
        let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        guard clamped > 0, rect.width > 0, rect.height > 0 else { return Path() }
        let width = min(max(rect.width * clamped, rect.height), rect.width)
        return Path(capsuleIn: Rect(x: rect.minX, y: rect.minY, width: width, height: rect.height))
    }
}
