// Weather symbols: sun, clouds, precipitation, wind, temperature, moon, sunrise and sunset.
//
// Outline clouds with weather come from Material Design Icons (its `weather-*` set); filled clouds from
// Material Icons, composed with a second level where SF Symbols has one (sun behind cloud, rain below it).
// `sun.max` is composed (a ring and eight round rays) because no bundled font has an outline sun with
// round rays.
extension SymbolCatalog {
    /// Eight rays around the origin, from `inner` to `outer` radius, as round-capped lines.
    static func sunRays(inner: Double, outer: Double, width: Double, x: Double = 0, y: Double = 0,
                        level: SymbolLayerLevel = .primary) -> [SymbolPart] {
        let directions: [(Double, Double)] = [
            (1, 0), (0.70710678, 0.70710678), (0, 1), (-0.70710678, 0.70710678),
            (-1, 0), (-0.70710678, -0.70710678), (0, -1), (0.70710678, -0.70710678),
        ]
        return directions.map { (dx, dy) in
            SymbolPart.line(x + dx * inner, y + dy * inner, x + dx * outer, y + dy * outer, width: width,
                            level: level)
        }
    }

    /// Slanted rain streaks below a cloud.
    static func rainStreaks(count: Int, top: Double, bottom: Double, width: Double,
                            level: SymbolLayerLevel = .secondary) -> [SymbolPart] {
        let spacing = 0.22
        let first = -spacing * Double(count - 1) / 2
        return (0..<count).map { i in
            let x = first + spacing * Double(i)
            return SymbolPart.line(x + 0.04, top, x - 0.04, bottom, width: width, level: level)
        }
    }

