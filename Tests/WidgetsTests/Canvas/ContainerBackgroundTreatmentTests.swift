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
    func lockScreenAccessoriesKeepOnlyTheSystemAccessoryBackground(_ mode: WidgetMode) throws {
        let canvas = try WidgetCanvas(family: .accessoryRectangular, mode: mode)
        #expect(canvas.backgroundTreatment() == .systemAccessoryBackgroundOnly)
        #expect(canvas.backgroundTreatment(isRemovable: false) == .systemAccessoryBackgroundOnly)
        #expect(!canvas.environment().showsWidgetContainerBackground)
        #expect(try WidgetCanvas(family: .accessoryInline, mode: mode).backgroundTreatment() == .removed)
    }

    @Test func nonRemovableBackgroundStaysInStandBy() throws {
        let canvas = try WidgetCanvas(family: .systemSmall, mode: .night)
        #expect(canvas.backgroundTreatment(isRemovable: false) == .drawn)
        #expect(canvas.environment(isBackgroundRemovable: false).showsWidgetContainerBackground)
    }

    @Test(arguments: [WidgetFamily.accessoryCircular, .accessoryCorner, .accessoryInline])
    func watchComplicationKeepsOnlyTheSystemAccessoryBackground(_ family: WidgetFamily) throws {
        for mode in [WidgetMode.fullColor, .accented] {
            let canvas = try WidgetCanvas(family: family, mode: mode, device: DeviceCatalog.defaultWatch)
            #expect(canvas.backgroundTreatment() == (family == .accessoryInline ? .removed : .systemAccessoryBackgroundOnly))
            #expect(!canvas.environment().showsWidgetContainerBackground)
        }
    }

    @Test func watchSmartStackDrawsTheBackground() throws {
        let canvas = try WidgetCanvas(family: .accessoryRectangular, mode: .fullColor, device: DeviceCatalog.defaultWatch)
        #expect(canvas.backgroundTreatment() == .drawn)
        #expect(canvas.environment().showsWidgetContainerBackground)
    }
}
