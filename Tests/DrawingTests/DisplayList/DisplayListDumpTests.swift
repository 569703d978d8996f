import Drawing
import Graphics
import Raster
import Testing

/// The display list's text dump.
struct DisplayListDumpTests {
    @Test func dumpIndentsInsideClipsAndLayersAndMarksAccent() {
        var list = DisplayList(pixelWidth: 30, pixelHeight: 20)
        list.append(.pushClip(Path(ellipseIn: Rect(x: 0, y: 0, width: 30, height: 20)), .evenOdd))
        list.append(.pushLayer(opacity: 0.25, blendMode: .multiply))
        list.append(.fill(Path(Rect(x: 1.5, y: 2, width: 3, height: 4)), .solid(Palette.red), .nonZero),
                    accentGroup: .accent)
        list.append(.popLayer)
        list.append(.popClip)
        #expect(list.textDump() == """
            display list 30×20
            pushClip path 10 elements in (0, 0, 30, 20) evenOdd
              pushLayer opacity 0.25 blend multiply
                fill rect (1.5, 2, 3, 4) rgba(255,0,0,1) accent
              popLayer
            popClip
            """)
    }

    @Test func nonRectangularPathsPrintTheirBounds() throws {
        var path = Path()
        path.move(to: Point(0, 0))
        path.addLine(to: Point(10, 0))
        path.addLine(to: Point(0, 10))
        path.closeSubpath()
        let stops = try #require(GradientStops(colors: [Palette.red, Palette.blue]))
        var list = DisplayList(pixelWidth: 1, pixelHeight: 1)
        list.append(.fill(path, .radialGradient(stops,
                                                center: Point(5, 5), startRadius: 0, endRadius: 5), .nonZero))
        #expect(list.textDumpLines()[1]
                == "fill path 4 elements in (0, 0, 10, 10) radial[rgba(255,0,0,1)@0 rgba(0,0,255,1)@1] (5, 5) r 0→5")
    }
}
