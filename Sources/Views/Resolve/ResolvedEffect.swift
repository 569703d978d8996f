import Graphics

/// A change to how a node's subtree is drawn; the node is laid out exactly as its child.
///
/// Render draws an effect node by pushing the effect, drawing the node's children in draw order,
/// and popping it. Geometry (anchors, clip shapes) is relative to the effect node's own frame,
/// which equals its child's frame (the `.mask` node is the exception: see ``mask``).
public enum ResolvedEffect: Sendable, CustomStringConvertible {
    /// Multiplies the alpha of every leaf below (`opacity(_:)`); as in SwiftUI, overlapping leaves are
    /// not composited first unless a `compositingGroup` effect sits between them.
    case opacity(Double)
    /// Clips the subtree to a shape in this node's frame (`clipShape`, `clipped`, `cornerRadius`).
    case clip(ResolvedShapeGeometry, FillRule)
    /// Rotates the subtree about `anchor` in the frame (`rotationEffect(_:anchor:)`); positive is clockwise.
    case rotation(Angle, anchor: UnitPoint)
    /// Scales the subtree about `anchor` in the frame (`scaleEffect(x:y:anchor:)`).
    case scale(x: Double, y: Double, anchor: UnitPoint)
    /// Draws a blurred, tinted copy of the subtree's alpha behind it, moved by (x, y) points
    /// (`shadow(color:radius:x:y:)`; `radius` is the blur radius in points).
    case shadow(color: RGBAColor, radius: Double, x: Double, y: Double)
    /// Gaussian blur of the subtree (`blur(radius:opaque:)`), radius in points.
    case blur(radius: Double, isOpaque: Bool)
    /// A per-pixel colour change of the subtree (`grayscale`, `saturation`, `colorMultiply` …).
    case colorFilter(ColorFilter)
    /// Draws the subtree as one layer before compositing (`compositingGroup()`).
    case compositingGroup
    /// The subtree belongs to the accent group of the accented rendering mode
    /// (WIDGETKIT.md §1.3; the widget layer's `widgetAccentable()`). Nested markers change nothing.
    case accentGroup
    /// Masks the node's first child by the alpha of its other children (`mask(alignment:_:)`).
    /// The node's layout behaviour is `.overlay(alignment:)`: children[0] is the content,
    /// children[1…] the mask (laid out like overlay views), drawn only into the mask.
    case mask

    public var description: String {
        switch self {
        case .opacity(let value): return "opacity \(formatNumber(value))"
        case let .clip(geometry, rule): return "clip \(geometry)" + (rule == .evenOdd ? " evenOdd" : "")
        case let .rotation(angle, anchor): return "rotation \(angle) anchor \(anchor)"
        case let .scale(x, y, anchor): return "scale \(formatNumber(x))×\(formatNumber(y)) anchor \(anchor)"
        case let .shadow(color, radius, x, y):
            return "shadow \(color) radius \(formatNumber(radius)) offset (\(formatNumber(x)), \(formatNumber(y)))"
        case let .blur(radius, opaque): return "blur \(formatNumber(radius))" + (opaque ? " opaque" : "")
        case .colorFilter(let filter): return "colorFilter \(filter)"
        case .compositingGroup: return "compositingGroup"
        case .accentGroup: return "accentGroup"
        case .mask: return "mask"
        }
    }
}

/// Per-pixel colour filters, each SwiftUI's modifier of the same name (applied to un-premultiplied sRGB).
public enum ColorFilter: Hashable, Sendable, CustomStringConvertible {
    /// `grayscale(_:)`: 0 = unchanged, 1 = fully grey.
    case grayscale(Double)
    /// `saturation(_:)`: 0 = grey, 1 = unchanged.
    case saturation(Double)
    /// `brightness(_:)`: added to each channel (−1…1).
    case brightness(Double)
    /// `contrast(_:)`: scales each channel about 0.5.
    case contrast(Double)
    /// `colorMultiply(_:)`: multiplies each channel (alpha included) by the colour's.
    case colorMultiply(RGBAColor)
    /// `hueRotation(_:)`.
    case hueRotation(Angle)
    /// `colorInvert()`: each colour channel becomes 1 − value.
    case colorInvert
    /// `luminanceToAlpha()`: alpha = luma (WIDGETKIT.md §1.4 weights), colour black.
    case luminanceToAlpha

    public var description: String {
        switch self {
        case .grayscale(let v): return "grayscale \(formatNumber(v))"
        case .saturation(let v): return "saturation \(formatNumber(v))"
        case .brightness(let v): return "brightness \(formatNumber(v))"
        case .contrast(let v): return "contrast \(formatNumber(v))"
        case .colorMultiply(let c): return "colorMultiply \(c)"
        case .hueRotation(let a): return "hueRotation \(a)"
        case .colorInvert: return "colorInvert"
        case .luminanceToAlpha: return "luminanceToAlpha"
        }
    }
}
