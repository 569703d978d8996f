import Render
import TestSupport
import Testing
import Widgets

/// `LegibilityCheck.renderCount`: the renders a check makes, known before it runs (the CLI prices a check
/// with it).
@Suite struct LegibilityRenderCountTests {
    @Test func countIsTheRendersTheCheckReports() throws {
        let report = try LegibilityCheck().check(LegibilityFixtures.WhiteCardWidget(), families: [.systemSmall],
                                                 resources: try TestResources.get())
        // Light: full colour, accented, vibrant, night; dark: full colour, accented (vibrant and night are
        // dark in either scheme, rendered once).
        #expect(report.entries.count == 6)
        #expect(LegibilityCheck.renderCount(families: [.systemSmall]) == 6)
    }

    @Test func countIncludesTheFullColourReferenceOfEveryScheme() {
        // accessoryCircular is shown vibrant only, but each scheme renders full colour as the reference.
        #expect(LegibilityCheck.renderCount(families: [.accessoryCircular]) == 3)
        #expect(LegibilityCheck.renderCount(families: [.accessoryCircular], schemes: [.light]) == 2)
        #expect(LegibilityCheck.renderCount(families: [.systemMedium, .systemLarge], modes: [.accented],
                                            schemes: [.light, .dark]) == 8)
    }
}
