import Graphics
import Layout
import Testing
@testable import Views

/// A view whose body contains itself `depth` more times.
private struct Nested: View {
    var depth: Int
    var body: some View {
        if depth > 0 { Nested(depth: depth - 1).padding(1) } else { Text("leaf") }
    }
}

/// A view whose body contains itself forever.
private struct Forever: View {
    var body: some View { VStack { Forever() } }
}

/// A `Never`-bodied view this renderer does not know.
private struct Foreign: View {
    var body: Never { fatalError("never evaluated") }
}

@Suite struct ResolveLimitTests {
    @Test func selfContainingViewIsAnErrorNotAStackOverflow() {
        #expect(throws: ResolveError.nestingTooDeep(limit: ViewResolver.defaultMaximumDepth, viewType: "Forever")) {
            _ = try ViewResolver().resolve(Forever(), environment: .ios18, services: BoxServices())
        }
    }

    @Test func nestingWithinTheLimitResolves() throws {
        // Each level is two views (Nested and its padding modifier) plus the conditional.
        let resolved = try ViewResolver().resolve(Nested(depth: 60), environment: .ios18, services: BoxServices())
        #expect(resolved.root.name == "padding(1)")
    }

    @Test func depthLimitIsConfigurable() {
        #expect(throws: ResolveError.self) {
            _ = try ViewResolver(maximumDepth: 10).resolve(Nested(depth: 10), services: BoxServices())
        }
    }

    @Test func hugeForEachIsAnErrorNotAnAllocation() {
        #expect(throws: ResolveError.tooManyNodes(limit: 1000)) {
            _ = try ViewResolver(maximumNodeCount: 1000).resolve(
                VStack { ForEach(0..<1_000_000, id: \.self) { _ in Color.red } }, services: BoxServices())
        }
    }

    @Test func unknownNeverBodiedViewIsSkippedWithAWarning() throws {
        let resolved = try ViewResolver().resolve(VStack { Foreign(); Text("a") }, environment: .ios18, services: BoxServices())
        #expect(resolved.root.children.map(\.name) == ["Text \"a\""])
        #expect(resolved.warnings.map(\.kind) == [.unsupportedView])
    }

    @Test func unknownShapeStylePaintsNothingWithAWarning() throws {
        struct Plaid: ShapeStyle {}
        let resolved = try ViewResolver().resolve(Rectangle().fill(Plaid()), environment: .ios18, services: BoxServices())
        #expect(resolved.warnings.map(\.kind) == [.unsupportedShapeStyle])
        guard case .shape(let shape) = resolved.content(tag: resolved.root.tag) else {
            Issue.record("no shape")
            return
        }
        #expect(shape.drawing.paint.isInvisible)
    }

    @Test func contentArrayIsDenseWithOneEntryPerNode() throws {
        let resolved = try ViewResolver().resolve(HStack { Text("a"); Spacer(); Circle().padding() },
                                                  environment: .ios18, services: BoxServices())
        var tags: [Int] = []
        var pending = [resolved.root]
        while let node = pending.popLast() {
            tags.append(node.tag)
            pending.append(contentsOf: node.children)
        }
        #expect(tags.sorted() == Array(0..<resolved.contents.count))
    }
}

@Suite struct InvalidValueTests {
    @Test func gradientWithoutColoursPaintsNothingWithAWarning() throws {
        let resolved = try ViewResolver().resolve(
            Rectangle().fill(LinearGradient(colors: [], startPoint: .top, endPoint: .bottom)), environment: .ios18, services: BoxServices())
        #expect(resolved.warnings.map(\.kind) == [.invalidValue])
    }

    @Test func nonFiniteOpacityIsClampedToInvisible() throws {
        let resolved = try ViewResolver().resolve(Color.red.opacity(.nan), environment: .ios18, services: BoxServices())
        guard case .paint(let paint) = resolved.content(tag: resolved.root.tag) else {
            Issue.record("no paint")
            return
        }
        #expect(paint.isInvisible)
    }
}
