/// When reference images (goldens, snapshots) are (re-)recorded, read from the environment variable `WIDGETRENDER_RECORD`
/// (DESIGN.md §6; the same four modes as swift-snapshot-testing).
///
/// - `never`: compare only; a missing golden fails (CI sets this).
/// - `missing`: record goldens that do not exist yet, compare the others (the local default).
/// - `failed`: re-record goldens that differ.
/// - `all`: re-record every golden.
/// A run that records anything fails its test, so a recording never passes silently.
///
/// ```sh
/// WIDGETRENDER_RECORD=failed swift test --filter HabitWidgetTests
/// ```
import PortableFoundation

public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Compare only; a missing reference fails and nothing is written (CI).
    case never
    /// Record references that do not exist yet; compare the others (the local default).
    case missing
    /// Re-record references that differ (the failure artifacts are still written).
    case failed
    /// Re-record every reference.
    case all

    /// The name of the environment variable that selects the mode.
    public static let environmentVariable = "WIDGETRENDER_RECORD"

    /// The mode from `WIDGETRENDER_RECORD`, else `never` when `CI` is set, else `missing`.
    public static var current: SnapshotRecordMode { current(environment: ProcessInfo.processInfo.environment) }

    /// The mode an environment selects: `WIDGETRENDER_RECORD` (any letter case), else `never` when `CI`
    /// is set, else `missing`. An unknown value counts as unset.
    ///
    /// ```swift
    /// SnapshotRecordMode.current(environment: ["CI": "true"])  // .never
    /// ```
    public static func current(environment: [String: String]) -> SnapshotRecordMode {
        if let raw = environment[environmentVariable]?.lowercased(), let mode = SnapshotRecordMode(rawValue: raw) {
            return mode
        }
        return environment["CI"] == nil ? .missing : .never
    }
}
