import Testing
import Graphics

struct StrokeStyleTests {
    @Test func defaultsMatchSwiftUI() {
        let style = StrokeStyle()
        #expect(style.lineWidth == 1)
        #expect(style.lineCap == .butt)
        #expect(style.lineJoin == .miter)
        #expect(style.miterLimit == 10)
        #expect(style.dash.isEmpty)
        #expect(style.dashPhase == 0)
    }
}
