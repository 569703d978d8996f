import Graphics
import Render
import Testing
import TestSupport
import Views

/// Rounded-design digits as a widget shows them (Goldens/digits/): "6,482", "11,204" and "18" at 30 pt
/// semibold rounded, evenly spaced like SF Pro Rounded's proportional digits, and "11,204" once more with
/// `monospacedDigit()` (one advance per digit, the ink centred).
@Suite struct RoundedDigitsGoldenTests {
    struct Figures: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text("6,482")
                Text("11,204")
                Text("18")
                Text("11,204").monospacedDigit()
            }
            .font(.system(size: 30, weight: .semibold, design: .rounded))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            .padding(12)
        }
    }

    @Test func roundedFiguresAreEvenlySpaced() throws {
        let output = try ViewRenderer().rendering(Figures(), size: Size(width: 170, height: 170), scale: 3,
                                                  colorScheme: .light, environment: .ios18, resources: try TestResources.get())
        #expect(output.resolved.warnings.isEmpty, "\(output.resolved.warnings)")
        let pixmap = output.pixmap
        expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height,
                     suite: "digits", name: "rounded-semibold-30")
    }
}
