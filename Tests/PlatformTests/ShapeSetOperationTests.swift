import Graphics
import Render
import SwiftUI
import Testing
import TestSupport

// iOS 17's shape set operations through the SwiftUI shim: shapes that stay shapes, drawn with exact regions
// (Goldens/shapes/shape-set-operations.png).
@Suite struct ShapeSetOperationTests {
    func ring() -> some Shape { Circle().subtracting(Circle().scale(0.5)) }
    func lens() -> some Shape { Circle().offset(x: -6, y: 0).intersection(Circle().offset(x: 6, y: 0)) }
    func blob() -> some Shape { Circle().scale(0.7, anchor: .topLeading).union(Rectangle().scale(0.5, anchor: .bottomTrailing)) }
    func bowtie() -> some Shape { Rectangle().symmetricDifference(Circle().scale(0.8)) }
    func dashes() -> some Shape { Rectangle().inset(by: 4).lineSubtraction(Circle().scale(0.8)) }
    func inside() -> some Shape { Rectangle().inset(by: 4).lineIntersection(Circle().scale(0.8), eoFill: true) }

    @Test func theRingHasAHole() throws {
        let pixmap = try pixels(ring().fill(.black).frame(width: 40, height: 40))
        #expect(rgba(pixmap, x: 20, y: 20)[3] == 0)
        #expect(rgba(pixmap, x: 20, y: 4)[3] == 255)
        #expect(rgba(pixmap, x: 1, y: 1)[3] == 0)
    }

    @Test func theLensIsWhereBothCirclesAre() throws {
        let pixmap = try pixels(lens().fill(.black).frame(width: 40, height: 40))
        #expect(rgba(pixmap, x: 20, y: 20)[3] == 255)
        // Inside the left circle only.
        #expect(rgba(pixmap, x: 2, y: 20)[3] == 0)
    }

    @Test func setOperationsDrawAsOnIOS() throws {
        let row = HStack(spacing: 6) {
            ring().fill(Color.orange).frame(width: 30, height: 30)
            lens().fill(Color.blue).frame(width: 30, height: 30)
            blob().fill(Color.green).frame(width: 30, height: 30)
            bowtie().fill(Color.purple, style: FillStyle(eoFill: true)).frame(width: 30, height: 30)
            dashes().stroke(Color.red, lineWidth: 2).frame(width: 30, height: 30)
            inside().stroke(Color.gray, lineWidth: 2).frame(width: 30, height: 30)
        }
        .padding(6)
        let output = try ViewRenderer().rendering(row, size: Size(width: 228, height: 42), scale: 2, colorScheme: .light,
                                                  environment: .ios18, resources: try TestResources.get())
        #expect(output.resolved.warnings.isEmpty, "\(output.resolved.warnings)")
        let pixmap = output.pixmap
        expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height, suite: "shapes",
                     name: "shape-set-operations")
    }
}
