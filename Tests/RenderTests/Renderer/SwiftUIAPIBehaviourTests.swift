import Foundation
import Graphics
import Layout
import Render
import Testing
import Views
import Widgets

/// The SwiftUI API's views and modifiers (GeometryReader, ViewThatFits, Grid …) through the whole pipeline (the real fonts and symbol catalogue).
struct SwiftUIAPIBehaviourTests {
    func rendering(_ view: some View, size: Size = Size(width: 100, height: 80)) throws -> RenderOutput {
        try ViewRenderer().rendering(view, size: size, scale: 1, colorScheme: .light, environment: .ios18, resources: try TestResources.get())
    }

    func frame(named prefix: String, in output: RenderOutput) -> Rect? {
        output.layout.nodes.first { $0.name.hasPrefix(prefix) }?.frame
    }

    @Test func geometryReaderContentIsBuiltFromTheReadersSize() throws {
        let output = try rendering(GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
        })
        #expect(frame(named: "frame(width: 50, height: 20)", in: output) == Rect(x: 0, y: 0, width: 50, height: 20))
    }

    @Test func nestedGeometryReadersSettleOnePassPerLevel() throws {
        let output = try rendering(GeometryReader { outer in
            GeometryReader { inner in Text("\(Int(inner.size.width))") }
                .frame(width: outer.size.width / 2)
        })
        #expect(output.layout.nodes.contains { $0.name == "Text \"50\"" })
        #expect(output.resolved.warnings.isEmpty)
    }

    @Test func geometryProxyFrameIsGlobalOrLocal() throws {
        let output = try rendering(HStack(spacing: 0) {
            Color.blue.frame(width: 30)
            GeometryReader { proxy in
                Text("\(Int(proxy.frame(in: .global).minX)) \(Int(proxy.frame(in: .local).minX))")
            }
        })
        #expect(output.layout.nodes.contains { $0.name == "Text \"30 0\"" })
    }

    @Test func viewThatFitsDrawsOnlyTheChosenChild() throws {
        let output = try rendering(ViewThatFits {
            Color.red.frame(width: 200, height: 10)
            Color.blue.frame(width: 50, height: 10)
        })
        let list = output.displayList.textDump()
        #expect(list.contains(RGBAColor(r255: 0, 122, 255).description))
        #expect(!list.contains(RGBAColor(r255: 255, 59, 48).description))
        #expect(output.layout.nodes.contains { !$0.isPlaced })
    }

    @Test func zIndexDrawsHigherSiblingsLaterInDeclarationOrderOtherwise() throws {
        let output = try rendering(ZStack {
            Color.red.zIndex(1)
            Color.blue
            Color.green
        })
        let list = output.displayList.textDump()
        let red = list.range(of: RGBAColor(r255: 255, 59, 48).description)?.lowerBound
        let blue = list.range(of: RGBAColor(r255: 0, 122, 255).description)?.lowerBound
        let green = list.range(of: RGBAColor(r255: 52, 199, 89).description)?.lowerBound
        #expect(blue != nil && green != nil && red != nil)
        if let red, let blue, let green {
            #expect(blue < green && green < red)
        }
    }

    @Test func scrollViewClipsItsContentToItsBounds() throws {
        let output = try rendering(ScrollView { Color.red.frame(width: 40, height: 500) })
        let content = try #require(frame(named: "frame(width: 40, height: 500)", in: output))
        #expect(content == Rect(x: 30, y: 0, width: 40, height: 500))
        #expect(output.resolved.contents.contains { if case .effect(.clip) = $0 { return true } else { return false } })
        // The pixel below the scroll view's bottom edge is empty: nothing outside 100×80 is drawn.
        #expect(output.pixmap.width == 100 && output.pixmap.height == 80)
    }

    @Test func symbolVariantPicksTheCatalogueName() throws {
        let output = try rendering(Image(systemName: "star").symbolVariant(.circle.fill))
        #expect(output.layout.nodes.contains { $0.name == "Image systemName \"star.circle.fill\"" })
        #expect(output.resolved.warnings.isEmpty)
    }

    @Test func symbolVariantMissingFromTheCatalogueFallsBackWithAWarning() throws {
        let output = try rendering(Image(systemName: "heart").symbolVariant(.circle.fill))
        #expect(output.layout.nodes.contains { $0.name == "Image systemName \"heart.fill\"" })
        #expect(output.resolved.warnings.map(\.kind) == [.approximated])
        #expect(output.resolved.warnings.first?.message.contains("heart.circle.fill") == true)
    }

    @Test func backgroundStyleIsTheSchemesSystemBackground() throws {
        for (scheme, expected) in [(ColorScheme.light, RGBAColor(r255: 255, 255, 255)),
                                   (.dark, RGBAColor(r255: 0, 0, 0))] {
            let output = try ViewRenderer().rendering(Rectangle().fill(.background), size: Size(width: 10, height: 10),
                                                      scale: 1, colorScheme: scheme, environment: .ios18, resources: try TestResources.get())
            #expect(output.displayList.textDump().contains(expected.description))
        }
    }
}

/// Warnings returned by every render API, and the render date.
struct RenderWarningsAndDateTests {
    struct Unknown: View {
        var body: some View { Image(systemName: "sun.max.fil") }
    }

