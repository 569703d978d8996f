import Foundation
import WidgetSnapshotTesting

/// Snapshots of the template extension live in `Goldens/TemplateWidgetExtension/` (the project's golden
/// folder) rather than beside this file.
func goldens() throws -> WidgetSnapshotConfiguration {
    var configuration = try WidgetSnapshotConfiguration.shared()
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    configuration.snapshotDirectory = root.appendingPathComponent("Goldens/TemplateWidgetExtension").path
    configuration.artifactsDirectory = root.appendingPathComponent(".build/golden-failures/TemplateWidgetExtension").path
    return configuration
}

/// A configuration whose references go to a new temporary folder; `remove()` deletes it.
struct ScratchReferences {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("template-clock-\(UUID().uuidString)")

    /// References under `folder/name`, artifacts under `folder/artifacts-name`.
    func configuration(_ name: String) throws -> WidgetSnapshotConfiguration {
        var configuration = try WidgetSnapshotConfiguration.shared()
        configuration.snapshotDirectory = folder.appendingPathComponent(name).path
        configuration.artifactsDirectory = folder.appendingPathComponent("artifacts-" + name).path
        return configuration
    }

    /// The PNG files recorded under `name`, by file name.
    func files(_ name: String) throws -> [String: Data] {
        let directory = folder.appendingPathComponent(name)
        var files: [String: Data] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".png") {
            files[file] = try Data(contentsOf: directory.appendingPathComponent(file))
        }
        return files
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
