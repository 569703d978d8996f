import Drawing
import Graphics
import Layout
import Raster
import Render
import Testing
import Views

/// The builder's command dump for small hand-made trees (exact text).
struct DisplayListBuilderTests {
    @Test func colorFillsItsSnappedPixelFrame() throws {
        // 10.2 pt wide at @3x: corners 0 and 30.6 → pixels 0 and 31.
        var tree = HandTree()
        let root = tree.node(.frame(width: 10.2, height: 10, alignment: .center), "frame", .none,
                             [tree.node(.shape, "Color", .paint(.solid(Palette.red)))])
        let list = try displayList(root, contents: tree.contents, size: Size(width: 10.2, height: 10), scale: 3)
        #expect(list.textDump() == """
            display list 31×30
            fill rect (0, 0, 31, 30) rgba(255,0,0,1)
            """)
    }

    @Test func backgroundSecondaryDrawsBeforeItsPrimary() throws {
        var tree = HandTree()
        let root = tree.node(.background(alignment: .center), "background", .none, [
            tree.node(.frame(width: 4, height: 4, alignment: .center), "frame", .none,
                      [tree.node(.shape, "primary", .paint(.solid(Palette.red)))]),
            tree.node(.shape, "secondary", .paint(.solid(Palette.blue))),
        ])
        let list = try displayList(root, contents: tree.contents, size: Size(width: 10, height: 10), scale: 1)
        #expect(list.textDump() == """
            display list 10×10
            fill rect (3, 3, 4, 4) rgba(0,0,255,1)
            fill rect (3, 3, 4, 4) rgba(255,0,0,1)
            """)
    }

    @Test func strokeBecomesANonZeroFillOutline() throws {
        var tree = HandTree()
        let shape = ResolvedShape(geometry: ResolvedShapeGeometry(kind: .rectangle),
                                  drawing: .stroke(.solid(Palette.red), StrokeStyle(lineWidth: 2)))
        let root = tree.node(.shape, "Rectangle", .shape(shape))
        let list = try displayList(root, contents: tree.contents, size: Size(width: 10, height: 10), scale: 2)
        #expect(list.items.count == 1)
        guard case let .fill(path, _, rule)? = list.commands.first else {
            Issue.record("expected a fill"); return
        }
        #expect(rule == .nonZero)
        // A 4 px line centred on the 20 px square's edge spans −2…22.
        #expect(path.bounds == Rect(x: -2, y: -2, width: 24, height: 24))
    }

    @Test func opacityMultipliesEachLeafWithoutALayer() throws {
        var tree = HandTree()
        let root = tree.node(.effect, "opacity", .effect(.opacity(0.5)), [
            tree.node(.zStack(alignment: .center), "ZStack", .none, [
                tree.node(.shape, "a", .paint(.solid(Palette.red))),
                tree.node(.shape, "b", .paint(.solid(Palette.blue))),
            ]),
        ])
        let list = try displayList(root, contents: tree.contents, size: Size(width: 2, height: 2), scale: 1)
        #expect(list.textDump() == """
            display list 2×2
            fill rect (0, 0, 2, 2) rgba(255,0,0,0.5)
            fill rect (0, 0, 2, 2) rgba(0,0,255,0.5)
            """)
    }

    @Test func compositingGroupTakesTheOpacityAsOneLayer() throws {
        var tree = HandTree()
        let root = tree.node(.effect, "opacity", .effect(.opacity(0.5)), [
            tree.node(.effect, "compositingGroup", .effect(.compositingGroup), [
                tree.node(.shape, "a", .paint(.solid(Palette.red))),
            ]),
        ])
        let list = try displayList(root, contents: tree.contents, size: Size(width: 2, height: 2), scale: 1)
        #expect(list.textDump() == """
            display list 2×2
            pushLayer opacity 0.5
              fill rect (0, 0, 2, 2) rgba(255,0,0,1)
            popLayer
            """)
    }

    @Test func clipShapeBracketsItsSubtree() throws {
        var tree = HandTree()
        let clip = ResolvedEffect.clip(ResolvedShapeGeometry(kind: .rectangle, inset: 1), .nonZero)
        let root = tree.node(.effect, "clipShape", .effect(clip), [tree.node(.shape, "a", .paint(.solid(Palette.red)))])
        let list = try displayList(root, contents: tree.contents, size: Size(width: 4, height: 4), scale: 1)
        #expect(list.textDump() == """
            display list 4×4
            pushClip rect (1, 1, 2, 2)
              fill rect (0, 0, 4, 4) rgba(255,0,0,1)
            popClip
            """)
    }

    @Test func accentMarkerTagsItsSubtreeOnly() throws {
        var tree = HandTree()
        let root = tree.node(.zStack(alignment: .center), "ZStack", .none, [
            tree.node(.shape, "a", .paint(.solid(Palette.red))),
            tree.node(.effect, "widgetAccentable", .effect(.accentGroup), [tree.node(.shape, "b", .paint(.solid(Palette.blue)))]),
        ])
        let list = try displayList(root, contents: tree.contents, size: Size(width: 2, height: 2), scale: 1)
        #expect(list.items.map(\.accentGroup) == [.default, .accent])
        #expect(list.textDumpLines().last == "fill rect (0, 0, 2, 2) rgba(0,0,255,1) accent")
    }

    @Test func rotationTurnsPathsAboutTheAnchor() throws {
        var tree = HandTree()
        let root = tree.node(.effect, "rotationEffect", .effect(.rotation(.degrees(90), anchor: .topLeading)), [
            tree.node(.frame(width: 4, height: 2, alignment: .center), "frame", .none,
                      [tree.node(.shape, "a", .paint(.solid(Palette.red)))]),
        ])
        let list = try displayList(root, contents: tree.contents, size: Size(width: 4, height: 2), scale: 1)
        // Clockwise a quarter turn about (0, 0): the 4×2 bar now hangs left of the origin, 2 wide and 4 tall.
        #expect(list.textDumpLines().last == "fill path 5 elements in (-2, 0, 2, 4) rgba(255,0,0,1)")
    }

    @Test func gradientSpansThePaintedFrameInPixels() throws {
        var tree = HandTree()
        let stops = try #require(GradientStops(colors: [Palette.red, Palette.blue]))
        let root = tree.node(.shape, "LinearGradient", .paint(.linearGradient(stops, startPoint: .top, endPoint: .bottom)))
        let list = try displayList(root, contents: tree.contents, size: Size(width: 10, height: 20), scale: 2)
        #expect(list.textDumpLines().last
                == "fill rect (0, 0, 20, 40) linear[rgba(255,0,0,1)@0 rgba(0,0,255,1)@1] (10, 0)→(10, 40)")
    }

    @Test func maskDrawsItsMaskViewsIntoADestinationInLayer() throws {
        var tree = HandTree()
        let root = tree.node(.overlay(alignment: .center), "mask", .effect(.mask), [
            tree.node(.shape, "content", .paint(.solid(Palette.red))),
            tree.node(.circle, "mask", .shape(ResolvedShape(geometry: ResolvedShapeGeometry(kind: .circle),
                                                            drawing: .fill(.solid(.black), .nonZero)))),
        ])
        let list = try displayList(root, contents: tree.contents, size: Size(width: 4, height: 4), scale: 1)
        #expect(list.textDump() == """
            display list 4×4
            pushLayer opacity 1
              fill rect (0, 0, 4, 4) rgba(255,0,0,1)
              pushLayer opacity 1 blend destinationIn
                fill path 10 elements in (0, 0, 4, 4) rgba(0,0,0,1)
              popLayer
            popLayer
            """)
    }
}

/// Effect layers and text decorations from the builder.
struct DisplayListBuilderEffectTests {
    @Test func shadowOpensAnEffectLayerInPixels() throws {
        var tree = HandTree()
        let shadow = ResolvedEffect.shadow(color: RGBAColor(white: 0, alpha: 0.33), radius: 4, x: 0, y: 2)
        let root = tree.node(.effect, "shadow", .effect(shadow), [tree.node(.shape, "a", .paint(.solid(Palette.red)))])
        let list = try displayList(root, contents: tree.contents, size: Size(width: 4, height: 4), scale: 3)
        #expect(list.textDump() == """
            display list 12×12
            pushEffectLayer shadow rgba(0,0,0,0.33) σ 12 offset (0, 6)
              fill rect (0, 0, 12, 12) rgba(255,0,0,1)
            popEffectLayer
            """)
    }

    @Test func blurTakesTheOpacityInForce() throws {
        var tree = HandTree()
        let root = tree.node(.effect, "opacity", .effect(.opacity(0.5)), [
            tree.node(.effect, "blur", .effect(.blur(radius: 1, isOpaque: false)), [
                tree.node(.shape, "a", .paint(.solid(Palette.red))),
            ]),
        ])
        let list = try displayList(root, contents: tree.contents, size: Size(width: 2, height: 2), scale: 1)
        #expect(list.textDump() == """
            display list 2×2
            pushEffectLayer blur σ 1 opacity 0.5
              fill rect (0, 0, 2, 2) rgba(255,0,0,1)
            popEffectLayer
            """)
    }

    @Test func underlineFollowsItsGlyphs() throws {
        var tree = HandTree()
        let paint = ResolvedPaint.solid(.black)
        let text = ResolvedText(runs: [TextRun("Hi", font: .body)],
                                styles: [ResolvedTextStyle(paint: paint, underline: TextDecoration(paint: paint))])
        let services = RenderServices(resources: try TestResources.get(), displayScale: 3)
        let root = tree.node(.leaf(services.textLeaf(for: text)), "Text", .text(text))
        let list = try displayList(root, contents: tree.contents, size: Size(width: 40, height: 30), scale: 3)
        guard list.commands.count == 2, case .glyphs(let run) = list.commands[0],
              case let .fill(line, _, _) = list.commands[1], let first = run.placements.first else {
            Issue.record("expected glyphs then an underline: \(list.textDump())"); return
        }
        let bounds = line.bounds
        #expect(bounds.minY > Double(first.y))                           // below the baseline
        #expect(bounds.height == 3)                                      // 0.06 em of 17 pt @3x ≈ 3 px
        #expect(abs(bounds.minX - Double(first.x)) < 1)
    }
}
