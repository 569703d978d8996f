import Testing
@testable import Widgets

@Suite struct WidgetFamilyTests {
    @Test(arguments: ["systemSmall", "system-small", "SYSTEM_SMALL", "SystemSmall", "system small"])
    func parsesAnyCaseAndSeparator(_ text: String) {
        #expect(WidgetFamily(parsing: text) == .systemSmall)
    }

    @Test func parsesEveryFamilyInKebabCase() {
        let kebab = ["system-small", "system-medium", "system-large", "system-extra-large", "accessory-circular",
                     "accessory-rectangular", "accessory-inline", "accessory-corner"]
        #expect(kebab.map { WidgetFamily(parsing: $0) } == WidgetFamily.allCases)
    }

    @Test func unknownFamilyNameIsAnErrorListingTheFamilies() {
        let error = #expect(throws: WidgetError.self) { try WidgetFamily.named("systemHuge") }
        #expect(error == .unknownFamily("systemHuge"))
        #expect(error?.description.contains("accessoryCorner") == true)
    }

    @Test func systemAndAccessoryFamiliesPartitionTheCases() {
        #expect(WidgetFamily.allCases.filter(\.isSystem).count == 4)
        #expect(WidgetFamily.allCases.filter(\.isAccessory).count == 4)
    }
}
