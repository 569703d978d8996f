import Graphics

/// A fully resolved paint: a solid colour or a gradient whose geometry is relative to the bounds of
/// whatever it paints.
///
/// SwiftUI semantics: a gradient used as a shape style spans the frame of the view it paints (the
/// layout frame of the shape, text or background node), not the device or the path's own bounds.
/// `UnitPoint`s are fractions of that frame; radii are in points. Render maps a paint to device
/// pixels with ``UnitPoint/point(in:)`` and the node's frame.
public enum ResolvedPaint: Hashable, Sendable, CustomStringConvertible {
    /// One colour everywhere.
    case solid(RGBAColor)
    /// Colours along the line from `startPoint` to `endPoint`, constant across it; padded beyond the ends.
    case linearGradient(GradientStops, startPoint: UnitPoint, endPoint: UnitPoint)
    /// Colours along circles around `center`, from `startRadius` to `endRadius` (points); padded beyond.
    case radialGradient(GradientStops, center: UnitPoint, startRadius: Double, endRadius: Double)
    /// Colours around `center`, from `startAngle` to `endAngle`; angle 0 points to the trailing
    /// edge (3 o'clock) and angles grow clockwise on screen. Outside the span the end colours pad
    /// (SwiftUI's `AngularGradient`; a full turn is a conic gradient).
    case angularGradient(GradientStops, center: UnitPoint, startAngle: Angle, endAngle: Angle)

    /// Fully transparent black.
    public static let clear = ResolvedPaint.solid(.clear)

    /// True when the paint draws nothing (every colour has zero alpha).
    public var isInvisible: Bool {
        switch self {
        case .solid(let color): return color.alpha <= 0
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
             .angularGradient(let stops, _, _, _):
            return stops.stops.allSatisfy { $0.color.alpha <= 0 }
        }
    }

    /// The paint with every colour's alpha multiplied by `factor` (hierarchical levels, `.opacity`).
    public func multipliedOpacity(_ factor: Double) -> ResolvedPaint {
        guard factor != 1 else { return self }
        func scaled(_ stops: GradientStops) -> GradientStops {
            GradientStops(stops.stops.map { GradientStop(color: $0.color.multipliedAlpha(factor), location: $0.location) })
                ?? stops
        }
        switch self {
        case .solid(let color):
            return .solid(color.multipliedAlpha(factor))
        case let .linearGradient(stops, start, end):
            return .linearGradient(scaled(stops), startPoint: start, endPoint: end)
        case let .radialGradient(stops, center, r0, r1):
            return .radialGradient(scaled(stops), center: center, startRadius: r0, endRadius: r1)
        case let .angularGradient(stops, center, a0, a1):
            return .angularGradient(scaled(stops), center: center, startAngle: a0, endAngle: a1)
        }
    }

    /// A compact, stable description for dumps: `rgba(255,59,48,1)` or `linear[…](0, 0)→(1, 1)`.
    public var description: String {
        func ramp(_ stops: GradientStops) -> String {
            stops.stops.map { "\($0.color)@\(formatNumber($0.location))" }.joined(separator: " ")
        }
        switch self {
        case .solid(let color):
            return color.description
        case let .linearGradient(stops, start, end):
            return "linear[\(ramp(stops))] \(start)→\(end)"
        case let .radialGradient(stops, center, r0, r1):
            return "radial[\(ramp(stops))] \(center) r \(formatNumber(r0))→\(formatNumber(r1))"
        case let .angularGradient(stops, center, a0, a1):
            return "angular[\(ramp(stops))] \(center) \(a0)→\(a1)"
        }
    }
}