    static let weather: [SymbolEntry] = [
        SymbolEntry("sun.max", .weather,
                    parts: [.circle(radius: 0.19, lineWidth: 0.085)] + sunRays(inner: 0.33, outer: 0.45, width: 0.085),
                    multicolor: .single(SymbolPalette.yellow)),
        SymbolEntry("sun.max.fill", .weather, .material(0xE430, "wb_sunny"), scale: 0.92,
                    multicolor: .single(SymbolPalette.yellow)),
        SymbolEntry("sun.min", .weather,
                    parts: [.circle(radius: 0.15, lineWidth: 0.075)] + sunRays(inner: 0.28, outer: 0.33, width: 0.075),
                    multicolor: .single(SymbolPalette.yellow)),
        SymbolEntry("sun.min.fill", .weather,
                    parts: [.circle(radius: 0.19)] + sunRays(inner: 0.28, outer: 0.33, width: 0.075),
                    multicolor: .single(SymbolPalette.yellow)),
        SymbolEntry("cloud", .weather, .material(0xE2C2, "cloud_queue")),
        SymbolEntry("cloud.fill", .weather, .material(0xE2BD, "cloud")),
        SymbolEntry("cloud.sun", .weather, .mdi(0xF595, "weather-partlycloudy")),
        SymbolEntry("cloud.sun.fill", .weather, parts: [
            .glyph(.material(0xE430, "wb_sunny"), scale: 0.7, x: 0.2, y: -0.17, level: .secondary),
            .glyph(.material(0xE2BD, "cloud"), scale: 0.85, x: -0.1, y: 0.15),
        ], multicolor: SymbolMulticolor(secondary: SymbolPalette.yellow)),
        SymbolEntry("cloud.rain", .weather, .mdi(0xF596, "weather-pouring")),
        SymbolEntry("cloud.rain.fill", .weather,
                    parts: [.glyph(.material(0xE2BD, "cloud"), scale: 0.85, y: -0.16)]
                        + rainStreaks(count: 3, top: 0.28, bottom: 0.48, width: 0.075),
                    multicolor: SymbolMulticolor(secondary: SymbolPalette.blue)),
        SymbolEntry("cloud.heavyrain.fill", .weather,
                    parts: [.glyph(.material(0xE2BD, "cloud"), scale: 0.85, y: -0.16)]
                        + rainStreaks(count: 4, top: 0.26, bottom: 0.5, width: 0.065),
                    multicolor: SymbolMulticolor(secondary: SymbolPalette.blue)),
        SymbolEntry("cloud.bolt", .weather, .mdi(0xF593, "weather-lightning")),
        SymbolEntry("cloud.bolt.fill", .weather, parts: [
            .glyph(.material(0xE2BD, "cloud"), scale: 0.85, y: -0.16),
            .glyph(.material(0xE3E7, "flash_on"), scale: 0.45, x: 0.02, y: 0.3, level: .secondary),
        ], multicolor: SymbolMulticolor(secondary: SymbolPalette.yellow)),
        SymbolEntry("cloud.snow", .weather, .mdi(0xF598, "weather-snowy")),
        SymbolEntry("cloud.snow.fill", .weather, .material(0xE810, "cloudy_snowing")),
        SymbolEntry("cloud.fog", .weather, .mdi(0xF591, "weather-fog")),
        SymbolEntry("cloud.fog.fill", .weather, .material(0xE818, "foggy")),
        SymbolEntry("cloud.moon.fill", .weather, parts: [
            .glyph(.material(0xEF44, "bedtime"), scale: 0.62, x: 0.24, y: -0.2, mirrored: true, level: .secondary),
            .glyph(.material(0xE2BD, "cloud"), scale: 0.85, x: -0.1, y: 0.15),
        ]),
        SymbolEntry("snowflake", .weather, .material(0xEB3B, "ac_unit")),
        SymbolEntry("wind", .weather, .material(0xEFD8, "air")),
        SymbolEntry("tornado", .weather, .material(0xE199, "tornado")),
        SymbolEntry("hurricane", .weather, .material(0xEBD5, "cyclone")),
        SymbolEntry("thermometer", .weather, .fork(0xF2C9, "thermometer-half"), scale: 0.86,
                    identicalTo: "thermometer.medium"),
        SymbolEntry("thermometer.medium", .weather, .fork(0xF2C9, "thermometer-half"), scale: 0.86,
                    identicalTo: "thermometer"),
        SymbolEntry("thermometer.low", .weather, .fork(0xF2CA, "thermometer-quarter"), scale: 0.86),
        SymbolEntry("thermometer.high", .weather, .fork(0xF2C8, "thermometer-three-quarters"), scale: 0.86),
        SymbolEntry("humidity", .weather, .mdi(0xF58E, "water-percent"), identicalTo: "humidity.fill",
                    multicolor: .single(SymbolPalette.cyan)),
        SymbolEntry("humidity.fill", .weather, .mdi(0xF58E, "water-percent"), identicalTo: "humidity",
                    multicolor: .single(SymbolPalette.cyan)),
        SymbolEntry("umbrella", .weather, .mdi(0xF54B, "umbrella-outline")),
        SymbolEntry("umbrella.fill", .weather, .mdi(0xF54A, "umbrella")),
        SymbolEntry("moon", .weather, .fork(0xF186, "moon-o")),
        SymbolEntry("moon.fill", .weather, .material(0xEF44, "bedtime")),
        SymbolEntry("moon.stars", .weather, .mdi(0xF594, "weather-night")),
        SymbolEntry("moon.stars.fill", .weather, parts: [
            .glyph(.material(0xEF44, "bedtime"), scale: 0.8, x: -0.1, y: 0.08),
            .glyph(.material(0xE65F, "auto_awesome"), scale: 0.5, x: 0.26, y: -0.24, level: .secondary),
        ]),
        SymbolEntry("sunrise", .weather, .mdi(0xF59C, "weather-sunset-up"), identicalTo: "sunrise.fill"),
        SymbolEntry("sunrise.fill", .weather, .mdi(0xF59C, "weather-sunset-up"), identicalTo: "sunrise"),
        SymbolEntry("sunset", .weather, .mdi(0xF59B, "weather-sunset-down"), identicalTo: "sunset.fill"),
        SymbolEntry("sunset.fill", .weather, .mdi(0xF59B, "weather-sunset-down"), identicalTo: "sunset"),
        SymbolEntry("drop", .weather, parts: [.outline(.mdi(0xF58C, "water"), lineWidth: 0.08, scale: 0.92)],
                    multicolor: .single(SymbolPalette.blue)),
        SymbolEntry("drop.fill", .weather, .mdi(0xF58C, "water"), multicolor: .single(SymbolPalette.blue)),
        SymbolEntry("sparkles", .weather, .material(0xE65F, "auto_awesome")),
    ]
}
