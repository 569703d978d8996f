import Snapshot
import Testing
import WidgetHosting

/// One name for one preview render: `previews` writes `<fileStem>.png` and assertPreviewSnapshots names its
/// reference `<test>.<fileStem>.png`, so swift-snapshot-testing's name rule must leave the stem unchanged.
struct PreviewFileStemTests {
    static let names = [
        "StepsWidget.swift:229-0-systemSmall-fullColor", "Lock Screen-accessoryCircular-vibrant",
        "Small-0-systemSmall-fullColor-dark", ".hidden..name-", "Größe-0-systemSmall-fullColor",
        "a--b__c-0-view", "HabitProvider-2-accessoryRectangular-vibrant", "Emoji 😀-0-systemSmall-night",
    ]

    @Test(arguments: names) func theStemIsTheSnapshotReferencesName(name: String) {
        let stem = PreviewRender.fileStem(name)
        #expect(SnapshotLocation.sanitizedPathComponent(stem) == stem, "\(name) → \(stem)")
        #expect(stem.unicodeScalars.allSatisfy { $0.isASCII }, "\(stem)")
    }

    /// The names the references in this repository already have are kept (no reference is renamed).
    @Test func referencesKeepTheirNames() {
        #expect(PreviewRender.fileStem("StepsWidget.swift:229-0-systemSmall-fullColor")
                == "StepsWidget-swift_229-0-systemSmall-fullColor")
        #expect(PreviewRender.fileStem("Lock Screen-accessoryCircular-vibrant") == "Lock_Screen-accessoryCircular-vibrant")
        #expect(PreviewRender.fileStem("Small-0-systemSmall-fullColor-dark") == "Small-0-systemSmall-fullColor-dark")
    }
}
