// Resolution of shape styles (WIDGETKIT.md §6.3):
//   - a style resolves at a hierarchical *level* (0 primary … 4 quinary) against the *foreground*
//     style it is relative to;
//   - concrete styles (colours, gradients) multiply their alpha by the level's factor
//     1 / 0.5 / 0.25 / 0.18 (OpenSwiftUI `SystemColorDefinition.opacity(at:)`, audited against iOS 18);
//   - with no custom foreground, level L is the semantic label colour of that level (§6.2);
//   - `.foregroundStyle(s)` stores `s` bound to the foreground outside it, so `.secondary` inside
//     `.foregroundStyle(.red)` is red at half opacity, and `.secondary` inside `.secondary` goes one
//     level further.

import Graphics

/// A colour, gradient or hierarchical style used to fill or stroke shapes and to colour text
/// (SwiftUI's `ShapeStyle`).
///
/// ```swift
/// Text("Hi").foregroundStyle(.secondary)
/// Circle().fill(.linearGradient(colors: [.blue, .teal], startPoint: .top, endPoint: .bottom))
/// ```
/// The styles are the built-in ones; a user type conforming to `ShapeStyle` paints nothing (with a warning).
public protocol ShapeStyle: Sendable {}

/// Built-in styles resolve themselves to a paint.
protocol ResolvableShapeStyle {
    /// The paint at hierarchical `level`, relative to `foreground` (nil = the default label colours).
    func resolvePaint(level: Int, foreground: AnyShapeStyle?, environment: EnvironmentValues) -> ResolvedPaint?
}

/// The rules shared by every style.
enum ShapeStyleResolver {
    /// Opacity factors of the hierarchical levels for custom styles (§6.3).
    static let levelOpacities: [Double] = [1, 0.5, 0.25, 0.18]

    /// The factor for `level` (levels past quaternary use the quaternary factor).
    static func opacity(atLevel level: Int) -> Double {
        levelOpacities[Swift.min(Swift.max(level, 0), levelOpacities.count - 1)]
    }

    /// `style` at `level`, relative to `foreground`; nil for styles the resolver does not know.
    static func paint(_ style: any ShapeStyle, level: Int, foreground: AnyShapeStyle?,
                      environment: EnvironmentValues) -> ResolvedPaint? {
        guard let resolvable = style as? any ResolvableShapeStyle else { return nil }
        return resolvable.resolvePaint(level: level, foreground: foreground, environment: environment)
    }

    /// The foreground at `level`: the semantic label colour when none is set (§6.3).
    static func foregroundPaint(_ foreground: AnyShapeStyle?, level: Int,
                                environment: EnvironmentValues) -> ResolvedPaint? {
        guard let foreground else {
            return .solid(SystemColor.label(level: level).color(in: environment.colorScheme))
        }
        return paint(foreground, level: level, foreground: nil, environment: environment)
    }
}

extension ResolveContext {
    /// `style` resolved at level 0 against the environment's foreground style; unknown styles paint
    /// nothing and leave a warning.
    mutating func paint(_ style: any ShapeStyle, _ environment: EnvironmentValues) -> ResolvedPaint {
        if let paint = ShapeStyleResolver.paint(style, level: 0, foreground: environment.foregroundStyle,
                                                environment: environment) {
            return paint
        }
        if style is any ResolvableShapeStyle {
            warn(.invalidValue, "\(type(of: style)) cannot be painted (a gradient needs 1–\(GradientStops.maximumCount) "
                 + "stops with finite locations); it paints nothing")
        } else {
            warn(.unsupportedShapeStyle, "\(type(of: style)) is not a shape style this renderer knows; it paints nothing")
        }
        return .clear
    }

    /// The environment's foreground style at level 0 (text, template images, bare shapes).
    mutating func foregroundPaint(_ environment: EnvironmentValues) -> ResolvedPaint {
        paint(ForegroundStyle(), environment)
    }
}
