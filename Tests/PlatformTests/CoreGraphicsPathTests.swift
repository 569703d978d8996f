import Graphics
import SwiftUI
import Testing

@Suite struct CoreGraphicsPathTests {
    @Test func constructionForwardsToGraphicsPath() {
        var ios = Path()
        ios.move(to: CGPoint(x: 1, y: 2))
        ios.addLine(to: CGPoint(x: 10, y: 2))
        ios.addQuadCurve(to: CGPoint(x: 10, y: 12), control: CGPoint(x: 14, y: 7))
        ios.addCurve(to: CGPoint(x: 1, y: 12), control1: CGPoint(x: 7, y: 15), control2: CGPoint(x: 4, y: 15))
        ios.addArc(center: CGPoint(x: 5, y: 5), radius: 3, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        ios.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        ios.addEllipse(in: CGRect(x: 0, y: 0, width: 6, height: 4))
        ios.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 10), cornerSize: CGSize(width: 3, height: 3))
        ios.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 3)])
        ios.closeSubpath()

        var ours = Path()
        ours.move(to: Point(x: 1, y: 2))
        ours.addLine(to: Point(x: 10, y: 2))
        ours.addQuadCurve(to: Point(x: 10, y: 12), control: Point(x: 14, y: 7))
        ours.addCurve(to: Point(x: 1, y: 12), control1: Point(x: 7, y: 15), control2: Point(x: 4, y: 15))
        ours.addArc(center: Point(x: 5, y: 5), radius: 3, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        ours.addRect(Rect(x: 0, y: 0, width: 4, height: 4))
        ours.addEllipse(in: Rect(x: 0, y: 0, width: 6, height: 4))
        ours.addRoundedRect(in: Rect(x: 0, y: 0, width: 20, height: 10), cornerSize: Size(width: 3, height: 3))
        ours.addLines([Point(x: 0, y: 0), Point(x: 3, y: 3)])
        ours.closeSubpath()
        #expect(ios == ours)
    }

    @Test func initialisersTakeCoreGraphicsRects() {
        let rect = CGRect(x: 2, y: 3, width: 20, height: 10)
        #expect(Path(rect) == Path(Rect(x: 2, y: 3, width: 20, height: 10)))
        #expect(Path(ellipseIn: rect) == Path(ellipseIn: Rect(rect)))
        #expect(Path(roundedRect: rect, cornerRadius: 4) == Path(roundedRect: Rect(rect), cornerRadius: 4))
        #expect(Path(roundedRect: rect, cornerSize: CGSize(width: 4, height: 2), style: .circular)
                == Path(roundedRect: Rect(rect), cornerSize: Size(width: 4, height: 2), style: .circular))
    }

    @Test func boundingRectIsACGRectAndZeroWhenEmpty() {
        #expect(Path(ellipseIn: CGRect(x: 1, y: 2, width: 8, height: 4)).boundingRect == CGRect(x: 1, y: 2, width: 8, height: 4))
        #expect(Path().boundingRect == .zero)
    }

    @Test func currentPointWorksWithCoreGraphicsCode() {
        var path = Path()
        #expect(path.currentPoint == nil)
        path.move(to: CGPoint(x: 3, y: 4))
        if let current = path.currentPoint {
            path.addLine(to: CGPoint(x: current.x + 1, y: current.y))
        }
        #expect(path.boundingRect == CGRect(x: 3, y: 4, width: 1, height: 0))
    }

    @Test func applyingACGAffineTransformMovesEveryPoint() {
        let path = Path(CGRect(x: 0, y: 0, width: 2, height: 2))
        let moved = path.applying(CGAffineTransform(translationX: 5, y: 1).scaledBy(x: 2, y: 3))
        #expect(moved.boundingRect == CGRect(x: 5, y: 1, width: 4, height: 6))
        #expect(path.offsetBy(dx: CGFloat(1), dy: CGFloat(2)).boundingRect == CGRect(x: 1, y: 2, width: 2, height: 2))
    }

    @Test func transformsComposeAsCoreGraphicsDocuments() {
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(t)
        #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 1) < 1e-12)
        let scaled = CGAffineTransform(scaleX: 2, y: 4)
        #expect(scaled.inverted().concatenating(scaled).isIdentity)
        #expect(CGSize(width: 1, height: 1).applying(CGAffineTransform(translationX: 9, y: 9).scaledBy(x: 2, y: 3))
                == CGSize(width: 2, height: 3))
        #expect(CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2)).width.rounded() == 1)
    }

    @Test func singularTransformInvertsToItself() {
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
    }
}
