import Graphics
import PNGCodec
import Raster
import Render
import Testing

@Test func pngBytesDecodeToTheStraightPixels() throws {
    var canvas = Canvas(pixmap: try #require(Pixmap(width: 40, height: 30)))
    canvas.fill(Path(ellipseIn: Rect(x: 3.5, y: 2.25, width: 30, height: 25)),
                paint: .solid(RGBAColor(red: 0.9, green: 0.4, blue: 0.1, alpha: 0.7)))
    let png = try canvas.pixmap.pngBytes()
    #expect(png == (try PNGEncoder.encode(width: 40, height: 30, rgba: canvas.pixmap.straightRGBA())))
    #expect(try PNGDecoder.decode(png).rgba == canvas.pixmap.straightRGBA())
}
