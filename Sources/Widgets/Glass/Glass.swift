import Graphics
import Views

/// The configuration of a Liquid Glass material (SwiftUI's `Glass`, iOS 26): ``regular``, ``clear`` or
/// ``identity``, optionally tinted and interactive. ``Views/View/glassEffect(_:in:isEnabled:)`` draws it.
///
/// ```swift
/// Label("Flag", systemImage: "flag.fill").padding().glassEffect(.regular.tint(.orange))
/// ```
public struct Glass: Equatable, Sendable {
    /// The variant: how much of what lies behind shows through.
    enum Variant: Equatable, Sendable { case regular, clear, identity }

    let variant: Variant
    /// The tint colour, if any.
    let tintColor: Color?
    /// True when the glass reacts to touches (accepted; a picture has none).
    let isInteractive: Bool

    /// The regular variant: a frosted glass for controls and labels.
    public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }
    /// The clear variant: more transparent, for glass over rich content (Apple advises a dimming layer below).
    public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }
    /// No glass at all (to switch the effect off conditionally).
    public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

    /// A copy of the glass tinted with `color` (nil: untinted).
    public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
    }

    /// A copy of the glass that reacts to touches. Accepted and drawn the same: a render is never touched.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }

    public static func == (lhs: Glass, rhs: Glass) -> Bool {
        lhs.variant == rhs.variant && lhs.isInteractive == rhs.isInteractive
            && lhs.tintColor == rhs.tintColor
    }
}

/// The shape ``Views/View/glassEffect(_:in:isEnabled:)`` uses when none is given (SwiftUI's
/// `DefaultGlassEffectShape`): a capsule.
public struct DefaultGlassEffectShape: Shape {
    /// The default glass shape.
    public init() {}

    /// A capsule filling `rect`.
    public func path(in rect: Rect) -> Path { Capsule().path(in: rect) }
}
