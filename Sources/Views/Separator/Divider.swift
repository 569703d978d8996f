import Layout

/// A one-device-pixel line (the layout engine's `1 / displayScale`) across its stack's minor axis (SwiftUI's `Divider`, LAYOUT.md §2.5), in the
/// separator colour (WIDGETKIT.md §7: light 60,60,67 at 0.29; dark 84,84,88 at 0.6).
///
/// ```swift
/// VStack {
///     Text("Inbox")
///     Divider()
///     Text("3 unread")
/// }
/// ```
public struct Divider: View {
    /// Creates a divider.
    public init() {}

    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension Divider: PrimitiveView {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        let paint = ResolvedPaint.solid(SystemColor.separator.color(in: environment.colorScheme))
        // One device pixel, but 1 pt at the accessibility sizes (WIDGETKIT.md §7 table, S42 `dividerThickness`).
        let thickness: Double? = environment.dynamicTypeSize.isAccessibilitySize ? 1 : nil
        nodes.append(try context.node(.divider(thickness: thickness), name: "Divider",
                                      content: .paint(paint)))
    }
}
