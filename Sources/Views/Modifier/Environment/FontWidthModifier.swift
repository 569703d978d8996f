import Graphics
import Layout

extension Font {
    /// A font width (SwiftUI's `Font.Width`): compressed, condensed, standard, expanded.
    ///
    /// The bundled fonts have no width axis, so every width is drawn at the standard width; a
    /// non-standard `fontWidth(_:)` says so with an `.approximated` warning (docs/views.md).
    public struct Width: Hashable, Sendable {
        /// The width value (SwiftUI's scale: −1 compressed … 0 standard … 1 expanded, roughly).
        public var value: Double

        /// Creates a width.
        public init(_ value: Double) {
            self.value = value
        }

        /// Compressed.
        public static let compressed = Width(-0.3)
        /// Condensed.
        public static let condensed = Width(-0.2)
        /// Standard.
        public static let standard = Width(0)
        /// Expanded.
        public static let expanded = Width(0.2)
    }

    /// The font at `width` (drawn at the standard width: the bundled fonts have no width axis).
    public func width(_ width: Width) -> Font { self }
}

/// Resolves its content unchanged after recording one warning.
struct WarningModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    let kind: ResolveWarning.Kind
    let message: String

    var body: Never { primitiveBody(Self.self) }

    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                         into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        context.warn(kind, message)
        try context.resolve(content, environment, into: &nodes)
    }
}

extension View {
    /// Sets the font width of text below (SwiftUI's `fontWidth(_:)`): drawn at the standard width,
    /// with a warning for any other (the bundled fonts have no width axis).
    ///
    /// ```swift
    /// Text("72°").fontWidth(.condensed)
    /// ```
    public func fontWidth(_ width: Font.Width?) -> some View {
        let standard = width == nil || width == .standard
        return WarningModifierView(content: self, kind: .approximated,
                                   message: standard ? "" : "fontWidth(\(width?.value ?? 0)) is drawn at the standard "
                                       + "width: the bundled fonts have no width axis")
            .skippingEmptyWarning()
    }
}

extension WarningModifierView {
    /// The view, or (no message) its content alone.
    @ViewBuilder func skippingEmptyWarning() -> some View {
        if message.isEmpty { content } else { self }
    }
}
