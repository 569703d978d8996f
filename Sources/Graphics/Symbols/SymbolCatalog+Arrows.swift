// Arrows and chevrons (Material Icons). `arrow.counterclockwise` is `refresh` mirrored; the filled arrow
// circles knock the arrow out of a disc.
extension SymbolCatalog {
    static let arrows: [SymbolEntry] = [
        SymbolEntry("arrow.up", .arrows, .material(0xE5D8, "arrow_upward")),
        SymbolEntry("arrow.down", .arrows, .material(0xE5DB, "arrow_downward")),
        SymbolEntry("arrow.left", .arrows, .material(0xE5C4, "arrow_back"), identicalTo: "arrow.backward"),
        SymbolEntry("arrow.right", .arrows, .material(0xE5C8, "arrow_forward"), identicalTo: "arrow.forward"),
        SymbolEntry("arrow.backward", .arrows, .material(0xE5C4, "arrow_back"), identicalTo: "arrow.left"),
        SymbolEntry("arrow.forward", .arrows, .material(0xE5C8, "arrow_forward"), identicalTo: "arrow.right"),
        SymbolEntry("arrow.up.right", .arrows, .material(0xF1E1, "north_east")),
        SymbolEntry("arrow.up.left", .arrows, .material(0xF1E2, "north_west")),
        SymbolEntry("arrow.down.right", .arrows, .material(0xF1E4, "south_east")),
        SymbolEntry("arrow.down.left", .arrows, .material(0xF1E5, "south_west")),
        SymbolEntry("arrow.up.circle", .arrows, .material(0xF182, "arrow_circle_up")),
        SymbolEntry("arrow.down.circle", .arrows, .material(0xF181, "arrow_circle_down")),
        SymbolEntry("arrow.up.circle.fill", .arrows, parts: [
            .glyph(.material(0xEF4A, "circle")), .cutout(.material(0xE5D8, "arrow_upward"), scale: 0.62),
        ]),
        SymbolEntry("arrow.down.circle.fill", .arrows, parts: [
            .glyph(.material(0xEF4A, "circle")), .cutout(.material(0xE5DB, "arrow_downward"), scale: 0.62),
        ]),
        SymbolEntry("chevron.right", .arrows, .material(0xE5CC, "chevron_right"), scale: 1.1,
                    identicalTo: "chevron.forward"),
        SymbolEntry("chevron.left", .arrows, .material(0xE5CB, "chevron_left"), scale: 1.1,
                    identicalTo: "chevron.backward"),
        SymbolEntry("chevron.forward", .arrows, .material(0xE5CC, "chevron_right"), scale: 1.1,
                    identicalTo: "chevron.right"),
        SymbolEntry("chevron.backward", .arrows, .material(0xE5CB, "chevron_left"), scale: 1.1,
                    identicalTo: "chevron.left"),
        SymbolEntry("chevron.up", .arrows, .material(0xE5CE, "expand_less"), scale: 1.1),
        SymbolEntry("chevron.down", .arrows, .material(0xE5CF, "expand_more"), scale: 1.1),
        SymbolEntry("arrow.clockwise", .arrows, .material(0xE5D5, "refresh")),
        SymbolEntry("arrow.counterclockwise", .arrows, parts: [.glyph(.material(0xE5D5, "refresh"), mirrored: true)]),
        SymbolEntry("arrow.triangle.2.circlepath", .arrows, .material(0xE627, "sync")),
        SymbolEntry("arrow.up.arrow.down", .arrows, .material(0xE8D5, "swap_vert")),
        SymbolEntry("arrow.left.arrow.right", .arrows, .material(0xE8D4, "swap_horiz")),
        SymbolEntry("arrow.uturn.backward", .arrows, .material(0xE166, "undo")),
        SymbolEntry("arrow.uturn.forward", .arrows, .material(0xE15A, "redo")),
        SymbolEntry("arrow.up.forward.app", .arrows, .material(0xE89E, "open_in_new")),
    ]
}
