import Foundation
import Views
import WidgetApp
import Widgets

/// A timeline entry carrying the swatch's red level.
struct SwatchEntry: TimelineEntry {
    let date: Date
    let red: Double
}

/// Answers two entries (red 100, then 160) and a placeholder of red 60; or never answers.
struct SwatchProvider: TimelineProvider {
    var answers = true

    func placeholder(in context: Context) -> SwatchEntry { SwatchEntry(date: Date(timeIntervalSince1970: 0), red: 60) }
    func getSnapshot(in context: Context, completion: @escaping (SwatchEntry) -> Void) {
        if answers { completion(SwatchEntry(date: Date(timeIntervalSince1970: 0), red: 100)) }
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SwatchEntry>) -> Void) {
        guard answers else { return }
        completion(Timeline(entries: [SwatchEntry(date: Date(timeIntervalSince1970: 0), red: 100),
                                      SwatchEntry(date: Date(timeIntervalSince1970: 3600), red: 160)], policy: .atEnd))
    }
}

/// The swatch as a widget, with a label so its placeholder differs from its entry.
struct SwatchAppWidget: Widget {
    var provider = SwatchProvider()

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Swatch", provider: provider) { entry in
            ZStack {
                SwatchWidget(red: entry.red)
                Text("Swatch")
            }
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
