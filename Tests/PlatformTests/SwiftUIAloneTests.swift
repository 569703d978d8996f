// A file that imports only SwiftUI, as an iOS widget file does, using with Apple's spelling every name that
// `import SwiftUI` gives on iOS and that lives in one of our other modules: the SwiftUI names of Graphics'
// and Layout's values. It compiling is the test; the expectations check that the values are the ones the
// names promise. (SwiftUIScopeTests checks the same names in a file compiled on its own.)
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
}
