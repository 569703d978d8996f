import Graphics
import Testing
import Views
import Widgets
@testable import WidgetDocument

/// Good documents decode into the view the same Swift code builds: same layout tree, names,
/// frames and resolved content.
struct ViewDecodingTests {
    @Test func stackDecodesIntoTheExpectedLayoutDump() throws {
        let dump = try documentDump(#"""
            {"VStack": {"alignment": "leading", "spacing": 4, "content": [
                {"Text": "Hi", "modifiers": [{"font": "headline"}]},
                {"Circle": {}, "modifiers": [{"fill": "blue"}, {"frame": {"width": 20, "height": 20}}]}
            ]}, "modifiers": [{"padding": 8}, {"background": "red"}]}
            """#)
        #expect(dump == """
            background (67, 60, 36, 50)
              padding(8) (67, 60, 36, 50)
                VStack (75, 68, 20, 34)
                  Text "Hi" (75, 68, 20, 10) text "Hi" 17pt semibold rgba(0,0,0,1)
                  frame(width: 20, height: 20) (75, 82, 20, 20)
                    Circle (75, 82, 20, 20) shape circle fill rgba(0,122,255,1)
              Color (67, 60, 36, 50) paint rgba(255,59,48,1)
            """)
    }

    @Test func modifiersApplyInArrayOrder() throws {
        let paddedThenFilled = try documentDump(#"{"Text": "A", "modifiers": [{"padding": 4}, {"background": "red"}]}"#)
        let filledThenPadded = try documentDump(#"{"Text": "A", "modifiers": [{"background": "red"}, {"padding": 4}]}"#)
        #expect(paddedThenFilled == (try layoutDump(Text("A").padding(4).background(.red))))
        #expect(filledThenPadded == (try layoutDump(Text("A").background(.red).padding(4))))
        #expect(paddedThenFilled != filledThenPadded)
    }

    @Test func textModifiersStayOnTheText() throws {
        let dump = try documentDump(#"{"Text": "Late", "modifiers": [{"font": "caption"}, "bold", {"foregroundColor": "red"}]}"#)
        #expect(dump == (try layoutDump(Text("Late").font(.caption).bold().foregroundColor(.red))))
    }

    @Test func concatenatedTextKeepsEachRunsStyle() throws {
        let dump = try documentDump(#"""
            {"Text": ["Rain ", {"Text": "80%", "modifiers": ["bold", {"foregroundColor": "blue"}]}]}
            """#)
        #expect(dump == (try layoutDump(Text("Rain ") + Text("80%").bold().foregroundColor(.blue))))
    }

    @Test func textLiteralAppliesMarkdownAndVerbatimDoesNot() throws {
        #expect(try documentDump(#"{"Text": "a **b**"}"#) == (try layoutDump(Text("a **b**"))))
        #expect(try documentDump(#"{"Text": {"verbatim": "a **b**"}}"#) == (try layoutDump(Text(verbatim: "a **b**"))))
    }

    @Test func flexibleFrameTakesInfinity() throws {
        let dump = try documentDump(#"{"Text": "A", "modifiers": [{"frame": {"maxWidth": "infinity", "alignment": "leading"}}]}"#)
        #expect(dump == (try layoutDump(Text("A").frame(maxWidth: .infinity, alignment: .leading))))
    }

    @Test func paddingEdgesAndInsetsDecode() throws {
        #expect(try documentDump(#"{"Text": "A", "modifiers": [{"padding": {"edges": ["horizontal"], "length": 8}}]}"#)
                == (try layoutDump(Text("A").padding(.horizontal, 8))))
        #expect(try documentDump(#"{"Text": "A", "modifiers": [{"padding": {"top": 1, "trailing": 3}}]}"#)
                == (try layoutDump(Text("A").padding(EdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 3)))))
        #expect(try documentDump(#"{"Text": "A", "modifiers": ["padding"]}"#) == (try layoutDump(Text("A").padding())))
    }

    @Test func shapeModifiersChainAsInSwift() throws {
        let dump = try documentDump(#"""
            {"Circle": {}, "modifiers": [{"trim": {"from": 0, "to": 0.6}},
              {"stroke": {"content": "green", "style": {"lineWidth": 8, "lineCap": "round"}}},
              {"rotationEffect": {"degrees": -90}}]}
            """#)
        #expect(dump == (try layoutDump(Circle().trim(from: 0, to: 0.6)
            .stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round)).rotationEffect(.degrees(-90)))))
    }

    @Test func strokeBorderInsetsTheShape() throws {
        let dump = try documentDump(#"{"Capsule": {}, "modifiers": [{"strokeBorder": {"content": "white", "lineWidth": 2}}]}"#)
        #expect(dump == (try layoutDump(Capsule().strokeBorder(Color.white, lineWidth: 2))))
    }

    @Test func gradientsDecodeWithNamedAndExplicitUnitPoints() throws {
        let dump = try documentDump(#"""
            {"Rectangle": {}, "modifiers": [{"fill": {"LinearGradient": {"colors": ["blue", "#AF52DE"],
              "startPoint": "top", "endPoint": {"x": 0.5, "y": 1}}}}]}
            """#)
        let purple = Color(RGBAColor(r255: 175, 82, 222))
        #expect(dump == (try layoutDump(Rectangle().fill(LinearGradient(colors: [.blue, purple], startPoint: .top,
                                                                         endPoint: UnitPoint(x: 0.5, y: 1))))))
    }

    @Test func backgroundInShapeDecodes() throws {
        let dump = try documentDump(#"{"Text": "3", "modifiers": [{"padding": 4}, {"background": {"style": "blue", "in": "Capsule"}}]}"#)
        #expect(dump == (try layoutDump(Text("3").padding(4).background(.blue, in: Capsule()))))
    }

    @Test func labelWithSystemImageDecodes() throws {
        let dump = try documentDump(#"{"Label": {"title": "Rain", "systemImage": "cloud.rain"}}"#)
        #expect(dump == (try layoutDump(Label("Rain", systemImage: "cloud.rain"))))
    }

    @Test func gaugeWithLabelsDecodes() throws {
        let dump = try documentDump(#"""
            {"Gauge": {"value": 72, "in": [0, 100], "label": "BPM", "currentValueLabel": {"Text": "72"}},
             "modifiers": [{"gaugeStyle": "accessoryCircular"}]}
            """#)
        #expect(dump == (try layoutDump(Gauge(value: 72, in: 0...100) { Text("BPM") } currentValueLabel: { Text("72") }
            .gaugeStyle(.accessoryCircular))))
    }

    @Test func progressViewWithTitleDecodes() throws {
        let dump = try documentDump(#"{"ProgressView": {"title": "Steps", "value": 6200, "total": 10000}}"#)
        #expect(dump == (try layoutDump(ProgressView("Steps", value: 6200.0, total: 10000))))
    }

    @Test func renderingModeColourFollowsTheMode() throws {
        let json = #"{"Color": {"whenRenderingMode": {"vibrant": "white", "default": "blue"}}}"#
        #expect(try documentDump(json, mode: .vibrant) == (try layoutDump(Color.white, mode: .vibrant)))
        #expect(try documentDump(json, mode: .accented) == (try layoutDump(Color.blue, mode: .accented)))
    }

    @Test func bodiesArePickedByFamily() throws {
        let document = try DocumentFixtures.decode(#"""
            {"name": "w", "families": ["systemSmall", "accessoryInline"],
             "body": {"Text": "small"}, "bodies": {"accessoryInline": {"Text": "inline"}}}
            """#)
        #expect(try layoutDump(document.view, family: .accessoryInline) == (try layoutDump(Text("inline"))))
        #expect(try layoutDump(document.view, family: .systemSmall) == (try layoutDump(Text("small"))))
        #expect(try layoutDump(document.view(for: .accessoryInline)) == (try layoutDump(Text("inline"))))
    }

    @Test func documentTintAppliesToTheBody() throws {
        let document = try DocumentFixtures.decode(##"{"name": "w", "tint": "#FF9500", "body": {"Capsule": {}, "modifiers": [{"fill": "tint"}]}}"##)
        let orange = Color(RGBAColor(r255: 255, 149, 0))
        #expect(try layoutDump(document.view) == (try layoutDump(Capsule().fill(.tint).tint(orange))))
    }

    @Test func familiesDefaultToAllAndKeepTheirOrder() throws {
        let all = try DocumentFixtures.decode(#"{"name": "w", "body": {"Text": "a"}}"#)
        #expect(all.families == WidgetFamily.allCases)
        let some = try DocumentFixtures.decode(#"{"name": "w", "families": ["accessoryInline", "systemSmall"], "body": {"Text": "a"}}"#)
        #expect(some.families == [.systemSmall, .accessoryInline])
    }
}
