import Foundation
import Snapshot
import Views
import Widgets
import WidgetSnapshotTesting

/// A small widget whose fill's red channel is given in 8-bit levels, so a test can change it by one.
struct SwatchWidget: View {
    var red: Double = 100

    var body: some View {
        ZStack {
            Color(red: red / 255, green: 0.4, blue: 0.2)
            Circle().fill(Color.white).padding(30)
        }
        .containerBackground(Color(white: 0.9), for: .widget)
    }
}

/// A fresh folder under the system's temporary folder, removed when the value goes away.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("widget-snapshot-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The shared configuration with references in `<this>/refs` and artifacts in `<this>/artifacts`.
    func configuration(record: SnapshotRecordMode? = nil) throws -> WidgetSnapshotConfiguration {
        var configuration = try WidgetSnapshotConfiguration.shared()
        configuration.snapshotDirectory = url.appendingPathComponent("refs").path
        configuration.artifactsDirectory = url.appendingPathComponent("artifacts").path
        configuration.recordMode = record
        return configuration
    }

    /// `<this>/refs/<name>.png`.
    func reference(_ name: String) -> URL { url.appendingPathComponent("refs/\(name).png") }

    /// `<this>/artifacts/<name>.png`.
    func artifact(_ name: String) -> URL { url.appendingPathComponent("artifacts/\(name).png") }

    /// True when a file exists at `url`.
    static func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
}
