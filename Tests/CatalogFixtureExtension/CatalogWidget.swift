// A widget extension as Xcode lays one out, reduced to what its asset catalogs do: an `AccentColor` set
// (Color.accentColor and the default tint), a `WidgetBackground` set referencing a system colour, a set
// named "Separator" (`Color(.separator)` is the catalog's, not the system's), and a second catalog,
// Brand.xcassets, whose set is named through the generated `ColorResource.brand`. The target turns the
// generated Color extensions off (.asset-symbols.xcconfig) because it declares `Color.brand` itself.
import SwiftUI
import WidgetKit

extension Color {
    /// Declared here, as a team's app does; the generated one is off.
    static var brand: Color { Color(.brand) }
}

struct CatalogEntry: TimelineEntry {
    let date: Date
    let progress: Double
}

struct CatalogProvider: TimelineProvider {
    func placeholder(in context: Context) -> CatalogEntry { CatalogEntry(date: .distantPast, progress: 0.5) }

    func getSnapshot(in context: Context, completion: @escaping (CatalogEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CatalogEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct CatalogWidgetView: View {
    var entry: CatalogEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Image(systemName: "star.fill")
                .foregroundStyle(Color.accentColor)
            Text("Brand")
                .foregroundStyle(Color.brand)
            ProgressView(value: entry.progress)
            Capsule()
                .fill(.tint)
                .frame(height: 8)
            Rectangle()
                .fill(Color(.separator))
                .frame(height: 4)
        }
        .containerBackground(Color("WidgetBackground"), for: .widget)
    }
}

struct CatalogWidget: Widget {
    let kind = "CatalogWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CatalogProvider()) { entry in
            CatalogWidgetView(entry: entry)
        }
        .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    CatalogWidget()
} timeline: {
    CatalogEntry(date: .distantPast, progress: 0.25)
    CatalogEntry(date: .distantPast, progress: 0.75)
}
