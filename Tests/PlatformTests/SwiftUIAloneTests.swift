// A file that imports only SwiftUI, as an iOS widget file does, using with Apple's spelling every name that
// `import SwiftUI` gives on iOS and that lives in one of our other modules: the SwiftUI names of Graphics'
// and Layout's values, UIKit's names (SwiftUI re-exports UIKit on iOS), Foundation's networking types and
// `LocalizedStringResource`. It compiling is the test; the expectations check that the values are the ones
// the names promise. (This target also has UIKit aliased; SwiftUIScopeTests checks the same names in a file
// compiled without any alias.)
import SwiftUI
import Testing

@Suite struct SwiftUIAloneTests {
    @Test func graphicsAndLayoutValuesBySwiftUINames() {
        let angle: Angle = .degrees(180)
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let font: Font = .system(size: 12, weight: .bold, design: .rounded)
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 20))
        let stroke = StrokeStyle(lineWidth: 2, lineCap: CGLineCap.round, lineJoin: CGLineJoin.bevel, dash: [2, 1])
        let rule: FillRule = .evenOdd
        let corners: RoundedCornerStyle = .continuous
        let typeSize: DynamicTypeSize = .xxLarge
        let direction: LayoutDirection = .rightToLeft
        let alignment: TextAlignment = .center
        let rendering: SymbolRenderingMode = .hierarchical
        let truncation: Text.TruncationMode = .middle
        let frameAlignment: Alignment = .bottomTrailing
        let horizontal: HorizontalAlignment = .leading
        let vertical: VerticalAlignment = .firstTextBaseline
        let edges: Edge.Set = [.top, .bottom]
        let axes: Axis.Set = .horizontal
        let mode: ContentMode = .fit
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: UnitPoint(x: 0.5, y: 1))
        let style: some ShapeStyle = Color.green

        #expect(angle.radians == .pi)
        #expect(insets.leading == 2)
        #expect(font == Font.system(size: 12, weight: .bold, design: .rounded))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(stroke.lineWidth == 2 && stroke.lineCap == .round)
        #expect(rule == .evenOdd && corners == .continuous && typeSize > .large)
        #expect(direction == .rightToLeft && alignment == .center && rendering == .hierarchical)
        #expect(truncation == .middle && frameAlignment == .bottomTrailing)
        #expect(horizontal == .leading && vertical == .firstTextBaseline)
        #expect(edges.contains(.top) && !edges.contains(.leading) && axes.contains(.horizontal) && mode == .fit)
        _ = Text("Hi").truncationMode(truncation).frame(maxWidth: .infinity, alignment: frameAlignment)
            .padding(insets).background(gradient).foregroundStyle(style)
    }

    @Test func uiKitNamesThroughSwiftUI() {
        let color = Color(uiColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(color == Color(uiColor: .red))
        let symbol: UIImage? = UIImage(systemName: "star.fill")
        #expect(symbol != nil)
        if let symbol { _ = Image(uiImage: symbol) }
        let font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(font.pointSize == 17)
        #expect(UIFontMetrics.default.scaledValue(for: 12) == 12)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.systemName == "iOS")
    }

    @Test func foundationNamesThroughSwiftUI() throws {
        let url = try #require(URL(string: "https://example.com/weather.json"))
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        #expect(request.url == url)
        let session: URLSession = .shared
        _ = session
        let protocolType: URLProtocol.Type = URLProtocol.self
        _ = protocolType
        let title: LocalizedStringResource = "Weather"
        #expect(String(describing: title) == "Weather")
    }
}
