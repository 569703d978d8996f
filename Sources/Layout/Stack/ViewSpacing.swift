// Spacing preferences and the pairwise default distance of stacks with `spacing: nil`.
//
// LAYOUT.md §3.1, after SwiftUI's spacing model [rev O-Spacing, O-ViewSpacing, O-Spacer,
// O-Text-Spacing]: each view states, per edge, category-less distances (a Spacer's 0) and which
// kinds of content touch the edge (ordinary or text). Matching text categories give the text
// distances of `SpacingRules`; otherwise the larger category-less distance wins; with none at all
// the default (8) applies.

/// What one edge of a view says about the distance to its neighbour.
struct EdgeSpacing: Hashable, Sendable {
    /// A category-less minimum distance (a Spacer's 0), or nil.
    var generic: Double?
    /// True when an ordinary (non-text) view touches the edge.
    var ordinary: Bool
    /// The metrics of a Text touching the edge, if any.
    var text: TextSpacingMetrics?

    /// No preference at all (a Spacer's cross-axis edges).
    static let none = EdgeSpacing(generic: nil, ordinary: false, text: nil)
    /// An ordinary view's edge.
    static let ordinary = EdgeSpacing(generic: nil, ordinary: true, text: nil)
    /// A Spacer's edge along its stack axis: distance 0.
    static let zero = EdgeSpacing(generic: 0, ordinary: false, text: nil)

    /// Merges the preferences of another view touching the same edge (a nested stack's union).
    mutating func formUnion(_ other: EdgeSpacing) {
        if let g = other.generic { generic = Swift.max(generic ?? g, g) }
        ordinary = ordinary || other.ordinary
        if text == nil { text = other.text }
    }
}

/// The spacing preferences of a view on its four edges.
struct ViewSpacing: Hashable, Sendable {
    var top: EdgeSpacing
    var leading: EdgeSpacing
    var bottom: EdgeSpacing
    var trailing: EdgeSpacing

    /// The same preference on every edge.
    init(all: EdgeSpacing) {
        top = all; leading = all; bottom = all; trailing = all
    }

    /// An ordinary view: shapes, Colors, Dividers, images.
    static let ordinary = ViewSpacing(all: .ordinary)

    /// A Text: text categories on the top and bottom edges only (Text has no horizontal
    /// preferences, so in an HStack it is ordinary) [rev O-Text-Spacing].
    static func text(_ metrics: TextSpacingMetrics) -> ViewSpacing {
        var spacing = ViewSpacing.ordinary
        spacing.top = EdgeSpacing(generic: nil, ordinary: false, text: metrics)
        spacing.bottom = spacing.top
        return spacing
    }

    /// A Spacer: 0 on its stack-axis edges, or on all edges outside a stack (LAYOUT.md §2.4).
    static func spacer(stackAxis: Axis?) -> ViewSpacing {
        switch stackAxis {
        case .horizontal?:
            var s = ViewSpacing(all: .none); s.leading = .zero; s.trailing = .zero; return s
        case .vertical?:
            var s = ViewSpacing(all: .none); s.top = .zero; s.bottom = .zero; return s
        case nil:
            return ViewSpacing(all: .zero)
        }
    }

    /// The edge facing the next view along `axis` (trailing or bottom).
    func trailingEdge(along axis: Axis) -> EdgeSpacing { axis == .horizontal ? trailing : bottom }
    /// The edge facing the previous view along `axis` (leading or top).
    func leadingEdge(along axis: Axis) -> EdgeSpacing { axis == .horizontal ? leading : top }

    /// Merges another view's preferences on every edge.
    mutating func formUnion(_ other: ViewSpacing) {
        top.formUnion(other.top); leading.formUnion(other.leading)
        bottom.formUnion(other.bottom); trailing.formUnion(other.trailing)
    }

    /// Padding resets the padded edges to an ordinary view's preferences [rev O-Padding].
    mutating func reset(paddedBy insets: EdgeInsetsFlags) {
        if insets.top { top = .ordinary }
        if insets.leading { leading = .ordinary }
        if insets.bottom { bottom = .ordinary }
        if insets.trailing { trailing = .ordinary }
    }

    /// The default distance from a view with preferences `previous` to the next one (LAYOUT.md §3.1).
    static func distance(from previous: EdgeSpacing, to next: EdgeSpacing, rules: SpacingRules) -> Double {
        // 1. Matching text categories.
        var matched: Double?
        func consider(_ value: Double) { matched = Swift.max(matched ?? value, value) }
        if previous.text != nil && next.text != nil { consider(rules.textToText) }
        if (previous.text != nil && next.ordinary) || (previous.ordinary && next.text != nil) {
            consider(rules.textToOther)
        }
        if let matched { return matched }
        // 2. Category-less distances: the larger one (a Spacer's 0 against nothing gives 0).
        if previous.generic != nil || next.generic != nil {
            return Swift.max(previous.generic ?? -.infinity, next.generic ?? -.infinity)
        }
        // 3. No preference: the default.
        return rules.standard
    }
}

/// Which edges a padding actually pads (non-zero insets).
struct EdgeInsetsFlags: Hashable, Sendable {
    var top, leading, bottom, trailing: Bool
}
