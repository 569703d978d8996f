// Checkmarks, crosses, alerts, signs, stars, bells, bookmarks, tags and flags (Material Icons, tags from
// Material Design Icons).
extension SymbolCatalog {
    static let status: [SymbolEntry] = [
        SymbolEntry("checkmark", .status, .material(0xE5CA, "check")),
        SymbolEntry("checkmark.circle", .status, .material(0xE92D, "check_circle_outline")),
        SymbolEntry("checkmark.circle.fill", .status, .material(0xE86C, "check_circle"),
                    multicolor: .single(SymbolPalette.green)),
        SymbolEntry("checkmark.seal.fill", .status, .material(0xEF76, "verified"), multicolor: .single(SymbolPalette.blue)),
        SymbolEntry("xmark", .status, .material(0xE5CD, "close")),
        SymbolEntry("xmark.circle", .status, .material(0xE888, "highlight_off")),
        SymbolEntry("xmark.circle.fill", .status, .material(0xE5C9, "cancel")),
        SymbolEntry("exclamationmark.triangle", .status, .material(0xF083, "warning_amber"),
                    multicolor: .single(SymbolPalette.yellow)),
        SymbolEntry("exclamationmark.triangle.fill", .status, .material(0xE002, "warning"),
                    multicolor: .single(SymbolPalette.yellow)),
        SymbolEntry("exclamationmark.circle", .status, .material(0xE001, "error_outline")),
        SymbolEntry("exclamationmark.circle.fill", .status, .material(0xE000, "error"), multicolor: .single(SymbolPalette.red)),
        SymbolEntry("info.circle", .status, .material(0xE88F, "info_outline")),
        SymbolEntry("info.circle.fill", .status, .material(0xE88E, "info")),
        SymbolEntry("questionmark.circle", .status, .material(0xE8FD, "help_outline")),
        SymbolEntry("questionmark.circle.fill", .status, .material(0xE887, "help")),
        SymbolEntry("plus", .status, .material(0xE145, "add"), scale: 1.133), // [R] iOS ink box, docs/widgets.md
        SymbolEntry("minus", .status, .material(0xE15B, "remove"), scale: 1.1),
        SymbolEntry("plus.circle", .status, .material(0xE148, "add_circle_outline")),
        SymbolEntry("plus.circle.fill", .status, .material(0xE147, "add_circle")),
        SymbolEntry("minus.circle", .status, .material(0xE15D, "remove_circle_outline")),
        SymbolEntry("minus.circle.fill", .status, .material(0xE15C, "remove_circle")),
        SymbolEntry("nosign", .status, .material(0xE14B, "block")),
        SymbolEntry("circle", .status, .material(0xE836, "radio_button_unchecked")),
        SymbolEntry("circle.fill", .status, .material(0xEF4A, "circle")),
        SymbolEntry("ellipsis", .status, .material(0xE5D3, "more_horiz")),
        SymbolEntry("star", .status, .material(0xE83A, "star_border"), scale: 1.064,
                    multicolor: .single(SymbolPalette.yellow)), // [R] iOS ink box, docs/widgets.md
        SymbolEntry("star.fill", .status, .material(0xE838, "star"), scale: 1.064,
                    multicolor: .single(SymbolPalette.yellow)), // [R] iOS ink box, docs/widgets.md
        SymbolEntry("star.leadinghalf.filled", .status, .material(0xE839, "star_half"),
                    multicolor: .single(SymbolPalette.yellow)),
        SymbolEntry("star.circle.fill", .status, .material(0xE8D0, "stars")),
        SymbolEntry("bell", .status, .material(0xE7F5, "notifications_none")),
        SymbolEntry("bell.fill", .status, .material(0xE7F4, "notifications"), scale: 1.104), // [R] iOS ink box, docs/widgets.md
        SymbolEntry("bookmark", .status, .material(0xE867, "bookmark_border")),
        SymbolEntry("bookmark.fill", .status, .material(0xE866, "bookmark")),
        SymbolEntry("tag", .status, .mdi(0xF4FC, "tag-outline")),
        SymbolEntry("tag.fill", .status, .mdi(0xF4F9, "tag")),
        SymbolEntry("flag", .status, .material(0xE16E, "outlined_flag")),
        SymbolEntry("flag.fill", .status, .material(0xE153, "flag")),
        SymbolEntry("hand.thumbsup", .status, .material(0xE9F3, "thumb_up_off_alt")),
        SymbolEntry("hand.thumbsup.fill", .status, .material(0xE8DC, "thumb_up")),
        SymbolEntry("eye", .status, .material(0xE8F4, "visibility"), identicalTo: "eye.fill"),
        SymbolEntry("eye.fill", .status, .material(0xE8F4, "visibility"), identicalTo: "eye"),
    ]
}
