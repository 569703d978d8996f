import Graphics
import Testing
import Views
import Widgets

/// The iOS 26 profile: sizes (WIDGETKIT.md §2.2), palette (§6.1), the clear and tinted modes and the render
/// matrix's OS axis; iOS 18 stays what it was.
@Suite struct OSProfileTests {
    @Test func namesParse() {
        #expect(OSProfile(parsing: "ios26") == .ios26)
        #expect(OSProfile(parsing: "iOS 18") == .ios18)
        #expect(OSProfile(parsing: "26") == .ios26)
        #expect(OSProfile(parsing: "ios17") == nil)
        #expect(WidgetMode(parsing: "clear") == .clear)
        #expect(WidgetMode(parsing: "Tinted") == .tinted)
    }

    /// The default profile; iOS 18's accented look implies iOS 18, the glass presentations iOS 26, whatever it is.
    @Test func eachModeImpliesItsProfile() throws {
        #expect(OSProfile.standard == .ios18)
        #expect(EnvironmentValues().osProfile == OSProfile.standard)
        #expect(WidgetMode.fullColor.impliedProfile == OSProfile.standard)
        #expect(WidgetMode.accented.impliedProfile == .ios18)
        #expect(WidgetMode.tinted.impliedProfile == .ios26)
        #expect(try WidgetCanvas(family: .systemSmall, mode: .accented).size == Size(170, 170))
        // An iOS 26 matrix: the iPhone's Home Screen in clear and tinted, the watch keeps accented, unsuffixed.
        let stems = WidgetAppearance.matrix(families: [.systemSmall, .accessoryCorner], profiles: [.ios26]).map(\.fileStem)
        #expect(stems.contains("systemSmall-tinted") && !stems.contains("systemSmall-accented"))
        #expect(stems.contains("accessoryCorner-accented"))
        #expect(WidgetAppearance.matrix(families: [.systemSmall], modes: [.accented], profiles: [.ios18, .ios26])
            .map(\.fileStem) == ["systemSmall-accented", "systemSmall-accented-dark"])
        // Accented named in an iOS 26 matrix is iOS 18's look, drawn once; the watch's accented is not drawn twice.
        let named = WidgetAppearance.matrix(families: [.systemSmall], modes: [.accented], profiles: [.ios26])
        #expect(named.map(\.fileStem) == ["systemSmall-accented", "systemSmall-accented-dark"])
        #expect(named.map(\.resolvedOS) == [.ios18, .ios18])
        let both = WidgetAppearance.matrix(families: [.accessoryCorner], profiles: [.ios18, .ios26]).map(\.fileStem)
        #expect(both.contains("accessoryCorner-accented"))
        #expect(Set(both).count == both.count)
    }

    @Test func iOS26UsesTheProbedSizes() throws {
        let small = try WidgetCanvas(family: .systemSmall, os: .ios26)
        #expect(small.size == Size(174.67, 174.67))
        #expect(small.pixelWidth == 524)
        let medium = try WidgetCanvas(family: .systemMedium, os: .ios26)
        #expect(medium.size == Size(372, 174.67))
        let circular = try WidgetCanvas(family: .accessoryCircular, mode: .vibrant, os: .ios26)
        #expect(circular.size == Size(60, 60))
        let inline = try WidgetCanvas(family: .accessoryInline, mode: .vibrant, os: .ios26)
        #expect(inline.size == Size(370, 36))
        // The corner keeps its ratio of the small side (§2.4): 0.137 × 174.67.
        #expect(small.containerShape == .roundedRectangle(cornerRadius: ContainerShape.cornerRadiusRatio * 174.67))
    }

    @Test func iOS18SizesAreTheHIGTables() throws {
        #expect(try WidgetCanvas(family: .systemSmall, os: .ios18).size == Size(170, 170))
        // iPads did not change in iOS 26 (§2.2).
        let pad = try WidgetCanvas(family: .systemExtraLarge, os: .ios26)
        #expect(pad.size == Size(795, 378.5))
    }

    @Test func glassModesImplyIOS26AndAreRefusedInIOS18() throws {
        let clear = try WidgetCanvas(family: .systemSmall, mode: .clear)
        #expect(clear.os == .ios26)
        #expect(clear.size == Size(174.67, 174.67))
        #expect(clear.renderingMode == .accented)
        #expect(clear.context == .homeScreen)
        #expect(clear.backgroundTreatment() == .replacedByGlass)
        #expect(clear.environment().showsWidgetContainerBackground == false)
        #expect(clear.environment().osProfile == .ios26)
        #expect(throws: WidgetError.modeNotInProfile(.tinted, .ios18)) {
            try WidgetCanvas(family: .systemSmall, mode: .tinted, os: .ios18)
        }
    }

    @Test func iOS26PaletteResolvesThroughTheEnvironment() {
        var environment = EnvironmentValues.ios18
        #expect(Color.blue.resolve(in: environment) == RGBAColor(r255: 0, 122, 255))
        environment.osProfile = .ios26
        #expect(Color.blue.resolve(in: environment) == RGBAColor(r255: 0, 136, 255))
        environment.colorScheme = .dark
        #expect(Color.red.resolve(in: environment) == RGBAColor(r255: 255, 66, 69))
        // Greys and labels did not change.
        #expect(SystemColor.systemGray4.color(in: .light, profile: .ios26) == SystemColor.systemGray4.color(in: .light))
    }

    @Test func theIOS18MatrixHasNoGlass() {
        let modes = Set(WidgetAppearance.matrix(families: [.systemSmall], profiles: [.ios18]).map(\.mode))
        #expect(!modes.contains(.clear) && !modes.contains(.tinted))
        #expect(modes.contains(.accented))
    }

    @Test func theIOS26MatrixShowsClearAndTintedInsteadOfAccented() {
        let matrix = WidgetAppearance.matrix(families: [.systemSmall], schemes: [.light], profiles: [.ios26])
        let stems = matrix.map(\.fileStem)
        #expect(stems.contains("systemSmall-clear"))
        #expect(stems.contains("systemSmall-tinted"))
        #expect(stems.contains(OSProfile.standard == .ios26 ? "systemSmall-fullColor" : "systemSmall-fullColor-ios26"))
        #expect(!stems.contains { $0.hasPrefix("systemSmall-accented") })
        // The watch keeps accented in iOS 26.
        let watch = WidgetAppearance.matrix(families: [.accessoryRectangular], device: DeviceCatalog.defaultWatch,
                                            profiles: [.ios26])
        #expect(watch.contains { $0.mode == .accented })
    }

    @Test func anExplicitGlassModeIsDrawnOnceInIOS26() {
        let matrix = WidgetAppearance.matrix(families: [.systemSmall], modes: [.fullColor, .clear], schemes: [.light])
        #expect(matrix.map(\.fileStem) == ["systemSmall-fullColor", "systemSmall-clear"])
        #expect(matrix.last?.resolvedOS == .ios26)
    }
}
