import Graphics

/// A variant of an SF Symbol (SwiftUI's `SymbolVariants`): `.fill`, `.circle`, `.square`,
/// `.rectangle`, `.slash`, combinable (`.circle.fill`).
///
/// A symbol drawn with variants is looked up by the name SF Symbols gives it —
/// `base[.slash][.circle|.square|.rectangle][.fill]` (e.g. `bell.slash.fill`, `heart.circle.fill`);
/// when the catalogue has no such symbol the renderer drops variants (fill last) until one exists and
/// warns.
///
/// ```swift
/// Image(systemName: "heart").symbolVariant(.circle.fill)   // heart.circle.fill
/// ```
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: String, Hashable, Sendable { case circle, square, rectangle }

    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    /// No variant.
    public static let none = SymbolVariants()
    /// The filled variant.
    public static let fill = SymbolVariants(isFilled: true)
    /// The symbol in a circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// The symbol in a square.
    public static let square = SymbolVariants(shape: .square)
    /// The symbol in a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// The symbol with a slash.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant, filled.
    public var fill: SymbolVariants { var copy = self; copy.isFilled = true; return copy }
    /// This variant, in a circle.
    public var circle: SymbolVariants { var copy = self; copy.shape = .circle; return copy }
    /// This variant, in a square.
    public var square: SymbolVariants { var copy = self; copy.shape = .square; return copy }
    /// This variant, in a rectangle.
    public var rectangle: SymbolVariants { var copy = self; copy.shape = .rectangle; return copy }
    /// This variant, slashed.
    public var slash: SymbolVariants { var copy = self; copy.isSlashed = true; return copy }

    /// Whether `other`'s variants are all in this one.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// The names to try for `base`, best first: all variants, then fewer (fill dropped last of all),
    /// ending with `base` itself. Suffixes `base` already has are not added twice.
    func candidateNames(for base: String) -> [String] {
        var parts = base.split(separator: ".").map(String.init)
        let hadFill = parts.last == "fill"
        if hadFill { parts.removeLast() }
        var names: [String] = []
        func name(slash: Bool, shape: Shape?, fill: Bool) -> String {
            var list = parts
            if slash, !list.contains("slash") { list.append("slash") }
            if let shape, !list.contains(shape.rawValue) { list.append(shape.rawValue) }
            if fill || hadFill { list.append("fill") }
            return list.joined(separator: ".")
        }
        for slash in isSlashed ? [true, false] : [false] {
            for shape in shape == nil ? [nil] : [shape, nil] {
                for fill in isFilled ? [true, false] : [false] {
                    let candidate = name(slash: slash, shape: shape, fill: fill)
                    if !names.contains(candidate) { names.append(candidate) }
                }
            }
        }
        if !names.contains(base) { names.append(base) }
        return names
    }

    /// Stable text for messages: `.circle.fill`.
    var description: String {
        var text = ""
        if isSlashed { text += ".slash" }
        if let shape { text += "." + shape.rawValue }
        if isFilled { text += ".fill" }
        return text.isEmpty ? ".none" : text
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The symbol variants applied to `Image(systemName:)` below (`symbolVariant(_:)`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Draws symbol images below in `variant` (SwiftUI's `symbolVariant(_:)`); variants add up.
    ///
    /// ```swift
    /// Label("Alarms", systemImage: "bell").symbolVariant(.slash)
    /// ```
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environmentModifier { environment in
            var combined = environment.symbolVariants
            if let shape = variant.shape { combined.shape = shape }
            combined.isFilled = combined.isFilled || variant.isFilled
            combined.isSlashed = combined.isSlashed || variant.isSlashed
            if variant == .none { combined = .none }
            environment.symbolVariants = combined
        }
    }
}
