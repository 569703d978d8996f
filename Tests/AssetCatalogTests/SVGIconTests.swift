import Graphics
import Testing
@testable import AssetCatalog

struct SVGIconTests {
    private func icon(_ svg: String) throws -> SVGIcon {
        try SVGIconParser(text: svg).parse()
    }

    private func failure(_ svg: String) -> String? {
        do { _ = try SVGIconParser(text: svg).parse() } catch { return error.reason }
        return nil
    }

    private func points(_ data: String) throws -> [PathElement] {
        try SVGPathData.path(data).elements
    }

    @Test func absoluteAndRelativeLinesAndImplicitLineTo() throws {
        #expect(try points("M1 1 l2 0 0 2 H0 v-1 z") == [
            .move(to: Point(1, 1)), .line(to: Point(3, 1)), .line(to: Point(3, 3)), .line(to: Point(0, 3)),
            .line(to: Point(0, 2)), .closeSubpath,
        ])
        #expect(try points("m1,1 2,0") == [.move(to: Point(1, 1)), .line(to: Point(3, 1))])
    }

    @Test func numbersMaySeparateBySignsAndDots() throws {
        #expect(try points("M-1-2L.5.5") == [.move(to: Point(-1, -2)), .line(to: Point(0.5, 0.5))])
    }

    @Test func smoothCurvesReflectThePreviousControlPoint() throws {
        let elements = try points("M0 0 C0 1 1 1 1 0 S2 -1 2 0")
        #expect(elements.last == .curve(to: Point(2, 0), control1: Point(1, -1), control2: Point(2, -1)))
    }

    @Test func arcEndsAtItsEndpoint() throws {
        let path = try SVGPathData.path("M0 5 A5 5 0 0 1 10 5")
        guard case .curve(let end, _, _)? = path.elements.last else { Issue.record("no curve"); return }
        #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 5) < 1e-9)
        // Sweep 1 from (0,5) to (10,5) around (5,5) passes over the top (y = 0) on screen.
        let ys = path.elements.compactMap { if case .curve(let to, _, _) = $0 { return to.y } else { return nil } }
        #expect(ys.min().map { $0 < 0.5 } == true)
    }

    @Test func badPathDataNamesTheProblem() {
        #expect(throws: SVGPathData.Failure.self) { try SVGPathData.path("L0 0") }
        #expect(throws: SVGPathData.Failure.self) { try SVGPathData.path("M0 x") }
        #expect(throws: SVGPathData.Failure.self) { try SVGPathData.path("M0 0 A1 1 0 2 0 1 1") }
    }

    @Test func sizeComesFromWidthAndHeightElseTheViewBox() throws {
        #expect(try icon(#"<svg viewBox="0 0 24 24"></svg>"#).size == Size(width: 24, height: 24))
        #expect(try icon(#"<svg width="12px" height="12" viewBox="0 0 24 24"/>"#).size == Size(width: 12, height: 12))
    }

    @Test func groupFillIsInheritedAndNoneSkipsTheShape() throws {
        let parsed = try icon(##"""
            <?xml version="1.0"?><!-- icon --><svg viewBox="0 0 4 4"><g fill="#f00" fill-opacity="0.5">
            <rect width="2" height="2"/><circle cx="3" cy="3" r="1" fill="none"/></g><path d="M0 0h1v1z" fill-rule="evenodd"/></svg>
            """##)
        #expect(parsed.shapes.map(\.color) == [RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5), RGBAColor(red: 0, green: 0, blue: 0)])
        #expect(parsed.shapes.map(\.fillRule) == [.nonZero, .evenOdd])
    }

    @Test func unsupportedFeaturesAreErrorsNotApproximations() {
        #expect(failure(#"<svg viewBox="0 0 1 1"><path d="M0 0" transform="spin(2)"/></svg>"#)
                == "transform=\"spin(2)\" of <path>: spin(…) with 1 numbers is not an SVG transform")
        #expect(failure(##"<svg viewBox="0 0 1 1"><path d="M0 0" stroke="#000" stroke-dasharray="1 1"/></svg>"##)
                == "the attribute stroke-dasharray of <path> is not supported in SVG icons")
        #expect(failure(#"<svg viewBox="0 0 1 1"><text>A</text></svg>"#)?
                .hasPrefix("the SVG element <text> is not drawn") == true)
        #expect(failure(#"<svg viewBox="0 0 1 1"><polygon points="0,0 1"/></svg>"#) == "points of <polygon> are not pairs of numbers")
        #expect(failure(##"<svg viewBox="0 0 1 1"><path d="M0 0" fill="url(#g)"/></svg>"##)?.hasPrefix("the fill \"url(#g)\"") == true)
    }

    @Test func missingGeometryIsAnError() {
        #expect(failure("<svg></svg>") == "the <svg> needs a viewBox or a width and height (positive, at most 4096)")
        #expect(failure("<path d=\"M0 0\"/>") == "<path> before <svg>")
        #expect(failure("") == "no <svg> element")
    }

    @Test func transformsApplyRightToLeftAndGroupsCompose() throws {
        let parsed = try icon(#"""
            <svg viewBox="0 0 20 20"><g transform="translate(10 0)"><rect width="2" height="2" transform="scale(2) translate(1 1)"/></g>
            <rect width="2" height="2" transform="rotate(90 1 1)"/><rect width="1" height="1" transform="matrix(1 0 0 1 5 5)"/></svg>
            """#)
        #expect(parsed.shapes[0].path.bounds == Rect(x: 12, y: 2, width: 4, height: 4))
        let turned = parsed.shapes[1].path.bounds
        #expect(abs(turned.minX) < 1e-9 && abs(turned.minY) < 1e-9 && abs(turned.width - 2) < 1e-9)
        #expect(parsed.shapes[2].path.bounds == Rect(x: 5, y: 5, width: 1, height: 1))
    }

    @Test func strokesAreOutlinedAndScaleWithTheirElement() throws {
        let parsed = try icon(##"""
            <svg viewBox="0 0 20 20"><g stroke="#00f" stroke-width="2" stroke-opacity="0.5" fill="none">
            <line x1="2" y1="5" x2="8" y2="5"/><line x1="2" y1="5" x2="8" y2="5" stroke-linecap="square" transform="scale(2)"/></g></svg>
            """##)
        #expect(parsed.shapes.map(\.color) == [RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5),
                                               RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5)])
        #expect(parsed.shapes[0].path.bounds == Rect(x: 2, y: 4, width: 6, height: 2))
        #expect(parsed.shapes[1].path.bounds == Rect(x: 2, y: 8, width: 16, height: 4))
    }

    @Test func ellipsePolygonAndPolylineAreShapes() throws {
        let parsed = try icon(#"""
            <svg viewBox="0 0 10 10"><ellipse cx="5" cy="5" rx="4" ry="2"/><polygon points="0,0 4,0 4,4"/>
            <polyline points="0 10 5 5 10 10" fill="none" stroke="#000"/></svg>
            """#)
        #expect(parsed.shapes.count == 3)
        #expect(parsed.shapes[0].path.bounds == Rect(x: 1, y: 3, width: 8, height: 4))
        #expect(parsed.shapes[1].path.bounds == Rect(x: 0, y: 0, width: 4, height: 4))
    }

    @Test func rootAttributesAreInherited() throws {
        let parsed = try icon(##"<svg viewBox="0 0 10 10" fill="none"><circle cx="5" cy="5" r="4" stroke="#f00"/></svg>"##)
        #expect(parsed.shapes.map(\.color) == [RGBAColor(red: 1, green: 0, blue: 0)])
    }
}
