// Hostile values never trap (LAYOUT.md §5: negative or non-finite frame values are treated as nil;
// §6 normalisation of flexible frames). Every number a behaviour carries is cleaned here once,
// before layout, so the algorithms can assume finite lengths (∞ only where SwiftUI allows it).

import Graphics

extension LayoutBehavior {
    /// The behaviour with every value made safe to lay out.
    func sanitized(displayScale: Double) -> LayoutBehavior {
        switch self {
        case .shape, .circle, .leaf, .group, .effect, .geometryReader, .viewThatFits, .scrollView, .gridRow:
            return self
        case .grid(let options):
            return .grid(GridOptions(alignment: options.alignment,
                                     horizontalSpacing: Self.finite(options.horizontalSpacing),
                                     verticalSpacing: Self.finite(options.verticalSpacing)))
        case .gridCell(var options):
            options.columns = options.columns.map { Swift.max(1, $0) }
            return .gridCell(options)
        case .lazyGrid(let options):
            return .lazyGrid(options.sanitized())
        case .spacer(let minLength):
            return .spacer(minLength: Self.length(minLength))
        case .divider(let thickness):
            return .divider(thickness: Self.length(thickness) ?? 1 / displayScale)
        case .hStack(let alignment, let spacing):
            return .hStack(alignment: alignment, spacing: Self.finite(spacing))
        case .vStack(let alignment, let spacing):
            return .vStack(alignment: alignment, spacing: Self.finite(spacing))
        case .zStack:
            return self
        case .frame(let width, let height, let alignment):
            return .frame(width: Self.length(width), height: Self.length(height), alignment: alignment)
        case .flexibleFrame(let frame):
            var clean = frame
            clean.width = Self.normalized(frame.width)
            clean.height = Self.normalized(frame.height)
            return .flexibleFrame(clean)
        case .padding(let insets):
            return .padding(EdgeInsetsValue.sanitized(insets))
        case .fixedSize:
            return self
        case .layoutPriority(let value):
            return .layoutPriority(value.isNaN ? 0 : value)
        case .offset(let x, let y):
            return .offset(x: Self.finite(x) ?? 0, y: Self.finite(y) ?? 0)
        case .position(let x, let y):
            return .position(x: Self.finite(x) ?? 0, y: Self.finite(y) ?? 0)
        case .aspectRatio(let ratio, let mode):
            // Clamped to AspectRatioLayout.ratioRange: 1e-308 made a child 1e310 points tall (∞, then NaN).
            let clean = ratio.flatMap { $0.isFinite && $0 > 0 ? AspectRatioLayout.clamped($0) : nil }
            return .aspectRatio(clean, contentMode: mode)
        case .overlay, .background:
            return self
        }
    }

    /// How many of `count` given children the behaviour lays out: leaves none, unary modifiers one,
    /// containers all. Children beyond that are laid out as a centred overlay of the node.
    func keptChildCount(_ count: Int) -> Int {
        switch self {
        case .shape, .circle, .leaf, .spacer, .divider:
            return 0
        case .hStack, .vStack, .zStack, .overlay, .background, .group, .geometryReader, .viewThatFits, .grid,
             .gridRow, .lazyGrid:
            return count
        case .frame, .flexibleFrame, .padding, .fixedSize, .layoutPriority, .offset, .position,
             .aspectRatio, .effect, .scrollView, .gridCell:
            return Swift.min(count, 1)
        }
    }

    /// The stack axis child `slot` lays out in: stacks set it, ZStack and overlay content clear it,
    /// modifiers pass their own through (a Spacer inside a frame inside an HStack is horizontal).
    func stackAxis(ofChild slot: Int, childCount: Int, inherited: Axis?) -> Axis? {
        switch self {
        case .hStack: return .horizontal
        case .vStack: return .vertical
        case .zStack, .geometryReader, .grid, .lazyGrid: return nil
        case .gridRow: return .horizontal
        case .viewThatFits: return inherited
        case .scrollView(let axes): return axes == .horizontal ? .horizontal : (axes == .vertical ? .vertical : nil)
        case .gridCell: return inherited
        case .overlay, .background: return slot == 0 ? inherited : nil
        case .group: return childCount == 1 ? inherited : nil
        case .shape, .circle, .leaf, .spacer, .divider: return nil
        case .frame, .flexibleFrame, .padding, .fixedSize, .layoutPriority, .offset, .position,
             .aspectRatio, .effect:
            return inherited
        }
    }

    /// A length that must be finite and non-negative, else nil.
    static func length(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }

    /// A value that must be finite (negative allowed), else nil.
    static func finite(_ value: Double?) -> Double? {
        guard let value, value.isFinite else { return nil }
        return value
    }

    /// LAYOUT.md §6 normalisation: `min = max(min, 0)`, `ideal = max(ideal, min ?? 0)`,
    /// `max = max(max, ideal ?? 0)`; NaN and non-finite min/ideal become nil; max may be +∞.
    static func normalized(_ d: FlexibleFrame.Dimension) -> FlexibleFrame.Dimension {
        let min = finite(d.min).map { Swift.max($0, 0) }
        let ideal = finite(d.ideal).map { Swift.max($0, min ?? 0) }
        let max = d.max.flatMap { $0.isNaN ? nil : Swift.max($0, ideal ?? 0) }
        return FlexibleFrame.Dimension(min: min, ideal: ideal, max: max)
    }
}

/// Cleaning of padding insets: non-finite insets become 0 (negative insets are kept: SwiftUI
/// allows negative padding).
enum EdgeInsetsValue {
    static func sanitized(_ insets: EdgeInsets) -> EdgeInsets {
        func clean(_ v: Double) -> Double { v.isFinite ? v : 0 }
        return EdgeInsets(top: clean(insets.top), leading: clean(insets.leading),
                          bottom: clean(insets.bottom), trailing: clean(insets.trailing))
    }
}
