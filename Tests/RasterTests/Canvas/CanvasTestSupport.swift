import Graphics
@testable import Raster

/// A canvas of the given size, filled with `background` (transparent when nil).
func makeCanvas(_ width: Int, _ height: Int, background: RGBAColor? = nil) -> Canvas? {
    guard var pixmap = Pixmap(width: width, height: height) else { return nil }
    if let background { pixmap.fill(background) }
    return Canvas(pixmap: pixmap)
}

/// Shorthand for a premultiplied pixel.
func rgba(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> PremultipliedRGBA8 {
    PremultipliedRGBA8(r: r, g: g, b: b, a: a)
}

/// Black, white, red as straight colours.
let opaqueBlack = RGBAColor.black
let opaqueRed = RGBAColor(red: 1, green: 0, blue: 0)
