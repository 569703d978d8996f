import Testing
@testable import Widgets

@Suite struct WidgetModeTests {
    @Test(arguments: ["reducedLuminance", "reduced-luminance", "REDUCED_LUMINANCE", "Reduced-Luminance"])
    func parsesAnyCaseAndSeparator(_ text: String) {
        #expect(WidgetMode(parsing: text) == .reducedLuminance)
    }

    @Test func parsesEveryModeInKebabCase() {
        let kebab = ["full-color", "accented", "clear", "tinted", "vibrant", "night", "reduced-luminance"]
        #expect(kebab.map { WidgetMode(parsing: $0) } == WidgetMode.allCases)
    }

    @Test func unknownModeNameIsAnError() {
        #expect(throws: WidgetError.unknownMode("frosted")) { try WidgetMode.named("frosted") }
    }

    @Test func nightReportsVibrant() {
        #expect(WidgetMode.night.renderingMode(for: .systemSmall) == .vibrant)
    }

    @Test func reducedLuminanceKeepsTheSurfaceMode() {
        #expect(WidgetMode.reducedLuminance.renderingMode(for: .systemSmall) == .fullColor)
        #expect(WidgetMode.reducedLuminance.renderingMode(for: .accessoryCircular) == .vibrant)
    }

    @Test func onlyReducedLuminanceReducesLuminance() {
        #expect(WidgetMode.allCases.filter(\.isLuminanceReduced) == [.reducedLuminance])
    }
}
