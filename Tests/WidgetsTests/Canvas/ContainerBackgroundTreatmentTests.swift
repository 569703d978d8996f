import Testing
@testable import Widgets

@Suite struct ContainerBackgroundTreatmentTests {
    @Test func homeScreenFullColorDrawsTheBackground() throws {
        let canvas = try WidgetCanvas(family: .systemSmall, mode: .fullColor)
        #expect(canvas.backgroundTreatment() == .drawn)
        #expect(canvas.environment().showsWidgetContainerBackground)
    }

    @Test func accentedReplacesTheBackgroundWithTheTintedOne() throws {
        let canvas = try WidgetCanvas(family: .systemMedium, mode: .accented)
        #expect(canvas.backgroundTreatment() == .replacedByAccentedBackground)
        #expect(canvas.environment().showsWidgetContainerBackground)
    }

    @Test func accentedReplacesEvenANonRemovableBackground() throws {
        let canvas = try WidgetCanvas(family: .systemSmall, mode: .accented)
        #expect(canvas.backgroundTreatment(isRemovable: false) == .replacedByAccentedBackground)
    }

    @Test func vibrantRemovesTheBackground() throws {
        let canvas = try WidgetCanvas(family: .systemSmall, mode: .vibrant, device: DeviceCatalog.defaultPad)
        #expect(canvas.backgroundTreatment() == .removed)
        #expect(!canvas.environment().showsWidgetContainerBackground)
    }

    @Test(arguments: [WidgetMode.night, .reducedLuminance])
    func standBySystemSmallRemovesTheBackgroundOverBlack(_ mode: WidgetMode) throws {
        let canvas = try WidgetCanvas(family: .systemSmall, mode: mode)
        #expect(canvas.backgroundTreatment() == .removedOverBlack)
        #expect(!canvas.environment().showsWidgetContainerBackground)
    }

    @Test(arguments: WidgetMode.allCases)
    func lockScreenAccessoriesNeverShowTheBackground(_ mode: WidgetMode) throws {
        let canvas = try WidgetCanvas(family: .accessoryRectangular, mode: mode)
        #expect(canvas.backgroundTreatment() == .removed)
        #expect(!canvas.environment().showsWidgetContainerBackground)
    }

    @Test func nonRemovableBackgroundStaysInStandBy() throws {
        let canvas = try WidgetCanvas(family: .systemSmall, mode: .night)
        #expect(canvas.backgroundTreatment(isRemovable: false) == .drawn)
        #expect(canvas.environment(isBackgroundRemovable: false).showsWidgetContainerBackground)
    }

    @Test func watchComplicationRemovesTheBackground() throws {
        let canvas = try WidgetCanvas(family: .accessoryCircular, mode: .accented, device: DeviceCatalog.defaultWatch)
        #expect(canvas.backgroundTreatment() == .removed)
    }

    @Test func watchSmartStackDrawsTheBackground() throws {
        let canvas = try WidgetCanvas(family: .accessoryRectangular, mode: .fullColor, device: DeviceCatalog.defaultWatch)
        #expect(canvas.backgroundTreatment() == .drawn)
        #expect(canvas.environment().showsWidgetContainerBackground)
    }
}
