import Graphics
import Layout
import Views

/// One thing a person reads in a widget, found in a render's layout: a text, a symbol, an image, or the
/// value part of a gauge or progress view.
public struct LegibilityElement: Hashable, Sendable, CustomStringConvertible {
    /// What the element is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A `Text` (or a label's title).
        case text
        /// An SF Symbol image.
        case symbol
        /// Any other image (only checked for losing its detail).
        case image
        /// The shapes a `Gauge` or `ProgressView` shows its value with (arc, fill, marker, ring).
        case indicator
    }

    /// What the element is.
    public var kind: Kind
    /// Its text, its symbol or image name, or an indicator's shape ("" when it has none).
    public var label: String
    /// The view's path in the laid-out tree: node names from the root, `[i]` for a child's position
    /// among several (`WidgetContainer > ZStack > VStack[1] > Text`).
    public var path: String
    /// Where it is drawn, in points.
    public var frame: Rect
    /// The layout nodes whose commands are the element (indices in the layout's nodes).
    public var nodes: [Int]
    /// True for text at least ``LegibilityThresholds/largeTextPoints`` in size.
    public var isLargeText: Bool

    /// `Text "42%"`, `symbol "flame.fill"`, `indicator "CapsuleFill"`.
    public var description: String {
        let name: String
        switch kind {
        case .text: name = "Text"
        case .symbol: name = "symbol"
        case .image: name = "image"
        case .indicator: name = "indicator"
        }
        return label.isEmpty ? name : "\(name) \"\(label)\""
    }
}
