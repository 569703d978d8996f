/// How a source pixel `s` combines with the destination `d` (premultiplied, sRGB-encoded values).
///
/// The Porter-Duff operators (Porter & Duff 1984) plus the separable W3C Compositing modes `multiply` and `screen`.
/// Coverage `c` below 255 mixes the result with the untouched destination: `d + (B(s, d) − d)·c`, except for
/// `sourceOver`, `plus` and `destinationOut`, where it scales the source first (the same thing up to rounding, and
/// cheaper).
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// `s + d·(1 − sa)`: paint over (the default).
    case sourceOver
    /// `s`: replace (Core Graphics' "copy").
    case source
    /// `0`: erase.
    case clear
    /// `d + s·(1 − da)`: paint behind.
    case destinationOver
    /// `s·da`.
    case sourceIn
    /// `d·sa`: keep the destination where the source is (masking).
    case destinationIn
    /// `s·(1 − da)`.
    case sourceOut
    /// `d·(1 − sa)`: erase where the source is.
    case destinationOut
    /// `s·da + d·(1 − sa)`.
    case sourceAtop
    /// `d·sa + s·(1 − da)`.
    case destinationAtop
    /// `s·(1 − da) + d·(1 − sa)`.
    case xor
    /// `min(1, s + d)`: additive (SwiftUI's `plusLighter`).
    case plus
    /// `s·(1 − da) + d·(1 − sa) + s·d`.
    case multiply
    /// `s + d − s·d`.
    case screen

    /// True when a transparent source leaves the destination unchanged (so untouched areas need no work).
    var preservesDestinationUnderTransparentSource: Bool {
        switch self {
        case .sourceOver, .destinationOver, .destinationOut, .sourceAtop, .xor, .plus, .multiply, .screen: return true
        case .source, .clear, .sourceIn, .destinationIn, .sourceOut, .destinationAtop: return false
        }
    }
}
