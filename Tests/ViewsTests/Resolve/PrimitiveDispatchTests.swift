import Graphics
import Layout
import Testing
@testable import Views

/// A preference for the dispatch test.
private struct DispatchKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A `ViewModifier`: `ModifiedContent` and `_ViewModifier_Content` are primitives.
private struct Boxed: ViewModifier {
    func body(content: Content) -> some View { content.padding(2) }
}

/// `if`/`else` (ConditionalContent) and `if` alone (Optional) as a `@ViewBuilder` builds them.
@ViewBuilder private func branch(_ flag: Bool) -> some View {
    if flag { Text("yes") } else { Color.red }
}

@ViewBuilder private func optional(_ flag: Bool) -> some View {
    if flag { Text("maybe") }
}

/// Every primitive view must reach its own `_resolve` through static dispatch. One that falls back to
/// `View`'s default (the body path) has a `Never` body, so it is skipped with an `.unsupportedView`
/// warning and produces no node; these tests fail on that warning, for every primitive type and for
/// the conditional conformances (Optional, ConditionalContent) and packs (TupleView) in both states.
@Suite struct PrimitiveDispatchTests {
    /// Resolves `view` inside an HStack and returns the number of children it produced there.
    private func children<V: View>(of view: V, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        let resolved = try ViewResolver().resolve(HStack(spacing: 0) { view }, environment: .ios18, services: BoxServices())
        let unsupported = resolved.warnings.filter { $0.kind == .unsupportedView }
        #expect(unsupported.isEmpty, "\(V.self) fell back to the body path: \(unsupported)",
                sourceLocation: sourceLocation)
        return resolved.root.children.count
    }

    @Test func leavesDispatchStatically() throws {
        #expect(try children(of: Text("a")) == 1)
        #expect(try children(of: Color.red) == 1)
        #expect(try children(of: Image(systemName: "star.fill")) == 1)
        #expect(try children(of: Image("photo")) == 1)
        #expect(try children(of: Spacer()) == 1)
        #expect(try children(of: Divider()) == 1)
        #expect(try children(of: Circle()) == 1)  // a shape's body is a _ShapeView
        #expect(try children(of: Capsule().fill(Color.blue)) == 1)
        #expect(try children(of: Rectangle().stroke(Color.blue, lineWidth: 2)) == 1)
        #expect(try children(of: LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)) == 1)
        #expect(try children(of: RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 9)) == 1)
        #expect(try children(of: AngularGradient(colors: [.red, .blue], center: .center)) == 1)
    }

    @Test func stacksDispatchStatically() throws {
        #expect(try children(of: HStack { Text("a") }) == 1)
        #expect(try children(of: VStack { Text("a") }) == 1)
        #expect(try children(of: ZStack { Text("a") }) == 1)
        #expect(try children(of: LazyVGrid(columns: [GridItem()]) { Text("a"); Text("b") }) == 1)
        #expect(try children(of: LazyHGrid(rows: [GridItem()]) { Text("a") }) == 1)
    }

    @Test func containersDispatchStatically() throws {
        #expect(try children(of: EmptyView()) == 0)
        #expect(try children(of: TupleView(Text("a"))) == 1)
        #expect(try children(of: TupleView(Text("a"), Color.red, Circle())) == 3)
        #expect(try children(of: Group { Text("a"); Text("b") }) == 2)
        #expect(try children(of: ForEach(0..<3) { Text("\($0)") }) == 3)
        #expect(try children(of: AnyView(Text("a"))) == 1)
        let fragment = try ViewResolver().resolveFragment(Group { Text("a"); Text("b") }, services: BoxServices())
        #expect(try children(of: fragment.view) == 2)  // SplicedFragment, resolved in place (no seed)
        #expect(try children(of: branch(true)) == 1)
        #expect(try children(of: branch(false)) == 1)
        #expect(try children(of: optional(true)) == 1)
        #expect(try children(of: optional(false)) == 0)
        #expect(try children(of: Optional<Text>.none) == 0)
        #expect(try children(of: Optional(Text("a"))) == 1)
        #expect(try children(of: Optional(Optional(Text("a")))) == 1)
        #expect(try children(of: ConditionalContent<Text, Optional<Color>>(storage: .falseContent(nil))) == 0)
    }

    @Test func modifiersDispatchStatically() throws {
        #expect(try children(of: Text("a").modifier(Boxed())) == 1)  // ModifiedContent + _ViewModifier_Content
        #expect(try children(of: Text("a").padding(4)) == 1)  // LayoutModifierView
        #expect(try children(of: Text("a").font(.headline)) == 1)  // EnvironmentModifierView
        #expect(try children(of: Text("a").opacity(0.5)) == 1)  // EffectModifierView
        #expect(try children(of: Text("a").mask { Circle() }) == 1)  // MaskView
        #expect(try children(of: Text("a").overlay { Circle() }) == 1)  // SecondaryLayerView
        #expect(try children(of: ShapeStyleFillView(style: Color.red)) == 1)
        #expect(try children(of: Text("a").preference(key: DispatchKey.self, value: 1)) == 1)  // PreferenceWritingView
        #expect(try children(of: Group { Text("a"); Text("b") }.padding(1).modifier(Boxed())) == 2)
    }

    @Test func anUnknownNeverBodiedViewStillWarns() throws {
        struct Foreign: View {
            var body: Never { fatalError("never evaluated") }
        }
        let resolved = try ViewResolver().resolve(HStack { Foreign() }, environment: .ios18, services: BoxServices())
        #expect(resolved.warnings.map(\.kind) == [.unsupportedView])
    }
}
