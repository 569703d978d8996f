import Layout

/// A scroll view as a widget shows it: at rest, scrolled to the top (SwiftUI's `ScrollView`; a widget
/// cannot scroll). The content is unbounded along `axes`, starts at the top/leading edge, is centred
/// across them and is clipped to the scroll view's bounds; several children stack along the axis.
///
/// ```swift
/// ScrollView {
///     VStack(alignment: .leading) { ForEach(items) { Text($0.title) } }
/// }
/// ```
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Creates a scroll view; `showsIndicators` is accepted (a view at rest shows no indicator).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension ScrollView: PrimitiveView {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        var children = try context.nodes(of: content, environment)
        if children.count > 1 {
            let stack: LayoutBehavior = axes == .horizontal
                ? .hStack(alignment: .center, spacing: nil) : .vStack(alignment: .center, spacing: nil)
            children = [try context.node(stack, name: axes == .horizontal ? "HStack" : "VStack", children: children)]
        }
        let clip = ResolvedEffect.clip(ResolvedShapeGeometry(kind: .rectangle), .nonZero)
        let scroll = try context.node(.scrollView(axes: axes), name: "ScrollView", children: children)
        nodes.append(try context.node(.effect, name: "clipped", content: .effect(clip), children: [scroll]))
    }
}

/// Pinned section views of a lazy stack (accepted; a static render pins nothing).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt32
    /// Creates a set from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertical stack that SwiftUI builds lazily; a static render builds every child, so it lays out
/// as ``VStack`` does.
///
/// ```swift
/// LazyVStack(alignment: .leading, spacing: 4) { ForEach(rows) { Text($0.name) } }
/// ```
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a lazy column; `pinnedViews` is accepted and inert.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = PinnedScrollableViews(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The eager twin.
    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
    }
}

/// A horizontal stack that SwiftUI builds lazily; a static render builds every child, so it lays out
/// as ``HStack`` does.
///
/// ```swift
/// LazyHStack(spacing: 8) { ForEach(days) { DayView(day: $0) } }
/// ```
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a lazy row; `pinnedViews` is accepted and inert.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = PinnedScrollableViews(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The eager twin.
    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
    }
}
