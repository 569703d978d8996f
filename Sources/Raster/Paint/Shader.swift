import Graphics

/// A paint prepared for one draw: colours premultiplied, opacity folded in, gradient tables built.
enum Shader: Sendable {
    case solid(UInt32)
    case linear(LinearGradientShader)
    case radial(RadialGradientShader)
    case angular(AngularGradientShader)
    case image(ImageShader)
    case pixmap(PixmapShader)

    /// Prepares `paint` with `opacity` (0…1) folded in.
    init(_ paint: Paint, opacity: Double) {
        let o = opacity.isFinite ? min(max(opacity, 0), 1) : 0
        switch paint {
        case .solid(let color):
            self = .solid(PremultipliedRGBA8(color.multipliedAlpha(o)).packed)
        case .linearGradient(let stops, let start, let end):
            self = .linear(LinearGradientShader(stops: stops, start: start, end: end, opacity: o))
        case .radialGradient(let stops, let center, let r0, let r1):
            self = .radial(RadialGradientShader(stops: stops, center: center, startRadius: r0, endRadius: r1, opacity: o))
        case .angularGradient(let stops, let center, let a0, let a1):
            self = .angular(AngularGradientShader(stops: stops, center: center, startAngle: a0, endAngle: a1, opacity: o))
        case .image(let image):
            self = .image(ImageShader(image, opacity: o))
        }
    }

    /// True when every pixel the shader produces is opaque.
    var isOpaque: Bool {
        switch self {
        case .solid(let c): return c >> 24 == 255
        case .linear(let s): return s.table.isOpaque
        case .radial(let s): return s.table.isOpaque
        case .angular(let s): return s.table.isOpaque
        case .image, .pixmap: return false
        }
    }

    /// True when the shader produces only transparent pixels.
    var isTransparent: Bool {
        switch self {
        case .solid(let c): return c == 0
        case .linear(let s): return s.table.entries.allSatisfy { $0 == 0 }
        case .radial(let s): return s.table.entries.allSatisfy { $0 == 0 }
        case .angular(let s): return s.table.entries.allSatisfy { $0 == 0 }
        case .image(let s): return !s.isValid || s.opacity == 0
        case .pixmap(let s): return s.opacity == 0
        }
    }
}
