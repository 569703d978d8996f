// A widget whose data ships in the extension's asset catalog, as Movapp's dictionaries do: its provider
// reads the data set `Reservoirs` with UIKit's `NSDataAsset(name:)` in its `init` (widget-code time, not
// when a view is drawn), decodes the JSON and draws a bar per reservoir. Without the catalog it shows
// "No data" and no bars.
import SwiftUI
import WidgetKit

/// The data set's JSON.
struct ReservoirLevels: Decodable {
    struct Level: Decodable {
        let name: String
        let fill: Double
    }

    let title: String
    let levels: [Level]
}

struct ReservoirEntry: TimelineEntry {
    let date: Date
    let levels: ReservoirLevels?
    let typeIdentifier: String?
}

struct ReservoirProvider: TimelineProvider {
    let levels: ReservoirLevels?
    let typeIdentifier: String?

    init() {
        let asset = NSDataAsset(name: "Reservoirs")
        levels = asset.flatMap { try? JSONDecoder().decode(ReservoirLevels.self, from: $0.data) }
        typeIdentifier = asset?.typeIdentifier
    }

    func placeholder(in context: Context) -> ReservoirEntry {
        ReservoirEntry(date: .distantPast, levels: levels, typeIdentifier: typeIdentifier)
    }

    func getSnapshot(in context: Context, completion: @escaping (ReservoirEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ReservoirEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct ReservoirWidgetView: View {
    var entry: ReservoirEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(entry.levels?.title ?? "No data")
                .font(.headline)
            HStack(alignment: .bottom, spacing: 10) {
                ForEach(entry.levels?.levels ?? [], id: \.name) { level in
                    VStack(spacing: 4) {
                        Capsule()
                            .fill(Color.blue)
                            .frame(width: 18, height: 70 * level.fill)
                        Text(level.name)
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            Text(entry.typeIdentifier ?? "")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .containerBackground(Color("WidgetBackground"), for: .widget)
    }
}

struct ReservoirWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ReservoirWidget", provider: ReservoirProvider()) { entry in
            ReservoirWidgetView(entry: entry)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// What `NSDataAsset(name:)` and `NSDataAsset(name:bundle:)` answer in this module, for the tests.
enum DataAssetProbe {
    static func typeIdentifier(of name: String) -> String? { NSDataAsset(name: name)?.typeIdentifier }
    static func byteCount(of name: String) -> Int? { NSDataAsset(name: name, bundle: .main)?.data.count }
}
