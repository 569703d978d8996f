import Graphics
import Render
import SwiftUI
import Testing

/// A triangle written as on iOS: `path(in: CGRect)`, CGPoint.
private struct CGTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.midX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.closeSubpath()
        return p
    }
}

/// The same triangle in the pipeline's own types.
private struct GraphicsTriangle: Views.Shape {
    func path(in rect: Rect) -> Path {
        var p = Path()
        p.move(to: Point(x: rect.midX, y: rect.minY))
        p.addLine(to: Point(x: rect.maxX, y: rect.maxY))
        p.addLine(to: Point(x: rect.minX, y: rect.maxY))
        p.closeSubpath()
        return p
    }
}

/// An insettable ring written as on iOS (CGFloat inset, `some InsettableShape`).
private struct CGRing: InsettableShape {
    var insetAmount: CGFloat = 0
    func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    func inset(by amount: CGFloat) -> some InsettableShape {
        var ring = self
        ring.insetAmount += amount
        return ring
    }
}

/// `some Shape` holding built-in shapes, as iOS code returns them.
private func outline(round: Bool) -> some Shape {
    round ? AnyShape(Circle()) : AnyShape(RoundedRectangle(cornerSize: CGSize(width: 6, height: 6)))
}

private func measured<S: Shape>(_ shape: S, in rect: CGRect) -> CGRect { shape.path(in: rect).boundingRect }

@Suite struct CoreGraphicsShapeTests {
    @Test func shapeWrittenWithCGRectIsAViewsShape() {
        let rect = Rect(x: 0, y: 0, width: 30, height: 20)
        #expect(CGTriangle().path(in: rect) == GraphicsTriangle().path(in: rect))
    }

    @Test func shapeWrittenWithCGRectDrawsLikeTheSameShapeInGraphicsTypes() throws {
        let ios = try pixels(CGTriangle().fill(.orange).frame(width: 30, height: 20))
        let ours = try pixels(GraphicsTriangle().fill(.orange).frame(width: 30, height: 20))
        #expect(ios == ours)
        #expect(rgba(ios, x: 20, y: 25)[3] == 255)
    }

    @Test func insettableShapeWithCGFloatInsetsThroughTheViewsRequirement() {
        let inset = CGRing().inset(by: 5)
        let bounds = inset.path(in: CGRect(x: 0, y: 0, width: 40, height: 40)).boundingRect
        #expect(bounds == CGRect(x: 5, y: 5, width: 30, height: 30))
        // strokeBorder uses Views' inset(by: Double), answered by the CGFloat one.
        let viaViews: Path = CGRing().inset(by: Double(5)).path(in: Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(viaViews.boundingRect == bounds)
    }

    @Test func builtInShapesAreShimShapes() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(measured(Rectangle(), in: rect) == rect)
        #expect(measured(Circle(), in: rect) == CGRect(x: 5, y: 0, width: 10, height: 10))
        #expect(measured(outline(round: false), in: rect) == rect)
        #expect(measured(Capsule(), in: rect) == rect)
        #expect(measured(Ellipse(), in: rect) == rect)
    }

    @Test func geometryProxyAnswersCoreGraphicsTypes() {
        let proxy = GeometryProxy(globalFrame: Rect(x: 10, y: 20, width: 30, height: 40))
        let size: CGSize = proxy.size
        #expect(size == CGSize(width: 30, height: 40))
        #expect(proxy.size.width == CGFloat(30))
        #expect(proxy.frame(in: .global) == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(proxy.frame(in: .local).origin == .zero)
    }

    @Test func offsetAndPositionTakeCoreGraphicsValues() throws {
        let byCG = try pixels(Rectangle().fill(.blue).frame(width: 10, height: 10).offset(CGSize(width: 5, height: 3)))
        let byDouble = try pixels(Rectangle().fill(.blue).frame(width: 10, height: 10).offset(x: 5, y: 3))
        #expect(byCG == byDouble)
        let placedCG = try pixels(Circle().fill(.red).frame(width: 8, height: 8).position(CGPoint(x: 12, y: 30)))
        let placed = try pixels(Circle().fill(.red).frame(width: 8, height: 8).position(x: 12, y: 30))
        #expect(placedCG == placed)
    }

    @Test func cgFloatValuesPassWhereTheDSLTakesDouble() throws {
        let width: CGFloat = 12, corner: CGFloat = 3
        let view = RoundedRectangle(cornerRadius: corner).fill(.green).frame(width: width, height: width).padding(CGFloat(4))
        let reference = RoundedRectangle(cornerRadius: 3).fill(.green).frame(width: 12, height: 12).padding(4)
        #expect(try pixels(view) == (try pixels(reference)))
        #expect(UnitPoint(x: CGFloat(0.25), y: CGFloat(1)) == UnitPoint(x: 0.25, y: 1))
        #expect(Angle(radians: CGFloat.pi) == .degrees(180))
    }
}
