import Graphics
import Layout
import Testing
@testable import Views

/// Frame of the first node named `name`, in pre-order.
func frame(of name: String, in layout: LayoutResult) -> Rect? {
    layout.nodes.first { $0.name == name }?.frame
}

/// Frame of the secondary view of the first `background` node.
func backgroundFrame(in layout: LayoutResult) -> Rect? {
    guard let node = layout.nodes.first(where: { $0.name == "background" }), node.children.count > 1 else { return nil }
    return layout.nodes[node.children[1]].frame
}

@Suite struct ModifierOrderTests {
    @Test func paddingThenBackgroundPaintsThePaddedFrame() throws {
        let (_, layout) = try resolveAndLayout(Color.blue.frame(width: 20, height: 20).padding(10).background(.red))
        #expect(backgroundFrame(in: layout) == Rect(x: 65, y: 65, width: 40, height: 40))
    }

    @Test func backgroundThenPaddingPaintsTheInnerFrame() throws {
        let (_, layout) = try resolveAndLayout(Color.blue.frame(width: 20, height: 20).background(.red).padding(10))
        #expect(backgroundFrame(in: layout) == Rect(x: 75, y: 75, width: 20, height: 20))
    }

    @Test func backgroundStyleInShapeFillsTheShapeBehind() throws {
        let (resolved, layout) = try resolveAndLayout(Text("NEW").padding(4).background(.blue, in: Capsule()))
        let capsule = try #require(layout.nodes.first { $0.name == "Capsule" })
        #expect(capsule.frame == Rect(x: 66, y: 76, width: 38, height: 18))
        guard case .shape(let shape) = resolved.content(of: capsule) else {
            Issue.record("capsule has no shape content")
            return
        }
        #expect(shape.drawing == .fill(solid(0, 122, 255), .nonZero))
    }

    @Test func overlayIsProposedThePrimarySizeAndAligned() throws {
        let view = Color.gray.frame(width: 100, height: 50)
            .overlay(alignment: .bottomTrailing) { Text("x") }
        let (_, layout) = try resolveAndLayout(view)
        #expect(frame(of: "Text \"x\"", in: layout) == Rect(x: 125, y: 100, width: 10, height: 10))
    }

    @Test func frameAlignmentPlacesTheChild() throws {
        let (_, layout) = try resolveAndLayout(Text("ab").frame(maxWidth: .infinity, alignment: .leading))
        #expect(frame(of: "Text \"ab\"", in: layout) == Rect(x: 0, y: 80, width: 20, height: 10))
    }

    @Test func offsetMovesDrawingButNotLayout() throws {
        let (_, layout) = try resolveAndLayout(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).offset(x: 5, y: -5)
            Color.blue.frame(width: 10, height: 10)
        })
        let red = try #require(layout.nodes.first { $0.name == "offset(x: 5, y: -5)" })
        #expect(red.frame == Rect(x: 75, y: 80, width: 10, height: 10))
        #expect(red.drawingFrame == Rect(x: 80, y: 75, width: 10, height: 10))
        #expect(layout.nodes.filter { $0.name == "frame(width: 10, height: 10)" }.last?.frame.minX == 85)
    }

    @Test func layoutPriorityGivesTheTextTheSpaceFirst() throws {
        let (_, layout) = try resolveAndLayout(HStack(spacing: 0) {
            Text("aaaaaaaaaa")
            Text("bbbbbbbbbb").layoutPriority(1)
        }, in: Size(width: 150, height: 100))
        #expect(frame(of: "Text \"bbbbbbbbbb\"", in: layout)?.width == 100)
        #expect(frame(of: "Text \"aaaaaaaaaa\"", in: layout)?.width == 50)
    }

    @Test func fixedSizeKeepsTheIdealWidth() throws {
        let (_, layout) = try resolveAndLayout(Text("aaaaaaaaaa").fixedSize().frame(width: 50))
        #expect(frame(of: "Text \"aaaaaaaaaa\"", in: layout)?.width == 100)
    }

    @Test func aspectRatioFitsTheProposal() throws {
        let (_, layout) = try resolveAndLayout(Color.blue.aspectRatio(2, contentMode: .fit),
                                               in: Size(width: 100, height: 100))
        #expect(frame(of: "Color", in: layout) == Rect(x: 0, y: 25, width: 100, height: 50))
    }

    @Test func positionCentresTheViewOnThePoint() throws {
        let (_, layout) = try resolveAndLayout(Color.red.frame(width: 10, height: 10).position(x: 20, y: 30))
        #expect(frame(of: "Color", in: layout) == Rect(x: 15, y: 25, width: 10, height: 10))
    }

    @Test func effectsWrapTheViewWithoutChangingItsFrame() throws {
        let (resolved, layout) = try resolveAndLayout(
            Circle().frame(width: 40, height: 40).rotationEffect(.degrees(-90)).opacity(0.5))
        #expect(layout.nodes.map(\.name) == ["opacity(0.5)", "rotationEffect(-90°)", "frame(width: 40, height: 40)", "Circle"])
        #expect(Set(layout.nodes.map(\.frame)).count == 1)
        guard case .effect(.rotation(let angle, let anchor)) = resolved.content(of: layout.nodes[1]) else {
            Issue.record("no rotation effect")
            return
        }
        #expect(angle == .degrees(-90) && anchor == .center)
    }

    @Test func clipShapeDescribesTheShapeInTheFrame() throws {
        let resolved = try ViewResolver().resolve(Color.red.clipShape(Circle()), environment: .ios18, services: BoxServices())
        guard case .effect(.clip(let geometry, .nonZero)) = resolved.content(tag: resolved.root.tag) else {
            Issue.record("no clip")
            return
        }
        #expect(geometry.description == "circle")
    }

    @Test func cornerRadiusClipsToAContinuousRoundedRect() throws {
        let resolved = try ViewResolver().resolve(Color.red.cornerRadius(8), environment: .ios18, services: BoxServices())
        guard case .effect(.clip(let geometry, _)) = resolved.content(tag: resolved.root.tag) else {
            Issue.record("no clip")
            return
        }
        #expect(geometry.description == "roundedRectangle(8, continuous)")
    }
}
