import Graphics
import Raster

/// A small colourful test picture: opaque red, green, blue, yellow and white squares, a half-transparent
/// orange square, and transparent pixels around them.
func colourfulPixmap() -> Pixmap? {
    guard let pixmap = Pixmap(width: 24, height: 8) else { return nil }
    var canvas = Canvas(pixmap: pixmap)
    let colours: [RGBAColor] = [
        RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 0, green: 1, blue: 0),
        RGBAColor(red: 0, green: 0, blue: 1), RGBAColor(red: 1, green: 0.8, blue: 0),
        .white, RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.5),
    ]
    for (i, colour) in colours.enumerated() {
        canvas.fill(Path(Rect(x: Double(i * 4), y: 1, width: 4, height: 6)), paint: .solid(colour))
    }
    return canvas.pixmap
}
