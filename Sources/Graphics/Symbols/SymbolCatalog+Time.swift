// Calendar and time symbols (Material Icons; hourglasses with frame bars from Fork Awesome).
extension SymbolCatalog {
    static let time: [SymbolEntry] = [
        SymbolEntry("calendar", .time, .material(0xEBCC, "calendar_month")),
        SymbolEntry("clock", .time, .material(0xE8B5, "schedule")),
        SymbolEntry("clock.fill", .time, .material(0xE924, "watch_later")),
        SymbolEntry("clock.arrow.circlepath", .time, .material(0xE889, "history")),
        SymbolEntry("alarm", .time, .material(0xE855, "alarm"), identicalTo: "alarm.fill"),
        SymbolEntry("alarm.fill", .time, .material(0xE855, "alarm"), identicalTo: "alarm"),
        SymbolEntry("timer", .time, .material(0xE01B, "av_timer"), scale: 1.099), // [R] iOS ink box, docs/widgets.md
        SymbolEntry("stopwatch", .time, .material(0xE425, "timer"), identicalTo: "stopwatch.fill"),
        SymbolEntry("stopwatch.fill", .time, .material(0xE425, "timer"), identicalTo: "stopwatch"),
        SymbolEntry("hourglass", .time, .fork(0xF252, "hourglass-half"), scale: 0.9),
        SymbolEntry("hourglass.tophalf.filled", .time, .fork(0xF251, "hourglass-start"), scale: 0.9),
        SymbolEntry("hourglass.bottomhalf.filled", .time, .fork(0xF253, "hourglass-end"), scale: 0.9),
    ]
}
