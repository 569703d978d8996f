import Graphics
import Layout
import Testing
@testable import Views

/// Names of the root's children after resolution (ViewBuilder flattening is visible there).
private func childNames<V: View>(_ view: V) throws -> [String] {
    let resolved = try ViewResolver().resolve(view, environment: .ios18, services: BoxServices())
    return resolved.root.children.map(\.name)
}

private struct Item: Identifiable {
    var id: Int
    var title: String
}

@Suite struct ViewBuilderTests {
    @Test func ifWithoutElseAddsNothingWhenFalse() throws {
        let show = false
        let names = try childNames(VStack {
            Text("a")
            if show { Text("b") }
        })
        #expect(names == ["Text \"a\""])
    }

    @Test func ifElseResolvesTheTakenBranch() throws {
        let flag = false
        let names = try childNames(HStack {
            if flag { Text("yes") } else { Circle() }
        })
        #expect(names == ["Circle"])
    }

    @Test func switchResolvesTheMatchingCase() throws {
        let level = 2
        let names = try childNames(VStack {
            switch level {
            case 0: Text("zero")
            case 1: Rectangle()
            default: Capsule()
            }
        })
        #expect(names == ["Capsule"])
    }

    @Test func optionalViewResolvesWhenPresent() throws {
        let title: String? = "x"
        let names = try childNames(VStack {
            if let title { Text(title) }
            Spacer()
        })
        #expect(names == ["Text \"x\"", "Spacer"])
    }

    @Test func forEachOverRangeMakesOneChildPerElement() throws {
        let names = try childNames(HStack {
            ForEach(0..<3, id: \.self) { index in Text("\(index)") }
        })
        #expect(names == ["Text \"0\"", "Text \"1\"", "Text \"2\""])
    }

    @Test func forEachOverIdentifiedCollectionUsesEachElement() throws {
        let items = [Item(id: 1, title: "one"), Item(id: 2, title: "two")]
        let names = try childNames(VStack {
            ForEach(items) { item in Text(item.title) }
        })
        #expect(names == ["Text \"one\"", "Text \"two\""])
    }

    @Test func groupChildrenBecomeChildrenOfTheEnclosingStack() throws {
        let names = try childNames(VStack {
            Text("a")
            Group {
                Text("b")
                Text("c")
            }
        })
        #expect(names == ["Text \"a\"", "Text \"b\"", "Text \"c\""])
    }

    @Test func modifierOnGroupWrapsEachChild() throws {
        let resolved = try ViewResolver().resolve(VStack {
            Group {
                Rectangle()
                Circle()
            }
            .padding(4)
        }, environment: .ios18, services: BoxServices())
        #expect(resolved.root.children.map(\.name) == ["padding(4)", "padding(4)"])
        #expect(resolved.root.children.map { $0.children.map(\.name) } == [["Rectangle"], ["Circle"]])
    }

    @Test func emptyViewAddsNoChildEvenWhenModified() throws {
        let names = try childNames(HStack {
            EmptyView()
            EmptyView().frame(width: 10)
            Text("a")
        })
        #expect(names == ["Text \"a\""])
    }

    @Test func anyViewResolvesItsContent() throws {
        let views = [AnyView(Text("a")), AnyView(Circle())]
        let names = try childNames(VStack {
            ForEach(0..<views.count, id: \.self) { views[$0] }
        })
        #expect(names == ["Text \"a\"", "Circle"])
    }

    @Test func customViewBodiesAddNoNodes() throws {
        struct Row: View {
            var body: some View { Text("row") }
        }
        let names = try childNames(VStack { Row(); Row() })
        #expect(names == ["Text \"row\"", "Text \"row\""])
    }

    @Test func multipleRootViewsAreWrappedInAGroup() throws {
        struct Pair: View {
            var body: some View {
                Text("a")
                Text("b")
            }
        }
        let resolved = try ViewResolver().resolve(Pair(), environment: .ios18, services: BoxServices())
        #expect(resolved.root.name == "Group")
        #expect(resolved.root.children.count == 2)
    }

    @Test func viewModifierBodyWrapsTheContent() throws {
        struct Badge: ViewModifier {
            func body(content: Content) -> some View {
                content.padding(2)
            }
        }
        let resolved = try ViewResolver().resolve(Text("3").modifier(Badge()), environment: .ios18, services: BoxServices())
        #expect(resolved.root.name == "padding(2)")
        #expect(resolved.root.children.map(\.name) == ["Text \"3\""])
    }
}
