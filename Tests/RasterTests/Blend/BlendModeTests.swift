import Graphics
import Testing
@testable import Raster

/// The pixel left by filling a 1×1 canvas holding `destination` with `source` in `mode`.
func blended(_ source: RGBAColor, over destination: RGBAColor, _ mode: BlendMode, coverage: Double = 1) throws -> PremultipliedRGBA8 {
    var canvas = try #require(makeCanvas(1, 1, background: destination))
    canvas.fill(Path(Rect(x: 0, y: 0, width: coverage, height: 1)), paint: .solid(source), blendMode: mode)
    return canvas.pixmap.pixel(x: 0, y: 0)
}

let halfBlue = RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5)      // premultiplied (0, 0, 128, 128)
let orange = RGBAColor(r255: 200, 100, 50)                           // opaque

@Test func sourceOverBlendsByAlpha() throws {
    // 200·127/255 = 99.6 → 100; 100·127/255 = 49.8 → 50; 50·127/255 = 24.9 → 25; blue 128 + 25.
    #expect(try blended(halfBlue, over: orange, .sourceOver) == rgba(100, 50, 153, 255))
}

@Test func sourceReplacesTheDestination() throws {
    #expect(try blended(halfBlue, over: orange, .source) == rgba(0, 0, 128, 128))
}

@Test func sourceWithPartialCoverageMixesWithTheDestination() throws {
    // Coverage 0.5 → 128: (0,0,128,128)·128/255 + (200,100,50,255)·127/255.
    #expect(try blended(halfBlue, over: orange, .source, coverage: 0.5) == rgba(100, 50, 89, 191))
}

@Test func clearErasesTheDestination() throws {
    #expect(try blended(halfBlue, over: orange, .clear) == .clear)
}

@Test func destinationInKeepsTheDestinationScaledBySourceAlpha() throws {
    #expect(try blended(halfBlue, over: orange, .destinationIn) == rgba(100, 50, 25, 128))
}

@Test func destinationOutKeepsTheDestinationScaledByInverseSourceAlpha() throws {
    #expect(try blended(halfBlue, over: orange, .destinationOut) == rgba(100, 50, 25, 127))
}

@Test func multiplyOfOpaqueColoursMultipliesChannels() throws {
    let a = RGBAColor(r255: 255, 128, 0), b = RGBAColor(r255: 128, 255, 255)
    #expect(try blended(a, over: b, .multiply) == rgba(128, 128, 0, 255))
}

@Test func screenOfOpaqueColoursInvertsTheProductOfInverses() throws {
    let a = RGBAColor(r255: 255, 128, 0), b = RGBAColor(r255: 128, 100, 0)
    // 128 + 100 − 128·100/255 = 228 − 50.2 → 178.
    #expect(try blended(a, over: b, .screen) == rgba(255, 178, 0, 255))
}

@Test func plusAddsAndSaturates() throws {
    let a = RGBAColor(r255: 200, 100, 0), b = RGBAColor(r255: 100, 100, 0)
    #expect(try blended(a, over: b, .plus) == rgba(255, 200, 0, 255))
}

@Test func destinationOverPaintsBehind() throws {
    #expect(try blended(orange, over: halfBlue, .destinationOver) == rgba(100, 50, 153, 255))
}

@Test func everyModeKeepsPixelsValidPremultiplied() throws {
    let colours = [halfBlue, orange, RGBAColor(red: 0.9, green: 0.8, blue: 0.1, alpha: 0.3), .clear, .white]
    for mode in BlendMode.allCases {
        for s in colours {
            for d in colours {
                for coverage in [1.0, 0.37] {
                    let p = try blended(s, over: d, mode, coverage: coverage)
                    #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a, "\(mode) \(s) over \(d)")
                }
            }
        }
    }
}
