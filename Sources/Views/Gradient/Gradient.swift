import Graphics

/// A colour ramp: stops at locations 0…1 (SwiftUI's `Gradient`). The shape styles
/// `LinearGradient`, `RadialGradient` and `AngularGradient` lay it out in a view's bounds.
///
/// ```swift
/// Gradient(colors: [.blue, .purple])
/// Gradient(stops: [.init(color: .green, location: 0), .init(color: .red, location: 0.8)])
/// ```
public struct Gradient: Hashable, Sendable {
    /// One colour at one location (SwiftUI's `Gradient.Stop`).
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// The location, 0…1.
        public var location: Double

        /// Creates a stop.
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in the order given.
    public var stops: [Stop]

    /// A ramp of stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Evenly spaced colours.
    public init(colors: [Color]) {
        let count = colors.count
        self.stops = colors.enumerated().map { index, color in
            Stop(color: color, location: count > 1 ? Double(index) / Double(count - 1) : 0)
        }
    }

    /// The ramp resolved in `environment` at hierarchical `level`; nil when it has no stops, too many,
    /// or a non-finite location (GradientStops' limits).
    func resolvedStops(level: Int, in environment: EnvironmentValues) -> GradientStops? {
        let factor = ShapeStyleResolver.opacity(atLevel: level)
        return GradientStops(stops.map {
            GradientStop(color: $0.color.resolve(in: environment).multipliedAlpha(factor), location: $0.location)
        })
    }
}

extension Gradient: ShapeStyle, ResolvableShapeStyle {
    /// A bare gradient paints top to bottom, as SwiftUI's does.
    func resolvePaint(level: Int, foreground: AnyShapeStyle?, environment: EnvironmentValues) -> ResolvedPaint? {
        resolvedStops(level: level, in: environment).map { .linearGradient($0, startPoint: .top, endPoint: .bottom) }
    }
}
