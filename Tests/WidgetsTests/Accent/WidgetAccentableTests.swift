import Testing
import Views
@testable import Widgets

@Suite struct WidgetAccentableTests {
    @Test func accentableWrapsTheSubtreeInOneAccentGroup() throws {
        let laid = try laidOut(HStack { Text("A").widgetAccentable(); Text("B") })
        #expect(laid.accentGroupCount == 1)
        #expect(laid.isInAccentGroup(try #require(laid.index(of: "\"A\""))))
        #expect(!laid.isInAccentGroup(try #require(laid.index(of: "\"B\""))))
    }

    @Test func accentableFalseAddsNothing() throws {
        let plain = try laidOut(Text("A"))
        let off = try laidOut(Text("A").widgetAccentable(false))
        #expect(off.dump == plain.dump)
    }

    @Test func innerAccentableFalseCannotOptOut() throws {
        let view = VStack {
            Text("inner").widgetAccentable(false)
            Text("sibling")
        }
        .widgetAccentable()
        let laid = try laidOut(view)
        #expect(laid.isInAccentGroup(try #require(laid.index(of: "\"inner\""))))
        #expect(laid.isInAccentGroup(try #require(laid.index(of: "\"sibling\""))))
    }

    @Test func nestedAccentableAddsNoSecondMarker() throws {
        let laid = try laidOut(VStack { Text("A").widgetAccentable() }.widgetAccentable())
        #expect(laid.accentGroupCount == 1)
    }

    @Test func accentGroupDoesNotChangeLayout() throws {
        let plain = try laidOut(HStack { Text("A"); Text("B") })
        let accented = try laidOut(HStack { Text("A").widgetAccentable(); Text("B") })
        let frames = { (laid: Laid) in laid.texts.map(\.frame) }
        #expect(frames(plain) == frames(accented))
    }

    @Test(arguments: [WidgetAccentedRenderingMode.accented, .desaturated, .accentedDesaturated, .fullColor])
    func imageAccentedRenderingModeReachesTheDrawContent(_ mode: WidgetAccentedRenderingMode) throws {
        let laid = try laidOut(Image("cover").widgetAccentedRenderingMode(mode))
        let image = laid.nodes.compactMap { if case .image(let image) = $0.content { image } else { nil } }.first
        #expect(image?.accentedRenderingMode == mode)
    }

    @Test func imageWithoutAccentedRenderingModeCarriesNil() throws {
        let laid = try laidOut(Image("cover"))
        let image = laid.nodes.compactMap { if case .image(let image) = $0.content { image } else { nil } }.first
        #expect(image != nil && image?.accentedRenderingMode == nil)
    }
}
