// The App Group container, where an app leaves data for its widget. On a device the system makes one
// folder per group identifier the app's entitlements name; here the caller names a root folder with the
// environment variable WIDGETRENDER_APP_GROUPS, and each identifier's container is the folder of that
// name inside it (created on first use, as the system creates containers, through FileAccess). Unset: nil, as on a device
// without the entitlement. One root rather than a variable per identifier, because identifiers
// (`group.com.example.weather`) are not valid shell variable names.
internal import FileAccess
import Foundation

extension FileManager {
    /// The environment variable naming the folder that holds one container folder per App Group identifier.
    public static let appGroupsRootVariable = "WIDGETRENDER_APP_GROUPS"

    /// The App Group container for `groupIdentifier`: `$WIDGETRENDER_APP_GROUPS/<groupIdentifier>/`, created if
    /// missing; nil when the variable is unset or empty, the identifier is not a plain folder name (empty,
    /// `.`, `..`, or containing `/`), or the folder cannot be created (Foundation's
    /// `containerURL(forSecurityApplicationGroupIdentifier:)`, which Linux lacks).
    ///
    /// ```swift
    /// // WIDGETRENDER_APP_GROUPS=/tmp/groups swift test
    /// let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.weather")
    /// let data = try Data(contentsOf: url!.appendingPathComponent("forecast.json"))
    /// ```
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard let root = ProcessInfo.processInfo.environment[FileManager.appGroupsRootVariable], !root.isEmpty,
              !groupIdentifier.isEmpty, groupIdentifier != ".", groupIdentifier != "..",
              !groupIdentifier.contains("/"), !groupIdentifier.contains("\0") else { return nil }
        let container = URL(fileURLWithPath: root, isDirectory: true)
            .appendingPathComponent(groupIdentifier, isDirectory: true)
        if let kind = FileSystem.kind(of: container.path) { return kind == .folder ? container : nil }
        do { try FileSystem.makeFolders(container.path) } catch { return nil }
        return container
    }
}
