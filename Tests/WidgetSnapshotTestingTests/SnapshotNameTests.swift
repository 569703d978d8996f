import Graphics
import Render
import Testing
import Widgets
import WidgetSnapshotTesting

struct SnapshotNameTests {
    /// The render matrix's name: the scheme only where it changes the pixels (dark is named, light is not;
    /// vibrant resolves dark whatever the scheme, so it names none).
    @Test func defaultNameIsFamilyModeAndDarkWhereTheSchemeIsAnAxis() {
        #expect(WidgetRenderOptions(family: .systemSmall).fileStem == "systemSmall-fullColor")
        #expect(WidgetRenderOptions(family: .systemSmall, colorScheme: .dark).fileStem == "systemSmall-fullColor-dark")
        #expect(WidgetRenderOptions(family: .accessoryCircular, mode: .vibrant, colorScheme: .dark).fileStem
                == "accessoryCircular-vibrant")
    }

    @Test func deviceScaleAndTintAreAddedWhenSet() {
        let options = WidgetRenderOptions(family: .accessoryCorner, mode: .accented, device: DeviceCatalog.defaultWatch,
                                          scale: 2, tint: RGBAColor(r255: 255, 149, 0))
        #expect(options.fileStem == "accessoryCorner-accented-watch-45mm-2x-tint-ff9500ff")
    }

    @Test func aNonDefaultBackdropIsAdded() {
        let options = WidgetRenderOptions(family: .systemSmall, mode: .vibrant, vibrantBackdrop: nil)
        #expect(options.fileStem == "systemSmall-vibrant-backdrop-none")
    }
}

struct SnapshotMatrixTests {
    @Test func aDynamicTypeSizeOtherThanLargeIsNamed() {
        var options = WidgetRenderOptions(family: .systemSmall)
        options.dynamicTypeSize = .accessibility5
        #expect(options.fileStem == "systemSmall-fullColor-AX5")
        options.dynamicTypeSize = .large
        #expect(options.fileStem == "systemSmall-fullColor")
    }

    @Test func matrixCrossesEveryAxisWithDistinctNames() {
        let all = WidgetRenderOptions.matrix(families: [.systemSmall, .systemMedium], schemes: [.light, .dark],
                                             dynamicTypeSizes: [.xSmall, .large, .accessibility5])
        #expect(all.count == 12)
        #expect(Set(all.map(\.fileStem)).count == 12)
        #expect(all.first?.fileStem == "systemSmall-fullColor-xSmall")
        #expect(all.last?.fileStem == "systemMedium-fullColor-dark-AX5")
    }

    /// A locale is named; its direction is not (the locale says it), a direction set alone is.
    @Test func aLocaleAxisNamesTheLocale() {
        let all = WidgetRenderOptions.matrix(families: [.systemSmall], locales: [nil, "ar_EG", "ja_JP"])
        #expect(all.map(\.fileStem) == ["systemSmall-fullColor", "systemSmall-fullColor-ar_EG",
                                         "systemSmall-fullColor-ja_JP"])
        #expect(all.map(\.layoutDirection) == [.leftToRight, .rightToLeft, .leftToRight])
    }

    /// The snapshot matrix keeps only what a device shows: accessoryCircular is never full colour, and
    /// on the iPhone Lock Screen it is vibrant once (the scheme changes nothing there).
    @Test func theMatrixLeavesOutWhatNoDeviceShows() {
        let all = WidgetRenderOptions.matrix(families: [.accessoryCircular], modes: [.fullColor, .vibrant],
                                             schemes: [.light, .dark])
        #expect(all.map(\.fileStem) == ["accessoryCircular-vibrant"])
    }
}
