import Graphics
import Layout

/// One column of a ``LazyVGrid`` or row of a ``LazyHGrid`` (SwiftUI's `GridItem`).
///
/// ```swift
/// let columns = [GridItem(.fixed(40)), GridItem(.flexible()), GridItem(.adaptive(minimum: 30))]
/// ```
public struct GridItem: Hashable, Sendable {
    /// How the track is sized (SwiftUI's `GridItem.Size`).
    public enum Size: Hashable, Sendable {
        /// Exactly `length` points.
        case fixed(Double)
        /// A share of the space left, between `minimum` and `maximum`.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many tracks of at least `minimum` points as fit, each at most `maximum`.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    /// How the track is sized.
    public var size: Size
    /// The distance to the next track; nil = the default distance (8).
    public var spacing: Double?
    /// How a cell sits in its box; nil = the grid's alignment.
    public var alignment: Alignment?

    /// Creates a grid item (defaults as SwiftUI: flexible, default spacing, the grid's alignment).
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    var track: LazyGridOptions.Track {
        let trackSize: LazyGridOptions.TrackSize
        switch size {
        case .fixed(let length): trackSize = .fixed(length)
        case .flexible(let minimum, let maximum): trackSize = .flexible(minimum: minimum, maximum: maximum)
        case .adaptive(let minimum, let maximum): trackSize = .adaptive(minimum: minimum, maximum: maximum)
        }
        return LazyGridOptions.Track(size: trackSize, spacing: spacing, alignment: alignment)
    }
}

/// A grid that grows downward, its cells filling `columns` row by row (SwiftUI's `LazyVGrid`); a static
/// render builds every cell.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 6) {
///     ForEach(items) { ItemView(item: $0) }
/// }
/// ```
public struct LazyVGrid<Content: View>: View {
    let options: LazyGridOptions
    let content: Content

    /// Creates a vertical grid; `pinnedViews` is accepted and inert (nothing scrolls).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = PinnedScrollableViews(), @ViewBuilder content: () -> Content) {
        self.options = LazyGridOptions(axis: .vertical, tracks: columns.map(\.track),
                                       alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.content = content()
    }

    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

/// A grid that grows to the trailing side, its cells filling `rows` column by column (SwiftUI's
/// `LazyHGrid`); a static render builds every cell.
///
/// ```swift
/// LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))]) { ForEach(days) { DayDot(day: $0) } }
/// ```
public struct LazyHGrid<Content: View>: View {
    let options: LazyGridOptions
    let content: Content

    /// Creates a horizontal grid; `pinnedViews` is accepted and inert (nothing scrolls).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = PinnedScrollableViews(), @ViewBuilder content: () -> Content) {
        self.options = LazyGridOptions(axis: .horizontal, tracks: rows.map(\.track),
                                       alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.content = content()
    }

    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension LazyVGrid: PrimitiveView {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        let children = try context.nodes(of: content, environment)
        nodes.append(try context.node(.lazyGrid(options), name: "LazyVGrid", children: children))
    }
}

extension LazyHGrid: PrimitiveView {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        let children = try context.nodes(of: content, environment)
        nodes.append(try context.node(.lazyGrid(options), name: "LazyHGrid", children: children))
    }
}
