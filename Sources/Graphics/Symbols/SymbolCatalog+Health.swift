// Health and fitness symbols: hearts, flames, bolts, figures, sleep and workouts (Material Icons, whose
// figures are closest to SF's; outline flame and bolt are stroked from the filled glyphs).
extension SymbolCatalog {
    static let health: [SymbolEntry] = [
        SymbolEntry("heart", .health, .material(0xE87E, "favorite_border"), multicolor: .single(SymbolPalette.red)),
        SymbolEntry("heart.fill", .health, .material(0xE87D, "favorite"), multicolor: .single(SymbolPalette.red)),
        SymbolEntry("bolt.heart.fill", .health, .mdi(0xF5F6, "heart-pulse"), multicolor: .single(SymbolPalette.red)),
        SymbolEntry("waveform.path.ecg", .health, .mdi(0xF430, "pulse"), scale: 1.2,
                    multicolor: .single(SymbolPalette.red)),
        SymbolEntry("flame", .health, parts: [
            .outline(.material(0xEF55, "local_fire_department"), lineWidth: 0.08, scale: 0.93),
        ], multicolor: .single(SymbolPalette.orange)),
        SymbolEntry("flame.fill", .health, .material(0xEF55, "local_fire_department"),
                    multicolor: .single(SymbolPalette.orange)),
        SymbolEntry("bolt", .health, parts: [
            .outline(.material(0xE3E7, "flash_on"), lineWidth: 0.07, scale: 0.93),
        ], multicolor: .single(SymbolPalette.yellow)),
        SymbolEntry("bolt.fill", .health, .material(0xE3E7, "flash_on"), multicolor: .single(SymbolPalette.yellow)),
        SymbolEntry("figure.walk", .health, .material(0xE536, "directions_walk")),
        SymbolEntry("figure.run", .health, .material(0xE566, "directions_run")),
        SymbolEntry("figure.hiking", .health, .material(0xE50A, "hiking")),
        SymbolEntry("figure.outdoor.cycle", .health, .material(0xE52F, "directions_bike")),
        SymbolEntry("figure.pool.swim", .health, .material(0xEB48, "pool")),
        SymbolEntry("figure.mind.and.body", .health, .material(0xEA78, "self_improvement")),
        SymbolEntry("bed.double", .health, .material(0xEFDF, "bed")),
        SymbolEntry("bed.double.fill", .health, .material(0xEA45, "king_bed")),
        SymbolEntry("dumbbell", .health, .material(0xEB43, "fitness_center"), identicalTo: "dumbbell.fill"),
        SymbolEntry("dumbbell.fill", .health, .material(0xEB43, "fitness_center"), identicalTo: "dumbbell"),
        SymbolEntry("soccerball", .health, .material(0xEA2F, "sports_soccer")),
        SymbolEntry("basketball", .health, .material(0xEA26, "sports_basketball")),
        SymbolEntry("tennis.racket", .health, .material(0xEA32, "sports_tennis")),
        SymbolEntry("trophy", .health, .material(0xEA23, "emoji_events"), identicalTo: "trophy.fill"),
        SymbolEntry("trophy.fill", .health, .material(0xEA23, "emoji_events"), identicalTo: "trophy"),
    ]
}
