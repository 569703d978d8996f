// The settings file PlatformConditionsPlugin reads from a target's folder, `platform-conditions.swift`: a Swift
// file of comments only (so the target it configures has a source file of its own; SwiftPM drops a target with
// none), one setting a line:
//     // platform: iOS                      which device's conditions (iOS, watchOS, macOS)
//     // sources: ../MyWidgetExtension      the folder whose sources are compiled, relative to this file's folder
//     // file: Views/Avatar.swift           optional, repeated: only these files of that folder (default: every
//                                           .swift file under it, hidden folders skipped)
// Any other comment line is prose. The plugin (which cannot import a library) reads the same keys.

/// The contents of a `platform-conditions.swift` settings file.
public struct PlatformConditionsSettings: Equatable, Sendable {
    /// The settings file's name in the target's folder.
    public static let fileName = "platform-conditions.swift"

    /// The device whose conditions the copies compile.
    public var platform: DevicePlatform
    /// The folder of the sources, absolute or relative to the settings file's folder.
    public var sources: String
    /// The files of `sources` to compile (relative), or empty for every `.swift` file under it.
    public var files: [String]

    /// Settings for `platform` over `sources` (`files`: all when empty).
    public init(platform: DevicePlatform, sources: String, files: [String] = []) {
        self.platform = platform
        self.sources = sources
        self.files = files
    }

    /// The file's text.
    public var text: String {
        var lines = [
            "// Read by WidgetRender's PlatformConditionsPlugin: the target compiles these sources with the",
            "// `#if os(…)` conditions of the device (docs/platform-api.md \"Platform conditions\").",
            "// platform: \(platform.rawValue)",
            "// sources: \(sources)",
        ]
        lines += files.map { "// file: \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }
}
