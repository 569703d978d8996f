/// The per-pixel formula of each `BlendMode`, on packed premultiplied pixels (`r | g<<8 | b<<16 | a<<24`).
///
/// Each mode is a caseless enum so that loops generic over `PixelBlender` are specialised per mode (no switch
/// or existential per pixel). Results are clamped to valid premultiplied values (colour ≤ alpha).
protocol PixelBlender {
    /// `s` blended onto `d` with coverage `c` (0…255).
    static func blend(_ s: UInt32, _ d: UInt32, coverage c: UInt32) -> UInt32
}

/// Modes whose coverage mixes the full result with the destination: `d + (B(s, d) − d)·c`.
protocol LerpBlender: PixelBlender {
    /// The blend at full coverage.
    static func full(_ s: UInt32, _ d: UInt32) -> UInt32
}

extension LerpBlender {
    @inline(__always) static func blend(_ s: UInt32, _ d: UInt32, coverage c: UInt32) -> UInt32 {
        let r = full(s, d)
        return c >= 255 ? r : PixelMath.lerp(d, r, c)
    }
}

/// Porter-Duff terms `s·fs + d·fd`, fractions in 0…255.
@inline(__always) func porterDuff(_ s: UInt32, _ fs: UInt32, _ d: UInt32, _ fd: UInt32) -> UInt32 {
    PixelMath.scale(s, fs) &+ PixelMath.scale(d, fd)
}

/// Clamps each colour channel to the alpha channel.
@inline(__always) func clampToAlpha(_ p: UInt32) -> UInt32 {
    let a = p >> 24
    let r = min(p & 0xFF, a), g = min((p >> 8) & 0xFF, a), b = min((p >> 16) & 0xFF, a)
    return r | g << 8 | b << 16 | a << 24
}

enum SourceOverBlender: PixelBlender {
    @inline(__always) static func blend(_ s: UInt32, _ d: UInt32, coverage c: UInt32) -> UInt32 {
        PixelMath.sourceOver(c >= 255 ? s : PixelMath.scale(s, c), d)
    }
}

enum PlusBlender: PixelBlender {
    @inline(__always) static func blend(_ s: UInt32, _ d: UInt32, coverage c: UInt32) -> UInt32 {
        let t = c >= 255 ? s : PixelMath.scale(s, c)
        var out: UInt32 = 0
        var shift: UInt32 = 0
        while shift < 32 {
            out |= min(((t >> shift) & 0xFF) + ((d >> shift) & 0xFF), 255) << shift
            shift += 8
        }
        return out
    }
}

enum DestinationOutBlender: PixelBlender {
    @inline(__always) static func blend(_ s: UInt32, _ d: UInt32, coverage c: UInt32) -> UInt32 {
        PixelMath.scale(d, 255 &- PixelMath.mul255(s >> 24, c))
    }
}

enum SourceBlender: LerpBlender {
    @inline(__always) static func full(_ s: UInt32, _ d: UInt32) -> UInt32 { s }
}

enum ClearBlender: LerpBlender {
    @inline(__always) static func full(_ s: UInt32, _ d: UInt32) -> UInt32 { 0 }
}

enum DestinationOverBlender: LerpBlender {
    @inline(__always) static func full(_ s: UInt32, _ d: UInt32) -> UInt32 { PixelMath.sourceOver(d, s) }
}

enum SourceInBlender: LerpBlender {
    @inline(__always) static func full(_ s: UInt32, _ d: UInt32) -> UInt32 { PixelMath.scale(s, d >> 24) }
}

enum DestinationInBlender: LerpBlender {
    @inline(__always) static func full(_ s: UInt32, _ d: UInt32) -> UInt32 { PixelMath.scale(d, s >> 24) }
}

enum SourceOutBlender: LerpBlender {
    @inline(__always) static func full(_ s: UInt32, _ d: UInt32) -> UInt32 { PixelMath.scale(s, 255 &- (d >> 24)) }
}

enum SourceAtopBlender: LerpBlender {
    @inline(__always) static func full(_ s: UInt32, _ d: UInt32) -> UInt32 {
        clampToAlpha(porterDuff(s, d >> 24, d, 255 &- (s >> 24)))
    }
}

enum DestinationAtopBlender: LerpBlender {
    @inline(__always) static func full(_ s: UInt32, _ d: UInt32) -> UInt32 {
        clampToAlpha(porterDuff(s, 255 &- (d >> 24), d, s >> 24))
    }
}

enum XorBlender: LerpBlender {
    @inline(__always) static func full(_ s: UInt32, _ d: UInt32) -> UInt32 {
        clampToAlpha(porterDuff(s, 255 &- (d >> 24), d, 255 &- (s >> 24)))
    }
}

enum MultiplyBlender: LerpBlender {
    @inline(__always) static func full(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = s >> 24, da = d >> 24
        var out: UInt32 = 0
        var shift: UInt32 = 0
        while shift < 32 {
            let sc = (s >> shift) & 0xFF, dc = (d >> shift) & 0xFF
            let v = PixelMath.mul255(sc, 255 - da) + PixelMath.mul255(dc, 255 - sa) + PixelMath.mul255(sc, dc)
            out |= min(v, 255) << shift
            shift += 8
        }
        return clampToAlpha(out)
    }
}

enum ScreenBlender: LerpBlender {
    @inline(__always) static func full(_ s: UInt32, _ d: UInt32) -> UInt32 {
        var out: UInt32 = 0
        var shift: UInt32 = 0
        while shift < 32 {
            let sc = (s >> shift) & 0xFF, dc = (d >> shift) & 0xFF
            out |= min(sc + dc - PixelMath.mul255(sc, dc), 255) << shift
            shift += 8
        }
        return clampToAlpha(out)
    }
}
