import Graphics
import Render
import Testing
import Widgets
import WidgetSnapshotTesting

struct SnapshotNameTests {
    @Test func defaultNameIsFamilyModeScheme() {
        #expect(WidgetRenderOptions(family: .systemSmall).snapshotName == "systemSmall-fullColor-light")
        #expect(WidgetRenderOptions(family: .accessoryCircular, mode: .vibrant, colorScheme: .dark).snapshotName
                == "accessoryCircular-vibrant-dark")
    }

    @Test func deviceScaleAndTintAreAddedWhenSet() {
        let options = WidgetRenderOptions(family: .accessoryCorner, mode: .accented, device: DeviceCatalog.defaultWatch,
                                          scale: 2, tint: RGBAColor(r255: 255, 149, 0))
        #expect(options.snapshotName == "accessoryCorner-accented-light-watch-45mm-2x-tint-ff9500ff")
    }

    @Test func aNonDefaultBackdropIsAdded() {
        let options = WidgetRenderOptions(family: .systemSmall, mode: .vibrant, vibrantBackdrop: nil)
        #expect(options.snapshotName == "systemSmall-vibrant-light-backdrop-none")
    }
}

struct SnapshotMatrixTests {
    @Test func aDynamicTypeSizeOtherThanLargeIsNamed() {
        var options = WidgetRenderOptions(family: .systemSmall)
        options.dynamicTypeSize = .accessibility5
        #expect(options.snapshotName == "systemSmall-fullColor-light-AX5")
        options.dynamicTypeSize = .large
        #expect(options.snapshotName == "systemSmall-fullColor-light")
    }

    @Test func matrixCrossesEveryAxisWithDistinctNames() {
        let all = WidgetRenderOptions.matrix(families: [.systemSmall, .systemMedium], schemes: [.light, .dark],
                                             dynamicTypeSizes: [.xSmall, .large, .accessibility5])
        #expect(all.count == 12)
        #expect(Set(all.map(\.snapshotName)).count == 12)
        #expect(all.first?.snapshotName == "systemSmall-fullColor-light-xSmall")
        #expect(all.last?.snapshotName == "systemMedium-fullColor-dark-AX5")
    }

    @Test func aLocaleAxisNamesTheLocaleAndItsDirection() {
        let all = WidgetRenderOptions.matrix(families: [.systemSmall], locales: [nil, "ar_EG", "ja_JP"])
        #expect(all.map(\.snapshotName) == ["systemSmall-fullColor-light", "systemSmall-fullColor-light-ar_EG-rtl",
                                            "systemSmall-fullColor-light-ja_JP"])
        #expect(all.map(\.layoutDirection) == [.leftToRight, .rightToLeft, .leftToRight])
    }
}
