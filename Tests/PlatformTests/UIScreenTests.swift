import Foundation
import Render
import TestSupport
import SwiftUI
import Testing
import UIKit

// `UIScreen.main` answers the device the render stands for while a widget's body runs.
@Suite struct UIScreenTests {
    /// Records what `UIScreen.main` says while its body runs.
    struct ScreenProbe: View {
        final class Seen: @unchecked Sendable {
            var bounds: CGRect = .zero
            var scale: CGFloat = 0
        }
        let seen: Seen

        var body: some View {
            seen.bounds = UIScreen.main.bounds
            seen.scale = UIScreen.main.scale
            return Text("\(Int(seen.bounds.width))")
        }
    }

    func screen(family: WidgetFamily, device: String?) throws -> (CGRect, CGFloat) {
        let seen = ScreenProbe.Seen()
        var options = WidgetRenderOptions(family: family)
        if let device { options.device = try DeviceCatalog.requireDevice(named: device) }
        _ = try WidgetRenderer().render(ScreenProbe(seen: seen), options: options, resources: try TestResources.get())
        return (seen.bounds, seen.scale)
    }

    @Test func theRendersPhoneIsTheScreen() throws {
        let (bounds, scale) = try screen(family: .systemSmall, device: "iphone-414x896")
        #expect(bounds == CGRect(x: 0, y: 0, width: 414, height: 896))
        #expect(scale == 3)
    }

    @Test func aPadRenderAnswersThePad() throws {
        let (bounds, scale) = try screen(family: .systemExtraLarge, device: nil)
        #expect(bounds.size == CGSize(width: 1024, height: 1366))
        #expect(scale == 2)
    }

    @Test func outsideARenderTheDefaultPhone() {
        #expect(UIScreen.main.bounds.size == CGSize(width: 430, height: 932))
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1290, height: 2796))
    }
}
