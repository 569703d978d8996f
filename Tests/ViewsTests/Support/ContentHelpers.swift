import Graphics
import Layout
@testable import Views

/// The resolved text of a view whose root is a Text.
func resolvedText<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues.ios18) throws -> ResolvedText? {
    let resolved = try ViewResolver().resolve(view, environment: environment, services: BoxServices())
    guard case .text(let text) = resolved.content(tag: resolved.root.tag) else { return nil }
    return text
}

/// The paint of the first text run, shape or paint content found in pre-order.
func firstPaint<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues.ios18) throws -> ResolvedPaint? {
    let resolved = try ViewResolver().resolve(view, environment: environment, services: BoxServices())
    for content in resolved.contents {
        switch content {
        case .paint(let paint): return paint
        case .shape(let shape): return shape.drawing.paint
        case .text(let text): return text.styles.first?.paint
        case .image(let image): return image.templatePaint
        case .none, .effect: continue
        }
    }
    return nil
}

/// An environment in a colour scheme.
func environment(_ scheme: ColorScheme) -> EnvironmentValues {
    var environment = EnvironmentValues.ios18
    environment.colorScheme = scheme
    return environment
}

/// A solid paint from WIDGETKIT.md's 0–255 notation.
func solid(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> ResolvedPaint {
    .solid(RGBAColor(r255: r, g, b, alpha: a))
}
