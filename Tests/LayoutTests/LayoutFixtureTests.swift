import Foundation
import Graphics
import Layout
import Testing

/// Every LAYOUT.md rule, one behaviour per data fixture (Tests/LayoutTests/Fixtures/*.json); the file
/// name states the behaviour and the fixture's `source` names the rule and its evidence.
@Suite struct LayoutFixtureTests {
    @Test func fixturesArePresent() {
        #expect(LayoutFixture.names.count >= 40)
    }

    @Test(arguments: LayoutFixture.names)
    func fixture(_ name: String) throws {
        let fixture = try LayoutFixture.load(name)
        let result = try LayoutEngine(spacingRules: fixture.spacingRules).layout(fixture.tree, in: fixture.container, displayScale: fixture.scale)
        let actual = result.textDumpLines(fixture.frames)
        #expect(actual == fixture.expected,
                "\(name) [\(fixture.source)]\nactual:\n\(actual.map { "\"\($0)\"" }.joined(separator: ",\n"))")
    }
}
