import Foundation
import WidgetSnapshotTesting

/// Snapshots of the example extension live in `Goldens/HabitWidgetExtension/` (the project's golden
/// folder) rather than beside this file; everything else is the users' `assertWidgetSnapshot`.
func goldens() throws -> WidgetSnapshotConfiguration {
    var configuration = try WidgetSnapshotConfiguration.shared()
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    configuration.snapshotDirectory = root.appendingPathComponent("Goldens/HabitWidgetExtension").path
    configuration.artifactsDirectory = root.appendingPathComponent(".build/golden-failures/HabitWidgetExtension").path
    return configuration
}
