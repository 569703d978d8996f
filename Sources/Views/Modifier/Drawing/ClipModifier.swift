import Graphics
import Layout

extension View {
    /// Clips the view to a shape in its frame.
    ///
    /// ```swift
    /// Image(path: "avatar.png").resizable().frame(width: 40, height: 40).clipShape(Circle())
    /// ```
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        effectModifier("clipShape") { environment in
            .clip(ShapeDescriber.describe(shape, in: environment).geometry, style.rule)
        }
    }

    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        effectModifier("clipped") { _ in .clip(ResolvedShapeGeometry(kind: .rectangle), .nonZero) }
    }

    /// Clips the view to its frame with rounded (continuous) corners.
    ///
    /// ```swift
    /// Color.blue.frame(width: 60, height: 40).cornerRadius(8)
    /// ```
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Masks the view by the alpha of `mask`, laid out like an overlay.
    ///
    /// ```swift
    /// LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)
    ///     .mask { Text("Gradient").font(.title.bold()) }
    /// ```
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        MaskView(content: self, mask: mask(), alignment: alignment)
    }

    /// Masks the view by the alpha of `mask` (the older SwiftUI form).
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        MaskView(content: self, mask: mask, alignment: .center)
    }
}

/// A `.mask` effect node laid out as an overlay: children[0] the content, the rest the mask.
struct MaskView<Content: View, Mask: View>: View, PrimitiveView {
    let content: Content
    let mask: Mask
    let alignment: Alignment

    var body: Never { primitiveBody(Self.self) }

    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                         into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        for primary in try context.nodes(of: content, environment) {
            let masks = try context.nodes(of: mask, environment)
            nodes.append(try context.node(.overlay(alignment: alignment), name: "mask", content: .effect(.mask),
                                          children: [primary] + masks))
        }
    }
}
