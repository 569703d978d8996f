import Graphics
import Render
import SwiftUI
import Testing
import TestSupport

// Shape modifiers that return shapes stay shapes in the SwiftUI shim's sense (`some Shape`), as on iOS, and
// draw their outlines moved as SwiftUI documents: rotation clockwise about the anchor, offset, scale about the
// anchor, stroke(style:) as a filled outline, size(_:) at the frame's origin.

/// Half a circle, returned as the shim's `some Shape` (what real widget code writes).
private func arc() -> some Shape { Circle().trim(from: 0, to: 0.5) }
private func ring() -> some Shape { Circle().stroke(style: StrokeStyle(lineWidth: 4)) }
private func diamond() -> some Shape { Rectangle().rotation(.degrees(45)) }
private func shifted() -> some Shape { Circle().offset(x: 5, y: 0) }
private func shrunk() -> some Shape { Circle().scale(0.5, anchor: .topLeading) }
private func corner() -> some Shape { Rectangle().size(CGSize(width: 10, height: 10)) }
private func turned() -> some Shape { Rectangle().transform(CGAffineTransform(translationX: 3, y: 4)) }
private func insetCircle() -> some Shape { Circle().inset(by: 5) }

private func bounds<S: Shape>(_ shape: S, _ rect: CGRect = CGRect(x: 0, y: 0, width: 40, height: 40)) -> CGRect {
    shape.path(in: rect).boundingRect
}

private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
}

@Suite struct ShapeModifierTests {
    @Test func trimmedCircleIsTheLowerHalf() {
        // A circle starts at 3 o'clock and runs clockwise on screen: the first half is the lower one.
        #expect(close(bounds(arc()), CGRect(x: 0, y: 20, width: 40, height: 20)))
    }

    @Test func rotationTurnsAboutTheCentre() {
        let side = 40 * 2.0.squareRoot()
        #expect(close(bounds(diamond()), CGRect(x: 20 - side / 2, y: 20 - side / 2, width: side, height: side)))
        let quarter = Rectangle().rotation(.degrees(90), anchor: .topLeading)
        #expect(close(bounds(quarter, CGRect(x: 0, y: 0, width: 20, height: 10)), CGRect(x: -10, y: 0, width: 10, height: 20)))
    }

    @Test func offsetScaleSizeAndTransformMoveTheOutline() {
        #expect(close(bounds(shifted()), CGRect(x: 5, y: 0, width: 40, height: 40)))
        #expect(close(bounds(shrunk()), CGRect(x: 0, y: 0, width: 20, height: 20)))
        #expect(close(bounds(corner()), CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(close(bounds(turned()), CGRect(x: 3, y: 4, width: 40, height: 40)))
        #expect(close(bounds(insetCircle()), CGRect(x: 5, y: 5, width: 30, height: 30)))
        #expect(close(bounds(Circle().offset(CGSize(width: 0, height: -2))), CGRect(x: 0, y: -2, width: 40, height: 40)))
    }

    @Test func strokeAsAShapeIsTheStrokesOutline() {
        #expect(close(bounds(ring()), CGRect(x: -2, y: -2, width: 44, height: 44)))
    }

    @Test func modifiedShapesKeepTheirBaseLayout() throws {
        // Filling the offset circle moves the ink, not the frame: the frame's left column stays empty.
        let moved = try pixels(Circle().offset(x: 10, y: 0).fill(.black).frame(width: 20, height: 20), width: 40, height: 20)
        #expect(rgba(moved, x: 11, y: 10)[3] == 0)
        #expect(rgba(moved, x: 30, y: 10)[3] == 255)
    }

    @Test func shapeModifiersDrawAsOnIOS() throws {
        let row = HStack(spacing: 6) {
            arc().stroke(Color.blue, lineWidth: 3).frame(width: 30, height: 30)
            diamond().fill(Color.orange).frame(width: 20, height: 20).padding(5)
            ring().fill(Color.green).frame(width: 26, height: 26).padding(2)
            shrunk().fill(Color.red).frame(width: 30, height: 30)
            Capsule().rotation(.degrees(-30)).stroke(Color.purple, style: StrokeStyle(lineWidth: 2, dash: [4, 2]))
                .frame(width: 30, height: 14).padding(.vertical, 8)
            corner().fill(Color.gray).frame(width: 30, height: 30)
        }
        .padding(6)
        let output = try ViewRenderer().rendering(row, size: Size(width: 230, height: 42), scale: 2, colorScheme: .light,
                                                  environment: .ios18, resources: try TestResources.get())
        #expect(output.resolved.warnings.isEmpty, "\(output.resolved.warnings)")
        let pixmap = output.pixmap
        expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height, suite: "shapes",
                     name: "shape-modifiers")
    }
}
