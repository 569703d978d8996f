// Symbols that flip in a right-to-left layout.
//
// SwiftUI flips an SF Symbol in right-to-left contexts when the symbol is directional. Apple's HIG
// ("Right to left" → "Symbols": flip symbols that show direction or reading order, not those that show a
// physical direction) and SF Symbols' names follow one rule, which is our list [C]: a name with a
// `forward`, `backward`, `leading` or `trailing` component flips (`chevron.forward`, `arrow.backward`,
// `text.alignleading`-style names); a name with `left` or `right` never flips (`chevron.right` points right
// in every language). Apple's per-symbol "flips for right-to-left" metadata lives in the SF Symbols app and
// is not available to us; symbols outside the rule can be flipped with `.flipsForRightToLeftLayoutDirection(true)`.
import Graphics
import Layout

extension Image {
    /// True when the SF Symbol `name` flips in a right-to-left layout (the rule in this file's header).
    public static func symbolFlipsForRightToLeft(_ name: String) -> Bool {
        let words = name.split(separator: ".").flatMap { $0.split(separator: "_") }
        return words.contains { ["forward", "backward", "leading", "trailing"].contains($0) }
    }

    /// `image` mirrored about its centre when it is a flipping symbol in a right-to-left environment.
    static func directed(_ image: LayoutNode, source: ImageSource, in environment: EnvironmentValues,
                         context: inout ResolveContext) throws(ResolveError) -> LayoutNode {
        guard environment.layoutDirection == .rightToLeft, case .systemName(let name) = source,
              symbolFlipsForRightToLeft(name) else { return image }
        return try context.node(.effect, name: "flipsForRightToLeft", content: .effect(.scale(x: -1, y: 1, anchor: .center)),
                                children: [image])
    }
}

extension View {
    /// Mirrors this view's drawing horizontally when the layout direction is right to left (SwiftUI's
    /// `flipsForRightToLeftLayoutDirection(_:)`); the layout is unchanged.
    ///
    /// ```swift
    /// Image("compass-arrow").flipsForRightToLeftLayoutDirection(true)
    /// ```
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        effectModifier("flipsForRightToLeftLayoutDirection(\(enabled))") { environment in
            .scale(x: enabled && environment.layoutDirection == .rightToLeft ? -1 : 1, y: 1, anchor: .center)
        }
    }
}
