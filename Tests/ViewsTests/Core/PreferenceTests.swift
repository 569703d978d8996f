import Graphics
import Layout
import Testing
@testable import Views

private struct FirstTitleKey: PreferenceKey {
    static let defaultValue: String? = nil
    static func reduce(value: inout String?, nextValue: () -> String?) { value = value ?? nextValue() }
}

private struct TitlesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

@Suite struct PreferenceTests {
    @Test func unsetPreferenceIsTheDefault() throws {
        let resolved = try ViewResolver().resolve(Text("a"), environment: .ios18, services: BoxServices())
        #expect(resolved.preferences[FirstTitleKey.self] == nil)
    }

    @Test func preferencesReduceInViewOrder() throws {
        let view = VStack {
            Text("a").preference(key: TitlesKey.self, value: ["outer"])
            Text("b").preference(key: TitlesKey.self, value: ["inner"])
        }
        .preference(key: TitlesKey.self, value: ["stack"])
        let resolved = try ViewResolver().resolve(view, environment: .ios18, services: BoxServices())
        #expect(resolved.preferences[TitlesKey.self] == ["stack", "outer", "inner"])
    }

    @Test func preferenceAddsNoNode() throws {
        let resolved = try ViewResolver().resolve(Text("a").preference(key: FirstTitleKey.self, value: "x"),
                                                  environment: .ios18, services: BoxServices())
        #expect(resolved.root.name == "Text \"a\"")
        #expect(resolved.preferences[FirstTitleKey.self] == "x")
    }
}
