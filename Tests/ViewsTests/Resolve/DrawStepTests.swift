import Graphics
import Layout
import Testing
@testable import Views

/// Node names in draw order, with effects as `[name` … `]` and masks as `|`.
private func drawOrder<V: View>(_ view: V) throws -> [String] {
    let (resolved, layout) = try resolveAndLayout(view)
    return resolved.drawSteps().map { step in
        switch step {
        case .draw(let index): return layout.nodes[index].name
        case .beginEffect(let index): return "[" + layout.nodes[index].name
        case .beginMask: return "|"
        case .endEffect: return "]"
        }
    }
}

@Suite struct DrawStepTests {
    @Test func backgroundDrawsBeforeThePrimary() throws {
        #expect(try drawOrder(Text("a").background { Circle() }) == ["Circle", "Text \"a\""])
    }

    @Test func overlayDrawsAfterThePrimary() throws {
        #expect(try drawOrder(Text("a").overlay { Circle() }) == ["Text \"a\"", "Circle"])
    }

    @Test func stacksDrawChildrenInDeclarationOrder() throws {
        #expect(try drawOrder(ZStack { Rectangle(); Circle(); Capsule() }) == ["Rectangle", "Circle", "Capsule"])
    }

    @Test func effectsWrapTheirSubtree() throws {
        #expect(try drawOrder(HStack { Circle().opacity(0.5); Rectangle() })
                == ["[opacity(0.5)", "Circle", "]", "Rectangle"])
    }

    @Test func maskDrawsContentThenTheMask() throws {
        #expect(try drawOrder(Color.red.mask { Circle() }) == ["[mask", "Color", "|", "Circle", "]"])
    }

    @Test func accentGroupMarkerWrapsTheView() throws {
        #expect(try drawOrder(Text("a").drawingEffect(.accentGroup)) == ["[accentGroup", "Text \"a\"", "]"])
    }
}
