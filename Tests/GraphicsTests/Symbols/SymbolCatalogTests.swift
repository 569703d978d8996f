import Graphics
import Testing

@Test func catalogHasAtLeastEightyNames() {
    #expect(SymbolCatalog.names.count >= 80)
}

@Test func catalogNamesAreUnique() {
    #expect(Set(SymbolCatalog.names).count == SymbolCatalog.names.count)
}

@Test func catalogNamesAreSorted() {
    #expect(SymbolCatalog.names == SymbolCatalog.names.sorted())
}

@Test func catalogNamesAreSpeltLikeSFSymbols() {
    // Lower-case words and digits joined by dots, as Apple names symbols.
    for name in SymbolCatalog.names {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let valid = !parts.isEmpty && parts.allSatisfy { part in
            !part.isEmpty && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
        #expect(valid, "\(name)")
    }
}

@Test func catalogCoversTheWidgetStaples() {
    let staples = ["sun.max.fill", "cloud.sun.fill", "cloud.rain.fill", "cloud.bolt.fill", "snowflake", "wind",
                   "thermometer", "humidity", "umbrella", "moon.stars", "sunrise", "sunset", "drop.fill",
                   "figure.walk", "figure.run", "heart.fill", "flame.fill", "bolt.fill", "bed.double", "dumbbell",
                   "calendar", "clock", "alarm", "timer", "hourglass", "battery.100", "battery.75", "battery.50",
                   "battery.25", "battery.0", "battery.100.bolt", "play.fill", "pause.fill", "forward.fill",
                   "backward.fill", "music.note", "headphones", "speaker.wave.2", "arrow.up", "arrow.down",
                   "arrow.left", "arrow.right", "arrow.up.right", "chevron.right", "chevron.up", "arrow.clockwise",
                   "checkmark", "checkmark.circle.fill", "xmark", "xmark.circle", "exclamationmark.triangle.fill",
                   "info.circle", "plus", "minus", "star.fill", "star.leadinghalf.filled", "bell.fill", "bookmark",
                   "tag", "flag", "house", "car", "airplane", "cart", "bag", "gift", "book", "cup.and.saucer",
                   "leaf", "pawprint", "person.fill", "person.2", "envelope", "phone", "message", "location.fill",
                   "mappin", "wifi", "lock", "key", "gearshape", "trash", "square.and.pencil", "doc.text",
                   "list.bullet", "chart.bar.fill", "chart.line.uptrend.xyaxis"]
    for name in staples { #expect(SymbolCatalog.entry(named: name) != nil, "\(name)") }
}

@Test func entryIsFoundByExactName() {
    #expect(SymbolCatalog.entry(named: "heart.fill")?.name == "heart.fill")
}

@Test func unknownNameHasNoEntry() {
    #expect(SymbolCatalog.entry(named: "sun.max.fil") == nil)
}

@Test func nearestNameCorrectsADroppedLetter() {
    #expect(SymbolCatalog.nearestName(to: "sun.max.fil") == "sun.max.fill")
}

@Test func nearestNameIgnoresCase() {
    #expect(SymbolCatalog.nearestName(to: "Heart.Fill") == "heart.fill")
}

@Test func nearestNameIsNilWhenNothingIsClose() {
    #expect(SymbolCatalog.nearestName(to: "completely.unrelated.words") == nil)
}

@Test func nearestNameIsNilForHugeInput() {
    #expect(SymbolCatalog.nearestName(to: String(repeating: "a", count: 10_000)) == nil)
}

@Test func identicalPairsPointAtEachOtherAndDrawTheSame() throws {
    for entry in SymbolCatalog.entries {
        guard let other = entry.identicalTo else { continue }
        let twin = try #require(SymbolCatalog.entry(named: other), "\(entry.name) → \(other)")
        #expect(twin.identicalTo == entry.name, "\(other) should name \(entry.name) back")
        #expect(twin.parts == entry.parts && twin.scale == entry.scale, "\(entry.name) and \(other) differ")
    }
}

@Test func cutoutsNeverOpenAnEntry() {
    for entry in SymbolCatalog.entries {
        if let first = entry.parts.first { #expect(!first.isCutout, "\(entry.name)") }
    }
}

@Test func multicolorPaletteGivesHeartsRedAndFlamesOrange() {
    #expect(SymbolCatalog.entry(named: "heart.fill")?.multicolor?.primary == SymbolPalette.red)
    #expect(SymbolCatalog.entry(named: "flame.fill")?.multicolor?.primary == SymbolPalette.orange)
    #expect(SymbolCatalog.entry(named: "sun.max.fill")?.multicolor?.primary == SymbolPalette.yellow)
    #expect(SymbolCatalog.entry(named: "drop.fill")?.multicolor?.primary == SymbolPalette.blue)
    #expect(SymbolCatalog.entry(named: "leaf.fill")?.multicolor?.primary == SymbolPalette.green)
}

@Test func cloudSunFillSplitsIntoCloudAndSunLevels() throws {
    let entry = try #require(SymbolCatalog.entry(named: "cloud.sun.fill"))
    #expect(entry.levels == [.primary, .secondary])
    #expect(entry.multicolor?.secondary == SymbolPalette.yellow)
    #expect(entry.multicolor?.primary == nil)
}

@Test func quarterTurnPlacementTurnsUpIntoRight() {
    let up = Point(x: 0, y: -1)
    let turned = SymbolPlacement(quarterTurns: 1).transform.apply(up)
    #expect(abs(turned.x - 1) < 1e-12 && abs(turned.y) < 1e-12)
}
