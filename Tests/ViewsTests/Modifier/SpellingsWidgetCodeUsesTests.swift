import Graphics
import Layout
import Testing
@testable import Views

/// Spellings real widget code uses, with Apple's signatures: each compiles and does what SwiftUI does.
@Suite struct SpellingsWidgetCodeUsesTests {
    @Test func backgroundWithNoArgumentFillsWithTheBackgroundStyle() throws {
        let (resolved, _) = try resolveAndLayout(Text("Hi").padding().background())
        let styles = resolved.contents.compactMap { content -> String? in
            if case .paint = content { return "paint" }
            if case .shape = content { return "shape" }
            return nil
        }
        #expect(!styles.isEmpty)
        #expect(try dump(Text("Hi").padding().background()) == dump(Text("Hi").padding().background(.background)))
    }

    @Test func deprecatedAccessibilitySpellingsReturnTheViewUnchanged() throws {
        let image = Image(systemName: "star").accessibility(hidden: true).accessibility(label: Text("Star"))
        #expect(try dump(image) == dump(Image(systemName: "star")))
        let text = Text("A").accessibility(value: Text("v")).accessibility(hint: Text("h"))
            .accessibility(identifier: "id").accessibility(addTraits: .isHeader)
            .accessibility(removeTraits: .isImage).accessibility(sortPriority: 1)
        #expect(try dump(text) == dump(Text("A")))
    }

    @Test func colorSchemeSetsTheEnvironmentBelow() throws {
        struct Probe: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        #expect(try dump(Probe().colorScheme(.dark)).contains("\"dark\""))
        #expect(try dump(Probe()).contains("\"light\""))
    }

    @Test func preferredColorSchemeDoesNotChangeAWidget() throws {
        struct Probe: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        #expect(try dump(Probe().preferredColorScheme(.dark)).contains("\"light\""))
    }
}
