import Layout

/// An animation curve (SwiftUI's `Animation`). A static render shows the final state, so animations
/// are accepted and ignored; they exist so widget code compiles unchanged.
///
/// ```swift
/// Text("\(count)").animation(.default, value: count)
/// ```
public struct Animation: Hashable, Sendable {
    let name: String

    /// The default animation.
    public static let `default` = Animation(name: "default")
    /// Linear timing.
    public static let linear = Animation(name: "linear")
    /// Ease in.
    public static let easeIn = Animation(name: "easeIn")
    /// Ease out.
    public static let easeOut = Animation(name: "easeOut")
    /// Ease in and out.
    public static let easeInOut = Animation(name: "easeInOut")
    /// A spring.
    public static let spring = Animation(name: "spring")
    /// A bouncy spring.
    public static let bouncy = Animation(name: "bouncy")
    /// A smooth spring.
    public static let smooth = Animation(name: "smooth")
    /// A snappy spring.
    public static let snappy = Animation(name: "snappy")

    /// Linear timing over `duration` seconds.
    public static func linear(duration: Double) -> Animation { .linear }
    /// Ease in over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    /// Ease out over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    /// Ease in and out over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    /// A spring with a response and damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: Double = 0) -> Animation { .spring }

    /// The animation delayed (no effect).
    public func delay(_ delay: Double) -> Animation { self }
    /// The animation sped up (no effect).
    public func speed(_ speed: Double) -> Animation { self }
}

/// How a view enters or leaves (SwiftUI's `AnyTransition`); ignored by a static render.
public struct AnyTransition: Sendable {
    let name: String

    /// Fade.
    public static let opacity = AnyTransition(name: "opacity")
    /// Scale.
    public static let scale = AnyTransition(name: "scale")
    /// Slide.
    public static let slide = AnyTransition(name: "slide")
    /// No transition.
    public static let identity = AnyTransition(name: "identity")
    /// Moves in from an edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// Pushes in from an edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
}

/// How content changes animate (SwiftUI's `ContentTransition`); ignored by a static render.
public struct ContentTransition: Sendable {
    let name: String

    /// No transition.
    public static let identity = ContentTransition(name: "identity")
    /// Cross-fade.
    public static let opacity = ContentTransition(name: "opacity")
    /// Interpolated.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Rolling digits.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: "numericText")
    }
}

extension View {
    /// Animates changes of `value` (no effect on a static render).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
    /// The transition used when the view appears or disappears (no effect on a static render).
    public func transition(_ transition: AnyTransition) -> Self { self }
    /// The transition used when the content changes (no effect on a static render).
    public func contentTransition(_ transition: ContentTransition) -> Self { self }
}
