/// A symbol animation (SwiftUI's `SymbolEffect`s: `.bounce`, `.pulse`, `.variableColor`, `.scale`,
/// `.appear`, `.disappear`, `.wiggle`, `.breathe`, `.rotate`). A widget is drawn at rest, so every
/// effect is accepted and the symbol is drawn as it is before the effect starts.
///
/// ```swift
/// Image(systemName: "wifi").symbolEffect(.variableColor)
/// ```
public struct SymbolEffect: Hashable, Sendable {
    let name: String

    /// Bounce.
    public static let bounce = SymbolEffect(name: "bounce")
    /// Pulse.
    public static let pulse = SymbolEffect(name: "pulse")
    /// Variable colour.
    public static let variableColor = SymbolEffect(name: "variableColor")
    /// Scale.
    public static let scale = SymbolEffect(name: "scale")
    /// Appear.
    public static let appear = SymbolEffect(name: "appear")
    /// Disappear.
    public static let disappear = SymbolEffect(name: "disappear")
    /// Wiggle.
    public static let wiggle = SymbolEffect(name: "wiggle")
    /// Breathe.
    public static let breathe = SymbolEffect(name: "breathe")
    /// Rotate.
    public static let rotate = SymbolEffect(name: "rotate")

    /// The effect going up (accepted).
    public var up: SymbolEffect { self }
    /// The effect going down (accepted).
    public var down: SymbolEffect { self }
    /// The effect by layer (accepted).
    public var byLayer: SymbolEffect { self }
    /// The effect on the whole symbol (accepted).
    public var wholeSymbol: SymbolEffect { self }
    /// The cumulative variant (accepted).
    public var cumulative: SymbolEffect { self }
    /// The iterative variant (accepted).
    public var iterative: SymbolEffect { self }
    /// The reversing variant (accepted).
    public var reversing: SymbolEffect { self }
}

/// Options of a symbol effect (SwiftUI's `SymbolEffectOptions`); inert here.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// The default options.
    public static let `default` = SymbolEffectOptions()
    /// Repeat forever.
    public static let repeating = SymbolEffectOptions()
    /// Play once.
    public static let nonRepeating = SymbolEffectOptions()
    /// Repeat `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// Play at `speed`.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
}

extension View {
    /// Adds a symbol animation (accepted; drawn at rest).
    public func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default,
                             isActive: Bool = true) -> Self { self }
    /// Adds a symbol animation triggered by `value` (accepted; drawn at rest).
    public func symbolEffect<U: Equatable>(_ effect: SymbolEffect, options: SymbolEffectOptions = .default,
                                           value: U) -> Self { self }
}