    struct Soon: View {
        var body: some View {
            VStack {
                Text(Date(timeIntervalSince1970: 1_717_580_460 + 3725), style: .relative)
                Text(Date(timeIntervalSince1970: 1_717_580_460 + 3725), style: .timer)
                Text(Date(timeIntervalSince1970: 1_717_580_460 - 45), style: .offset)
            }
        }
    }

    @Test func widgetRenderPNGReturnsItsWarnings() throws {
        var warnings: [ResolveWarning] = []
        let png = try WidgetRenderer().renderPNG(Unknown(), options: WidgetRenderOptions(family: .systemSmall).ios18,
                                                 resources: try TestResources.get(), warnings: &warnings)
        #expect(!png.isEmpty)
        #expect(warnings.map(\.kind) == [.unknownSymbol])
    }

    @Test func viewRenderPNGReturnsItsWarnings() throws {
        var warnings: [ResolveWarning] = []
        _ = try ViewRenderer().renderPNG(Unknown(), size: Size(width: 40, height: 40), scale: 1, colorScheme: .light,
                                         environment: .ios18, resources: try TestResources.get(), warnings: &warnings)
        #expect(warnings.map(\.kind) == [.unknownSymbol])
    }

    func texts(_ options: WidgetRenderOptions) throws -> [String] {
        let output = try WidgetRenderer().rendering(Soon(), options: options, resources: try TestResources.get())
        return output.layout.nodes.map(\.name).filter { $0.hasPrefix("Text") }
    }

    @Test func relativeTimerAndOffsetTextCountFromTheDefaultDate() throws {
        #expect(try texts(WidgetRenderOptions(family: .systemSmall).ios18)
            == ["Text \"1 hr, 2 min\"", "Text \"1:02:05\"", "Text \"−45 sec\""])
    }

    @Test func optionsDateMovesNow() throws {
        var options = WidgetRenderOptions(family: .systemSmall).ios18
        options.date = Date(timeIntervalSince1970: 1_717_580_460 + 3600)
        #expect(try texts(options) == ["Text \"2 min, 5 sec\"", "Text \"2:05\"", "Text \"−1 hr\""])
    }
}

/// Timer intervals, date interpolations and the inert environment values.
struct TimerAndEnvironmentTests {
    let now = Date(timeIntervalSince1970: 1_717_580_460)

    func names(_ view: some View) throws -> [String] {
        let output = try WidgetRenderer().rendering(view, options: WidgetRenderOptions(family: .systemSmall).ios18,
                                                    resources: try TestResources.get())
        return output.layout.nodes.map(\.name).filter { $0.hasPrefix("Text") }
    }

    @Test func timerIntervalCountsDownTheTimeLeftAtTheRenderDate() throws {
        let range = now.addingTimeInterval(-90)...now.addingTimeInterval(3600)
        #expect(try names(Text(timerInterval: range)) == ["Text \"1:00:00\""])
        #expect(try names(Text(timerInterval: range, countsDown: false)) == ["Text \"1:30\""])
        #expect(try names(Text(timerInterval: range, showsHours: false)) == ["Text \"60:00\""])
    }

    @Test func timerIntervalIsClampedToItsRangeAndPauses() throws {
        let past = now.addingTimeInterval(-600)...now.addingTimeInterval(-60)
        #expect(try names(Text(timerInterval: past)) == ["Text \"0:00\""])
        let future = now.addingTimeInterval(60)...now.addingTimeInterval(180)
        #expect(try names(Text(timerInterval: future)) == ["Text \"2:00\""])
        let paused = now.addingTimeInterval(-60)...now.addingTimeInterval(60)
        #expect(try names(Text(timerInterval: paused, pauseTime: now.addingTimeInterval(-30))) == ["Text \"1:30\""])
    }

    @Test func dateStyleInterpolationFormatsAtTheRenderDate() throws {
        #expect(try names(Text("Ends in \(now.addingTimeInterval(125), style: .timer)")) == ["Text \"Ends in 2:05\""])
        #expect(try names(Text("Left \(now.addingTimeInterval(7200), style: .relative)", comment: "c"))
            == ["Text \"Left 2 hr\""])
    }

    @Test func progressViewTimerIntervalEmptiesAsTimePasses() throws {
        let view = ProgressView(timerInterval: now.addingTimeInterval(-900)...now.addingTimeInterval(2700))
        let output = try WidgetRenderer().rendering(view, options: WidgetRenderOptions(family: .systemSmall).ios18,
                                                    resources: try TestResources.get())
        #expect(output.layout.nodes.contains { $0.name == "Text \"45:00\"" })
    }

    @Test func sizeCategoryAndOpenURLHaveInertDefaults() {
        let environment = EnvironmentValues.ios18
        #expect(environment.sizeCategory == .large)
        #expect(environment.openURL(URL(string: "https://example.com")!) == .discarded)
    }

    @Test func nonStandardFontWidthWarns() throws {
        let output = try ViewRenderer().rendering(Text("72°").fontWidth(.condensed), size: Size(width: 80, height: 40),
                                                  scale: 1, colorScheme: .light, environment: .ios18, resources: try TestResources.get())
        #expect(output.warnings.map(\.kind) == [.approximated])
        let plain = try ViewRenderer().rendering(Text("72°").fontWidth(.standard), size: Size(width: 80, height: 40),
                                                 scale: 1, colorScheme: .light, environment: .ios18, resources: try TestResources.get())
        #expect(plain.warnings.isEmpty)
    }
}
