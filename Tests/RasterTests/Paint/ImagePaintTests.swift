import Graphics
import Testing
@testable import Raster

/// A 2×1 image: opaque black, then opaque white.
func blackWhiteImage() throws -> Pixmap {
    try #require(Pixmap(width: 2, height: 1, straightRGBA: [0, 0, 0, 255, 255, 255, 255, 255]))
}

@Test func identityImagePaintCopiesPixelsExactly() throws {
    var source = try #require(Pixmap(width: 3, height: 2))
    for x in 0..<3 { for y in 0..<2 { source.setPixel(x: x, y: y, rgba(UInt8(x * 50), UInt8(y * 90), 7, 200)) } }
    var canvas = try #require(makeCanvas(3, 2))
    canvas.fill(Path(Rect(x: 0, y: 0, width: 3, height: 2)), paint: .image(ImagePaint(image: source)), blendMode: .source)
    #expect(canvas.pixmap == source)
}

@Test func scaledImageIsBilinearBetweenTexelCentres() throws {
    var canvas = try #require(makeCanvas(20, 10))
    let paint = Paint.image(ImagePaint(image: try blackWhiteImage(), transform: AffineTransform(scaleX: 10, y: 10)))
    canvas.fill(Path(Rect(x: 0, y: 0, width: 20, height: 10)), paint: paint)
    // Device pixel x has its centre at texel coordinate (x + 0.5)/10; texel centres are at 0.5 and 1.5.
    // x = 9 → 0.95, 45 % of the way to white: 114.75. x = 12 → 1.25: 75 %, 191.25.
    #expect(abs(Int(canvas.pixmap.pixel(x: 9, y: 5).r) - 115) <= 1)
    #expect(abs(Int(canvas.pixmap.pixel(x: 12, y: 5).r) - 191) <= 1)
    #expect(canvas.pixmap.pixel(x: 2, y: 5) == rgba(0, 0, 0, 255))        // clamped to the edge texel
    #expect(canvas.pixmap.pixel(x: 19, y: 5) == rgba(255, 255, 255, 255))
}

@Test func imagePaintIsTransparentOutsideTheImage() throws {
    var canvas = try #require(makeCanvas(40, 30))
    let paint = Paint.image(ImagePaint(image: try blackWhiteImage(),
                                       transform: AffineTransform(scaleX: 10, y: 10).translatedBy(x: 1, y: 1)))
    canvas.fill(Path(Rect(x: 0, y: 0, width: 40, height: 30)), paint: paint)
    #expect(canvas.pixmap.pixel(x: 5, y: 15) == .clear)
    #expect(canvas.pixmap.pixel(x: 35, y: 15) == .clear)
    #expect(canvas.pixmap.pixel(x: 15, y: 5) == .clear)
    #expect(canvas.pixmap.pixel(x: 12, y: 15) == rgba(0, 0, 0, 255))
}

@Test func imagePaintOpacityScalesTheImage() throws {
    var canvas = try #require(makeCanvas(2, 1))
    canvas.fill(Path(Rect(x: 0, y: 0, width: 2, height: 1)),
                paint: .image(ImagePaint(image: try blackWhiteImage(), opacity: 0.5)))
    #expect(canvas.pixmap.pixel(x: 1, y: 0) == rgba(128, 128, 128, 128))
}

@Test func singularImageTransformDrawsNothing() throws {
    var canvas = try #require(makeCanvas(4, 4))
    canvas.fill(Path(Rect(x: 0, y: 0, width: 4, height: 4)),
                paint: .image(ImagePaint(image: try blackWhiteImage(), transform: AffineTransform(scaleX: 0, y: 1))))
    #expect(canvas.pixmap.pixel(x: 1, y: 1) == .clear)
}

@Test func axisAlignedFastPathMatchesTheGeneralSampler() throws {
    var image = try #require(Pixmap(width: 5, height: 4))
    var random = TestRandom(state: 99)
    for y in 0..<4 { for x in 0..<5 { image.setPixel(x: x, y: y, PremultipliedRGBA8(packed: random.pixel())) } }
    let placements = [
        AffineTransform(scaleX: 8, y: 8), AffineTransform(scaleX: 2.5, y: 0.75).translatedBy(x: 0.3, y: -1.2),
        AffineTransform(scaleX: 0.37, y: 3.1).concatenating(AffineTransform(translationX: 1.7, y: 2.2)),
        AffineTransform(scaleX: -4, y: 4).concatenating(AffineTransform(translationX: 30, y: 0)),
    ]
    var mismatches = 0
    for (k, transform) in placements.enumerated() {
        let shader = ImageShader(ImagePaint(image: image, transform: transform, opacity: k == 2 ? 0.6 : 1), opacity: 1)
        image.storage.withUnsafeBufferPointer { pixels in
            for y in -2..<30 {
                var fast = [UInt32](repeating: 1, count: 40), general = [UInt32](repeating: 2, count: 40)
                let x = -3
                let u = shader.baseU &+ Int64(x) &* shader.uStepX &+ Int64(y) &* shader.uStepY
                let v = shader.baseV &+ Int64(x) &* shader.vStepX &+ Int64(y) &* shader.vStepY
                fast.withUnsafeMutableBufferPointer { shader.shadeAxisAligned(pixels.baseAddress!, u: u, v: v, count: 40, into: $0.baseAddress!) }
                general.withUnsafeMutableBufferPointer { shader.shadeGeneral(pixels.baseAddress!, u: u, v: v, count: 40, into: $0.baseAddress!) }
                if fast != general { mismatches += 1 }
            }
        }
    }
    #expect(mismatches == 0)
}
