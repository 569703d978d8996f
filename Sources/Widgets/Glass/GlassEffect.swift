// Liquid Glass inside a widget (SwiftUI's `glassEffect(_:in:isEnabled:)`, iOS 26), composed of ordinary views
// like every control here, so layout, accent groups and the mode passes apply to it:
//
// 1. A frost: the shape filled with white at the variant's alpha (regular is denser than clear), lighter in
//    the dark scheme; or, when a tint is given, the tint at its alpha instead (tinted glass is coloured glass).
//    The tint is drawn in full colour only (a prominent glass button keeps it on vibrant surfaces, where its
//    label is black): in the accented modes and on the Lock Screen it would become white under white content.
// 2. The rim: a 1 pt stroke of the shape in a top-to-bottom white gradient (a light edge catching the light).
// 3. A soft shadow under the frost.
// The glass does not blur what lies behind it inside the widget: widget backgrounds are mostly flat colours
// and gradients, which a blur leaves as they are [C]. Numbers: ``GlassEffectChoices`` (all our choice [C]).
// In vibrant and StandBy night the frost and rim are white at an alpha, which the vibrant pass turns into its
// material, as WidgetKit flattens glass to its monochrome look; in accented modes they are in the default
// group, tinted with their alpha kept (docs/widgets.md "Liquid Glass API").
import Graphics
import Views

/// The numbers of the glass drawn by ``Views/View/glassEffect(_:in:isEnabled:)`` — all our choice [C]: Apple
/// publishes the look of Liquid Glass, not its values.
public enum GlassEffectChoices {
    /// [C] The frost's white alpha: regular light 0.30, dark 0.14; clear light 0.14, dark 0.07.
    public static let frost = (regularLight: 0.30, regularDark: 0.14, clearLight: 0.14, clearDark: 0.07)
    /// [C] The tint's alpha, in place of the frost, when a tint colour is given (times the colour's own alpha).
    public static let tintAlpha = (regular: 0.80, clear: 0.55)
    /// [C] The rim: 1 pt, white at 0.55 at the top to 0.12 at the bottom.
    public static let rim = (width: 1.0, top: 0.55, bottom: 0.12)
    /// [C] The shadow: black at 0.12, radius 6 pt, 2 pt down.
    public static let shadow = (opacity: 0.12, radius: 6.0, y: 2.0)
}

extension View {
    /// Draws Liquid Glass in `shape` behind the view (SwiftUI's `glassEffect(_:in:isEnabled:)`); `.identity`
    /// or `isEnabled: false` draws nothing.
    ///
    /// ```swift
    /// Text("72°").padding().glassEffect(.regular.tint(.blue), in: .rect(cornerRadius: 12))
    /// ```
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S = DefaultGlassEffectShape(),
                                      isEnabled: Bool = true) -> some View {
        background {
            if isEnabled && glass.variant != .identity {
                GlassEffectBackground(variant: glass.variant, tint: glass.tintColor.map { AnyShapeStyle($0) }, shape: shape,
                                      keepsTintWhenVibrant: false)
            }
        }
    }

    /// Names the view's glass for morphing in a ``GlassEffectContainer`` (SwiftUI's `glassEffectID(_:in:)`).
    /// Accepted: a picture has no transitions to morph, so it changes nothing.
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View {
        self
    }

    /// Joins the view's glass with others of the same id into one shape (SwiftUI's
    /// `glassEffectUnion(id:namespace:)`). Accepted: each view's glass is drawn on its own [C].
    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View {
        self
    }
}

/// The frost, tint, rim and shadow of one glass effect (see the file header).
struct GlassEffectBackground<S: Shape>: View {
    let variant: Glass.Variant
    let tint: AnyShapeStyle?
    let shape: S
    /// True for a prominent glass button, whose black vibrant label needs its white fill.
    let keepsTintWhenVibrant: Bool

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.widgetRenderingMode) private var mode

    var body: some View {
        let dark = colorScheme == .dark
        let choices = GlassEffectChoices.self
        let isClear = variant == .clear
        let frost = isClear ? (dark ? choices.frost.clearDark : choices.frost.clearLight)
            : (dark ? choices.frost.regularDark : choices.frost.regularLight)
        let rim = LinearGradient(colors: [Color.white.opacity(choices.rim.top), Color.white.opacity(choices.rim.bottom)],
                                 startPoint: .top, endPoint: .bottom)
        let drawsTint = mode == .fullColor || (mode == .vibrant && keepsTintWhenVibrant)
        let fill = tint.flatMap { drawsTint ? $0 : nil }
            .map { AnyShapeStyle($0.opacity(isClear ? choices.tintAlpha.clear : choices.tintAlpha.regular)) }
            ?? AnyShapeStyle(Color.white.opacity(frost))
        return ZStack {
            shape.fill(fill)
                .shadow(color: Color.black.opacity(choices.shadow.opacity), radius: choices.shadow.radius,
                        y: choices.shadow.y)
            shape.stroke(rim, lineWidth: choices.rim.width)
        }
    }
}

/// Groups glass effects so they can blend and morph (SwiftUI's `GlassEffectContainer`, iOS 26). Drawn as its
/// content: each glass is drawn where it is, without blending neighbours closer than `spacing` [C].
public struct GlassEffectContainer<Content: View>: View {
    /// How close two glass shapes come before they would blend (kept; no blending is drawn).
    public let spacing: Double?
    let content: Content

    /// A container of glass effects.
    public init(spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    /// The content.
    public var body: some View { content }
}

/// A namespace for matching views across states (SwiftUI's `@Namespace`); each property gets its own ``ID``.
@propertyWrapper
public struct Namespace: Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    /// A namespace. Renders are single pictures: every namespace compares equal, which nothing here reads.
    public init() {}

    /// The namespace's identity.
    public var wrappedValue: ID { ID(value: 0) }
}
