import Render
import TestSupport
import Testing
import Widgets

/// `LegibilityCheck.renderCount`: the renders a check makes, known before it runs (the CLI prices a check
/// with it).
@Suite struct LegibilityRenderCountTests {
    /// The iOS 18 matrix these counts describe (the engine's tests pin the profile).
    static let ios18 = WidgetRenderOptions(family: .systemSmall).ios18

    @Test func countIsTheRendersTheCheckReports() throws {
        let report = try LegibilityCheck().check(LegibilityFixtures.WhiteCardWidget(), families: [.systemSmall],
                                                 base: Self.ios18, resources: try TestResources.get())
        // Light: full colour, accented, vibrant, night, reduced luminance; dark: full colour, accented (vibrant,
        // night and reduced luminance are dark in either scheme, rendered once).
        #expect(report.entries.count == 7)
        #expect(LegibilityCheck.renderCount(families: [.systemSmall], base: Self.ios18) == 7)
    }

    @Test func countIncludesTheFullColourReferenceOfEveryScheme() {
        // accessoryCircular is shown vibrant and (Always-On) reduced luminance on the iPhone, both dark whatever
        // the scheme: one full-colour reference in the first scheme, then the two.
        #expect(LegibilityCheck.renderCount(families: [.accessoryCircular]) == 3)
        #expect(LegibilityCheck.renderCount(families: [.accessoryCircular], schemes: [.light]) == 3)
        #expect(LegibilityCheck.renderCount(families: [.systemMedium, .systemLarge], modes: [.accented],
                                            schemes: [.light, .dark]) == 8)
    }
}
