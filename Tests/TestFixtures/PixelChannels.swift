import Raster

/// Un-premultiplied channels of a pixel, rounded.
public func straight(_ p: PremultipliedRGBA8) -> (r: Int, g: Int, b: Int, a: Int) {
    guard p.a > 0 else { return (0, 0, 0, 0) }
    func u(_ c: UInt8) -> Int { (Int(c) * 255 + Int(p.a) / 2) / Int(p.a) }
    return (u(p.r), u(p.g), u(p.b), Int(p.a))
}
