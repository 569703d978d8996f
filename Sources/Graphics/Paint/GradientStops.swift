/// One colour stop of a gradient ramp.
public struct GradientStop: Hashable, Sendable {
    /// The colour at this stop.
    public var color: RGBAColor
    /// The position along the ramp, 0…1.
    public var location: Double

    /// Creates a stop.
    public init(color: RGBAColor, location: Double) {
        self.color = color
        self.location = location
    }
}

/// The colour ramp of a gradient: stops sorted by location, clamped to 0…1.
///
/// Named `GradientStops` so that the DSL's `Gradient` (SwiftUI's name) can sit beside it.
public struct GradientStops: Hashable, Sendable {
    /// The most stops a gradient may have; larger inputs are an error (limits, DESIGN.md §8).
    public static let maximumCount = 256

    /// The stops, sorted by location (stable, so equal locations keep their order: a hard edge).
    public let stops: [GradientStop]

    /// Creates a ramp from stops; `nil` when there are none, more than `maximumCount`, or a location is not finite.
    public init?(_ stops: [GradientStop]) {
        guard !stops.isEmpty, stops.count <= GradientStops.maximumCount,
              stops.allSatisfy({ $0.location.isFinite }) else { return nil }
        let clamped = stops.map { GradientStop(color: $0.color, location: Swift.min(Swift.max($0.location, 0), 1)) }
        // Stable sort by location.
        self.stops = clamped.enumerated().sorted {
            $0.element.location != $1.element.location ? $0.element.location < $1.element.location : $0.offset < $1.offset
        }.map(\.element)
    }

    /// Creates a ramp of evenly spaced colours, as SwiftUI's `Gradient(colors:)` does.
    public init?(colors: [RGBAColor]) {
        guard !colors.isEmpty else { return nil }
        let n = colors.count
        self.init(colors.enumerated().map {
            GradientStop(color: $0.element, location: n == 1 ? 0 : Double($0.offset) / Double(n - 1))
        })
    }

    /// The colour at position `t` (clamped to the end stops), interpolated on straight sRGB values.
    public func color(at t: Double) -> RGBAColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if !(t > first.location) { return first.color }
        if t >= last.location { return last.color }
        var i = 1
        while i < stops.count && stops[i].location < t { i += 1 }
        let a = stops[i - 1], b = stops[i]
        let span = b.location - a.location
        guard span > 0 else { return b.color }
        return a.color.mix(with: b.color, (t - a.location) / span)
    }
}
