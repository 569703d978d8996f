import Graphics
import Layout
import Testing
@testable import Views

private struct Diamond: Shape {
    func path(in rect: Rect) -> Path {
        Path { p in
            p.move(to: Point(x: rect.midX, y: rect.minY))
            p.addLine(to: Point(x: rect.maxX, y: rect.midY))
            p.addLine(to: Point(x: rect.midX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}

private func shape<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues.ios18) throws -> ResolvedShape? {
    let resolved = try ViewResolver().resolve(view, environment: environment, services: BoxServices())
    for content in resolved.contents {
        if case .shape(let shape) = content { return shape }
    }
    return nil
}

@Suite struct ShapeTests {
    @Test func bareShapeFillsWithTheForegroundStyle() throws {
        #expect(try shape(Rectangle())?.drawing == .fill(solid(0, 0, 0), .nonZero))
    }

    @Test func circleLaysOutAsASquareOfTheSmallerSide() throws {
        let (_, layout) = try resolveAndLayout(Circle(), in: Size(width: 170, height: 100))
        #expect(layout.nodes[0].frame == Rect(x: 35, y: 0, width: 100, height: 100))
    }

    @Test func trimThenStrokeKeepsTheTrimAndTheStrokeStyle() throws {
        let resolved = try shape(Circle().trim(from: 0, to: 0.62)
            .stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round)))
        #expect(resolved?.geometry.trim == ShapeTrim(from: 0, to: 0.62))
        #expect(resolved?.drawing == .stroke(solid(52, 199, 89), StrokeStyle(lineWidth: 8, lineCap: .round)))
    }

    @Test func trimOfATrimKeepsAFractionOfTheKeptPart() throws {
        let resolved = try shape(Circle().trim(from: 0.5, to: 1).trim(from: 0, to: 0.5))
        #expect(resolved?.geometry.trim == ShapeTrim(from: 0.5, to: 0.75))
    }

    @Test func strokeBorderInsetsByHalfTheLineWidth() throws {
        let resolved = try shape(RoundedRectangle(cornerRadius: 10).strokeBorder(.red, lineWidth: 4))
        #expect(resolved?.geometry.inset == 2)
        #expect(resolved?.geometry.path(in: Rect(x: 0, y: 0, width: 40, height: 40)).bounds
                == Rect(x: 2, y: 2, width: 36, height: 36))
    }

    @Test func strokeLineWidthShapeFilledStaysAStroke() throws {
        let resolved = try shape(Circle().stroke(lineWidth: 3).fill(.red))
        #expect(resolved?.drawing == .stroke(solid(255, 59, 48), StrokeStyle(lineWidth: 3)))
    }

    @Test func roundedRectangleDefaultsToContinuousCorners() throws {
        #expect(try shape(RoundedRectangle(cornerRadius: 4))?.geometry.description == "roundedRectangle(4, continuous)")
    }

    @Test func containerRelativeShapeIsConcentricWithTheContainer() throws {
        var environment = EnvironmentValues.ios18
        environment.containerShape = ContainerShapeGeometry(frame: Rect(x: 0, y: 0, width: 170, height: 170),
                                                            cornerRadius: 23)
        let resolved = try #require(try shape(ContainerRelativeShape(), environment: environment))
        guard case .containerRelative(let container) = resolved.geometry.kind else {
            Issue.record("not container relative")
            return
        }
        #expect(container.concentricRadius(for: Rect(x: 16, y: 16, width: 138, height: 138)) == 7)
        #expect(container.concentricRadius(for: Rect(x: 30, y: 30, width: 110, height: 110)) == 0)
    }

    @Test func containerRelativeShapeWithoutContainerIsARectangle() throws {
        #expect(try shape(ContainerRelativeShape())?.geometry.description == "rectangle")
    }

    @Test func customShapeDrawsItsPathInTheFrame() throws {
        let resolved = try #require(try shape(Diamond().fill(.orange)))
        let path = resolved.geometry.path(in: Rect(x: 10, y: 20, width: 40, height: 40))
        #expect(path.bounds == Rect(x: 30, y: 20, width: 20, height: 40))
    }

    @Test func pathIsDrawnInTheViewsOwnCoordinates() throws {
        let line = Path { p in
            p.move(to: Point(x: 0, y: 0))
            p.addLine(to: Point(x: 10, y: 5))
        }
        let resolved = try #require(try shape(line.stroke(.blue, lineWidth: 1)))
        #expect(resolved.geometry.path(in: Rect(x: 100, y: 50, width: 10, height: 10)).bounds
                == Rect(x: 100, y: 50, width: 10, height: 5))
    }
}

@Suite struct ShapeStaticMemberTests {
    @Test func staticRectWithCornerRadiusIsARoundedRectangle() throws {
        let resolved = try ViewResolver().resolve(Color.red.clipShape(.rect(cornerRadius: 12)), environment: .ios18, services: BoxServices())
        guard case .effect(.clip(let geometry, _)) = resolved.content(tag: resolved.root.tag) else {
            Issue.record("no clip")
            return
        }
        #expect(geometry.description == "roundedRectangle(12, continuous)")
    }

    @Test func backgroundInStaticCapsuleFillsACapsule() throws {
        let resolved = try ViewResolver().resolve(Text("a").background(.blue, in: .capsule), environment: .ios18, services: BoxServices())
        #expect(resolved.root.children.map(\.name) == ["Text \"a\"", "Capsule"])
    }
}
