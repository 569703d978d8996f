import Graphics
import Raster
import Drawing
import Testing

/// `Pixmap.mask(to:)` (in place) against what the widget renderer did before: the container clip pushed on
/// a transparent canvas and the render composited through it. The pixels must be identical.
@Suite struct ContainerMaskTests {
    @Test(arguments: [(510, 510, 70.0), (1092, 510, 70.0), (228, 228, 114.0), (31, 17, 5.5), (64, 64, 0.0)])
    func inPlaceMaskEqualsClipComposite(width: Int, height: Int, radius: Double) throws {
        let content = try #require(Self.noise(width: width, height: height))
        let shapes = [
            Path(roundedRect: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), cornerRadius: radius,
                 style: .continuous),
            Path(ellipseIn: Rect(x: 3.3, y: -4.25, width: Double(width) * 0.7, height: Double(height) + 2)),
            Path(Rect(x: -10, y: -10, width: Double(width) + 20, height: Double(height) + 20)),
            // Not convex: a U, two runs of full coverage in its arms' rows.
            Path { p in
                let w = Double(width), h = Double(height)
                p.addLines([Point(x: 1.5, y: 0.5), Point(x: w * 0.4, y: 0.5), Point(x: w * 0.4, y: h * 0.6),
                            Point(x: w * 0.6, y: h * 0.6), Point(x: w * 0.6, y: 0.5), Point(x: w - 1.25, y: 0.5),
                            Point(x: w - 1.25, y: h - 2.5), Point(x: 1.5, y: h - 2.5)])
                p.closeSubpath()
            },
        ]
        for path in shapes {
            var masked = content
            masked.mask(to: path)
            #expect(masked == Self.clipComposite(content, path), "\(width)×\(height), \(path.bounds)")
        }
    }

    @Test func cachedContainerMaskIsReusedAndMasksTheSame() throws {
        let cache = ShapeMaskCache()
        let path = Path(roundedRect: Rect(x: 0, y: 0, width: 60, height: 40), cornerRadius: 9, style: .continuous)
        let content = try #require(Self.noise(width: 60, height: 40))
        var fromCache = content, direct = content
        fromCache.mask(with: cache.mask(for: path, width: 60, height: 40))
        fromCache.mask(with: cache.mask(for: path, width: 60, height: 40)) // second pass: coverage² (same as direct twice)
        direct.mask(to: path)
        direct.mask(to: path)
        #expect(fromCache == direct)
        #expect(cache.mask(for: path, width: 60, height: 40).fullRuns == ShapeMask(path: path, width: 60, height: 40).fullRuns)
    }

    @Test func shapeOutsideTheCanvasClearsEverything() throws {
        var pixmap = try #require(Self.noise(width: 20, height: 10))
        pixmap.mask(to: Path(Rect(x: 40, y: 40, width: 5, height: 5)))
        #expect(pixmap == Pixmap(width: 20, height: 10))
    }

    /// The reference: the former `WidgetRenderer.masked`.
    static func clipComposite(_ pixmap: Pixmap, _ path: Path) -> Pixmap {
        guard let empty = Pixmap(width: pixmap.width, height: pixmap.height) else { return pixmap }
        var canvas = Canvas(pixmap: empty)
        canvas.pushClip(path)
        canvas.drawPixmap(pixmap, x: 0, y: 0)
        canvas.popClip()
        return canvas.pixmap
    }

    /// Valid premultiplied pixels of every kind (opaque, translucent, clear), from a fixed LCG.
    static func noise(width: Int, height: Int) -> Pixmap? {
        guard var pixmap = Pixmap(width: width, height: height) else { return nil }
        var state: UInt32 = 0x1234_5678
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                let a = UInt8(truncatingIfNeeded: (state >> 24) % 4 == 0 ? 255 : state >> 24)
                func channel(_ shift: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: (state >> shift) % (UInt32(a) + 1)) }
                pixmap.setPixel(x: x, y: y, PremultipliedRGBA8(r: channel(3), g: channel(9), b: channel(15), a: a))
            }
        }
        return pixmap
    }
}
