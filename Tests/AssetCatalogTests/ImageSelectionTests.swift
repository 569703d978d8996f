import Testing
@testable import AssetCatalog

struct ImageSelectionTests {
    private func set(_ files: [(Int?, AssetAppearance)]) -> AssetImage {
        AssetImage(name: "x", files: files.map { AssetImage.File(path: "\($0.0.map(String.init) ?? "single")-\($0.1)",
                                                                 scale: $0.0, appearance: $0.1) },
                   renderingIntent: .unspecified, preservesVectorRepresentation: false)
    }

    @Test func exactScaleIsChosen() {
        let image = set([(1, .any), (2, .any), (3, .any)])
        #expect(image.file(displayScale: 2, dark: false)?.scale == 2)
        #expect(image.file(displayScale: 3, dark: false)?.scale == 3)
    }

    @Test func missingScalePrefersTheSmallestLargerOne() {
        #expect(set([(1, .any), (3, .any)]).file(displayScale: 2, dark: false)?.scale == 3)
    }

    @Test func missingScaleWithNothingLargerTakesTheLargest() {
        #expect(set([(1, .any), (2, .any)]).file(displayScale: 3, dark: false)?.scale == 2)
    }

    @Test func singleScaleImageIsOneX() {
        let file = set([(nil, .any)]).file(displayScale: 3, dark: false)
        #expect(file?.scale == nil && file?.pixelsPerPoint == 1)
    }

    @Test func darkRenderTakesTheDarkFile() {
        let image = set([(3, .any), (3, .dark)])
        #expect(image.file(displayScale: 3, dark: true)?.appearance == .dark)
        #expect(image.file(displayScale: 3, dark: false)?.appearance == .any)
    }

    @Test func darkFileOfAnotherScaleIsStillPreferredOverAnyAppearance() {
        // Appearance is chosen first, then the scale among that appearance's files (Xcode's slots).
        let file = set([(3, .any), (2, .dark)]).file(displayScale: 3, dark: true)
        #expect(file?.appearance == .dark && file?.scale == 2)
    }

    @Test func emptySetHasNoFile() {
        #expect(set([]).file(displayScale: 3, dark: false) == nil)
    }

    @Test func fixtureAvatarPicksThreeXDark() throws {
        let catalog = try AssetCatalog(contentsOf: CatalogFixture.widget)
        let path = try #require(catalog.image(named: "avatar")?.file(displayScale: 3, dark: true)?.path)
        #expect(path.hasSuffix("People/avatar.imageset/avatar-dark@3x.png"))
    }
}
