// Batteries, connectivity and devices. The batteries are Fork Awesome's, the only bundled set drawn
// horizontally like SF's; `battery.100.bolt` knocks a Material bolt out of the full charge bar.
extension SymbolCatalog {
    static let devices: [SymbolEntry] = [
        SymbolEntry("battery.100", .devices, .fork(0xF240, "battery-full"), scale: 0.8),
        SymbolEntry("battery.75", .devices, .fork(0xF241, "battery-three-quarters"), scale: 0.8),
        SymbolEntry("battery.50", .devices, .fork(0xF242, "battery-half"), scale: 0.8),
        SymbolEntry("battery.25", .devices, .fork(0xF243, "battery-quarter"), scale: 0.8),
        SymbolEntry("battery.0", .devices, .fork(0xF244, "battery-empty"), scale: 0.8),
        SymbolEntry("battery.100.bolt", .devices, parts: [
            .glyph(.fork(0xF240, "battery-full")),
            .cutout(.material(0xE3E7, "flash_on"), scale: 0.42, x: -0.04),
        ], scale: 0.8, multicolor: .single(SymbolPalette.green)),
        SymbolEntry("wifi", .devices, .material(0xE63E, "wifi")),
        SymbolEntry("wifi.slash", .devices, .material(0xE648, "wifi_off")),
        SymbolEntry("cellularbars", .devices, .material(0xE202, "signal_cellular_alt")),
        SymbolEntry("antenna.radiowaves.left.and.right", .devices, .material(0xEBBA, "cell_tower")),
        SymbolEntry("iphone", .devices, .material(0xE32C, "smartphone")),
        SymbolEntry("applewatch", .devices, .material(0xE334, "watch")),
        SymbolEntry("laptopcomputer", .devices, .material(0xE31E, "laptop")),
        SymbolEntry("tv", .devices, .material(0xE333, "tv")),
        SymbolEntry("gamecontroller", .devices, .material(0xEA28, "sports_esports"), identicalTo: "gamecontroller.fill"),
        SymbolEntry("gamecontroller.fill", .devices, .material(0xEA28, "sports_esports"), identicalTo: "gamecontroller"),
        SymbolEntry("power", .devices, .material(0xE8AC, "power_settings_new")),
        SymbolEntry("lightbulb", .devices, .material(0xE90F, "lightbulb_outline")),
        SymbolEntry("lightbulb.fill", .devices, .material(0xE0F0, "lightbulb"), multicolor: .single(SymbolPalette.yellow)),
    ]
}
