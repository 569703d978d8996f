// Resolve-and-lay-out helpers of the view tests, over TestSupport's BoxServices.
import Graphics
import Layout
import Views

/// Resolves and lays out a view with the box services; returns the combined dump.
func dump<V: View>(_ view: V, in size: Size = Size(width: 170, height: 170),
                   environment: EnvironmentValues = EnvironmentValues.ios18) throws -> String {
    let resolved = try ViewResolver().resolve(view, environment: environment, services: BoxServices())
    let layout = try LayoutEngine().layout(resolved.root, in: size, displayScale: 1)
    return resolved.textDump(layout)
}

/// Resolves and lays out a view; returns both.
func resolveAndLayout<V: View>(_ view: V, in size: Size = Size(width: 170, height: 170),
                               environment: EnvironmentValues = EnvironmentValues.ios18,
                               services: BoxServices = BoxServices()) throws -> (ResolvedView, LayoutResult) {
    let resolved = try ViewResolver().resolve(view, environment: environment, services: services)
    let layout = try LayoutEngine().layout(resolved.root, in: size, displayScale: 1)
    return (resolved, layout)
}
