import Layout

/// A view with secondary views laid over or behind it (LAYOUT.md §11): each node of the content
/// becomes the primary of an `.overlay`/`.background` node whose other children are the layer's nodes.
struct SecondaryLayerView<Content: View, Layer: View>: View, PrimitiveView {
    enum Placement { case overlay, background }

    let content: Content
    let layer: Layer
    let alignment: Alignment
    let placement: Placement

    var body: Never { primitiveBody(Self.self) }

    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                         into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        for primary in try context.nodes(of: content, environment) {
            // Resolved once per primary so every node keeps its own tag.
            let secondaries = try context.nodes(of: layer, environment)
            let behavior: LayoutBehavior
            let name: String
            switch placement {
            case .overlay:
                behavior = .overlay(alignment: alignment)
                name = alignment == .center ? "overlay" : "overlay(alignment: \(alignment))"
            case .background:
                behavior = .background(alignment: alignment)
                name = alignment == .center ? "background" : "background(alignment: \(alignment))"
            }
            nodes.append(try context.node(behavior, name: name, children: [primary] + secondaries))
        }
    }
}

/// A shape style filling its whole frame (`background(.red)`, `overlay(.blue.opacity(0.2))`).
struct ShapeStyleFillView<Style: ShapeStyle>: View, PrimitiveView {
    let style: Style

    var body: Never { primitiveBody(Self.self) }

    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                         into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        let paint = context.paint(style, environment)
        nodes.append(try context.node(.shape, name: "\(Style.self)", content: .paint(paint)))
    }
}

extension View {
    /// Lays views over this one, aligned to it and proposed its size; several views form a ZStack.
    ///
    /// ```swift
    /// Circle().overlay {
    ///     Text("62%").font(.title2.bold())
    /// }
    /// ```
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        SecondaryLayerView(content: self, layer: content(), alignment: alignment, placement: .overlay)
    }

    /// Lays a view over this one (the older SwiftUI form).
    ///
    /// ```swift
    /// Color.blue.overlay(Text("Hi"), alignment: .bottomLeading)
    /// ```
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        SecondaryLayerView(content: self, layer: overlay, alignment: alignment, placement: .overlay)
    }

    /// Covers this view's frame with a style.
    ///
    /// ```swift
    /// Image(path: "photo.png").resizable().overlay(.black.opacity(0.3))
    /// ```
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        SecondaryLayerView(content: self, layer: ShapeStyleFillView(style: style), alignment: .center,
                           placement: .overlay)
    }

    /// Lays a shape filled with a style over this view.
    ///
    /// ```swift
    /// Text("3").padding(4).overlay(.red.opacity(0.2), in: Circle())
    /// ```
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        SecondaryLayerView(content: self, layer: shape.fill(style, style: fillStyle), alignment: .center,
                           placement: .overlay)
    }

    /// Lays views behind this one, aligned to it and proposed its size; several views form a ZStack.
    ///
    /// ```swift
    /// Text("NEW").padding(6).background {
    ///     Capsule().fill(.blue)
    /// }
    /// ```
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        SecondaryLayerView(content: self, layer: content(), alignment: alignment, placement: .background)
    }

    /// Lays a view behind this one (the older SwiftUI form).
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        SecondaryLayerView(content: self, layer: background, alignment: alignment, placement: .background)
    }

    /// Fills this view's frame with a style, behind it.
    ///
    /// ```swift
    /// Text("Hi").padding().background(.red)
    /// ```
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        SecondaryLayerView(content: self, layer: ShapeStyleFillView(style: style), alignment: .center,
                           placement: .background)
    }

    /// Fills this view's frame with the background style, behind it (`.background()`: the system
    /// background colour of the scheme).
    ///
    /// ```swift
    /// Text("Hi").padding().background()
    /// ```
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Fills a shape with a style, behind this view.
    ///
    /// ```swift
    /// Label("Rain", systemImage: "cloud.rain").padding(6).background(.blue, in: Capsule())
    /// ```
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T,
                                                     fillStyle: FillStyle = FillStyle()) -> some View {
        SecondaryLayerView(content: self, layer: shape.fill(style, style: fillStyle), alignment: .center,
                           placement: .background)
    }

    /// Fills a shape behind this view with the default background style (the system background colour).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(Color(.systemBackground), in: shape, fillStyle: fillStyle)
    }
}
