import Layout

/// Flexible space along its stack's axis, at least `minLength` (SwiftUI's `Spacer`, LAYOUT.md §2.4).
///
/// ```swift
/// HStack {
///     Text("Today")
///     Spacer()
///     Text("3 events")
/// }
/// ```
public struct Spacer: View {
    /// The smallest length; nil means the default spacing, 8 pt.
    public var minLength: Double?

    /// Creates a spacer.
    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension Spacer: PrimitiveView {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        nodes.append(try context.node(.spacer(minLength: minLength), name: "Spacer"))
    }
}
