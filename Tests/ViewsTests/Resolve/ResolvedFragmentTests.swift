import Graphics
import Layout
import Testing
@testable import Views

/// Counts its declarations.
private struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A body of several top-level views, a preference, a z-index and a warning.
private struct Body: View {
    var body: some View {
        Text("title").font(.headline).preference(key: CountKey.self, value: 2)
        HStack {
            Circle().fill(.orange).frame(width: 20, height: 20).zIndex(3)
            Text("detail").foregroundStyle(.secondary)
        }
        Rectangle().fill(Plaid())
    }
}

/// A shape style the renderer does not know (a warning).
private struct Plaid: ShapeStyle {}

/// A view whose body contains itself `depth` more times.
private struct Nested: View {
    var depth: Int
    var body: some View {
        if depth > 0 { Nested(depth: depth - 1).padding(1) } else { Text("leaf") }
    }
}

/// Around `content`: nodes before and after it, a GeometryReader, and a preference of its own.
private func around<Content: View>(_ content: Content) -> some View {
    VStack {
        Text("head")
        GeometryReader { proxy in Text("w \(Int(proxy.size.width))") }
        content.padding(4)
        Color.red.preference(key: CountKey.self, value: 1)
    }
    .frame(width: 200, height: 300)
}

@Suite struct ResolvedFragmentTests {
    private let size = Size(width: 200, height: 300)

    /// The layout dump of `resolved` (frames and contents in layout order; tags are not shown).
    private func dump(_ resolved: ResolvedView) throws -> String {
        resolved.textDump(try LayoutEngine().layout(resolved.root, in: size, displayScale: 2))
    }

