import Graphics

/// A pixel effect applied to everything drawn between ``DisplayCommand/pushEffectLayer(_:)`` and
/// ``DisplayCommand/popEffectLayer``, which is drawn into its own full-size pixmap first.
public enum LayerEffect: Hashable, Sendable, CustomStringConvertible {
    /// A Gaussian blur of standard deviation `sigma` device pixels (`blur(radius:)`).
    case blur(sigma: Double)
    /// A copy of the content's alpha in `color`, blurred by `sigma` device pixels and moved by `offset`,
    /// drawn behind the content (`shadow(color:radius:x:y:)`).
    case shadow(color: RGBAColor, sigma: Double, offset: Point)

    public var description: String {
        switch self {
        case .blur(let sigma):
            return "blur σ \(formatNumber(sigma))"
        case let .shadow(color, sigma, offset):
            return "shadow \(color) σ \(formatNumber(sigma)) offset \(offset)"
        }
    }
}
