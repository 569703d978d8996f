import Graphics
import Layout

/// Colours along circles around a centre (SwiftUI's `RadialGradient`); radii are in points.
///
/// ```swift
/// RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 60)
/// ```
public struct RadialGradient: ShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: Double
    let endRadius: Double

    /// A radial gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A radial gradient of evenly spaced colours.
    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension RadialGradient: ResolvableShapeStyle {
    func resolvePaint(level: Int, foreground: AnyShapeStyle?, environment: EnvironmentValues) -> ResolvedPaint? {
        gradient.resolvedStops(level: level, in: environment)
            .map { .radialGradient($0, center: center, startRadius: startRadius, endRadius: endRadius) }
    }
}

extension RadialGradient: View, PrimitiveView {
    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }

    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        nodes.append(try context.node(.shape, name: "RadialGradient", content: .paint(context.paint(self, environment))))
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient (`.fill(.radialGradient(…))`).
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: Double,
                                      endRadius: Double) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of evenly spaced colours.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: Double,
                                      endRadius: Double) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
