import Layout

/// Builds one view per element of a collection: SwiftUI's `ForEach` over ranges and identified collections.
///
/// ```swift
/// HStack(spacing: 4) {
///     ForEach(0..<7, id: \.self) { day in
///         RoundedRectangle(cornerRadius: 4).frame(height: CGFloat(8 + day * 3))
///     }
/// }
/// ```
/// Identity is kept only for API compatibility: a static render has no updates to track.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The elements.
    public var data: Data
    /// Builds the view for one element.
    public var content: (Data.Element) -> Content
    let idKeyPath: KeyPath<Data.Element, ID>?

    /// Creates one view per element, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.idKeyPath = id
        self.content = content
    }

    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates one view per integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.idKeyPath = nil
        self.content = content
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates one view per element of a collection of `Identifiable` values.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.idKeyPath = \Data.Element.id
        self.content = content
    }
}

extension ForEach: PrimitiveView {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        for element in data {
            let view = context.evaluate(in: environment) { content(element) }
            try context.resolve(view, environment, into: &nodes)
        }
    }
}