    @Test func splicingGivesTheTreeResolvingInPlaceGives() throws {
        let resolver = ViewResolver()
        let inPlace = try resolver.resolve(around(Body()), services: BoxServices())
        let fragment = try resolver.resolveFragment(Body(), services: BoxServices())
        let spliced = try resolver.resolve(around(fragment.view), services: BoxServices(), splicing: fragment)
        #expect(try dump(spliced) == dump(inPlace))
        #expect(spliced.contents.count == inPlace.contents.count)
        #expect(spliced.preferences[CountKey.self] == 3)
        #expect(spliced.warnings.map(\.kind) == inPlace.warnings.map(\.kind))
        #expect(spliced.zIndices.values.sorted() == inPlace.zIndices.values.sorted())
        // The fragment's contents keep their tags, first.
        #expect(Array(spliced.contents.prefix(fragment.contents.count)).map(\.description)
                    == fragment.contents.map(\.description))
    }

    @Test func everyTagIsUsedOnce() throws {
        let resolver = ViewResolver()
        let fragment = try resolver.resolveFragment(Body(), services: BoxServices())
        let spliced = try resolver.resolve(around(fragment.view), services: BoxServices(), splicing: fragment)
        var tags: [Int] = []
        var pending = [spliced.root]
        while let node = pending.popLast() {
            tags.append(node.tag)
            pending += node.children
        }
        #expect(tags.sorted() == Array(0..<spliced.contents.count))
    }

    @Test func theFragmentsPreferencesAreReadableBeforeSplicing() throws {
        let fragment = try ViewResolver().resolveFragment(Body(), services: BoxServices())
        #expect(fragment.preferences[CountKey.self] == 2)
        #expect(fragment.warnings.map(\.kind) == [.unsupportedShapeStyle])
    }

    @Test func geometryReadersOfTheFragmentComeFirst() throws {
        let reader = GeometryReader { proxy in Text("inner \(Int(proxy.size.width))") }
        let resolver = ViewResolver()
        let fragment = try resolver.resolveFragment(reader, services: BoxServices())
        let spliced = try resolver.resolve(around(fragment.view), services: BoxServices(), splicing: fragment)
        #expect(spliced.geometryReaderTags.count == 2)
        #expect(spliced.geometryReaderTags.first == fragment.geometryReaderTags.first)
        // A second pass hands the measured frames out in the same order: the inner reader gets its own.
        var second = ViewResolver()
        second.geometry = spliced.geometryAnswers(in: try LayoutEngine().layout(spliced.root, in: size, displayScale: 2))
        let again = try second.resolveFragment(reader, services: BoxServices())
        let settled = try second.resolve(around(again.view), services: BoxServices(), splicing: again)
        let text = try dump(settled)
        #expect(text.contains("inner 192"))   // 200 − 2 × 4 padding
        #expect(text.contains("w 200"))
    }

    @Test func anUnseededContextResolvesTheSourceInPlace() throws {
        let resolver = ViewResolver()
        let fragment = try resolver.resolveFragment(Body(), services: BoxServices())
        let inPlace = try resolver.resolve(around(Body()), services: BoxServices())
        let unseeded = try resolver.resolve(around(fragment.view), services: BoxServices())
        #expect(try dump(unseeded) == dump(inPlace))
        #expect(unseeded.contents.count == inPlace.contents.count)
    }

    @Test func aSecondUseResolvesInPlaceWithTagsOfItsOwn() throws {
        let resolver = ViewResolver()
        let fragment = try resolver.resolveFragment(Body(), services: BoxServices())
        let twice = try resolver.resolve(HStack { fragment.view; fragment.view }, services: BoxServices(),
                                         splicing: fragment)
        let inPlace = try resolver.resolve(HStack { Body(); Body() }, services: BoxServices())
        #expect(twice.textDump(try LayoutEngine().layout(twice.root, in: size, displayScale: 2))
                    == inPlace.textDump(try LayoutEngine().layout(inPlace.root, in: size, displayScale: 2)))
        #expect(Set(twice.contents.indices).count == inPlace.contents.count)
    }

    @Test func anotherFragmentIsNotSplicedForTheSeed() throws {
        let resolver = ViewResolver()
        let seed = try resolver.resolveFragment(Text("seed"), services: BoxServices())
        let other = try resolver.resolveFragment(Text("other"), services: BoxServices())
        let resolved = try resolver.resolve(VStack { other.view }, services: BoxServices(), splicing: seed)
        #expect(resolved.root.children.count == 1)
        #expect(resolved.content(tag: resolved.root.children[0].tag).description.contains("other"))
    }

    @Test func theNestingLimitHoldsWhereTheFragmentIsSpliced() throws {
        // Alone, 30 levels fit a limit of 70; four levels further down they do not, as in place.
        let resolver = ViewResolver(maximumDepth: 70)
        let fragment = try resolver.resolveFragment(Nested(depth: 22), services: BoxServices())
        let deep = VStack { VStack { VStack { VStack { VStack { VStack { fragment.view } } } } } }
        let inPlace = VStack { VStack { VStack { VStack { VStack { VStack { Nested(depth: 22) } } } } } }
        var expected: ResolveError?
        do { _ = try resolver.resolve(inPlace, services: BoxServices()) } catch { expected = error }
        let error = try #require(expected)
        #expect(throws: error) {
            _ = try resolver.resolve(deep, services: BoxServices(), splicing: fragment)
        }
        // Within the limit the splice and the in-place resolution agree.
        let shallow = try resolver.resolve(VStack { fragment.view }, services: BoxServices(), splicing: fragment)
        #expect(try dump(shallow) == dump(resolver.resolve(VStack { Nested(depth: 22) }, services: BoxServices())))
    }

    @Test func theNodeLimitCountsTheFragmentsNodes() throws {
        let resolver = ViewResolver(maximumNodeCount: 12)
        let fragment = try resolver.resolveFragment(VStack { ForEach(0..<10, id: \.self) { _ in Color.red } },
                                                    services: BoxServices())
        #expect(throws: ResolveError.tooManyNodes(limit: 12)) {
            _ = try resolver.resolve(VStack { Text("a"); fragment.view; Text("b"); Text("c") }, services: BoxServices(),
                                     splicing: fragment)
        }
    }

    @Test func theFragmentAsAResolvedViewHasAGroupRootForSeveralViews() throws {
        let fragment = try ViewResolver().resolveFragment(Body(), services: BoxServices())
        let alone = fragment.resolvedView
        let resolved = try ViewResolver().resolve(Body(), services: BoxServices())
        #expect(try dump(alone) == dump(resolved))
        #expect(alone.root.name == resolved.root.name)
    }
}
