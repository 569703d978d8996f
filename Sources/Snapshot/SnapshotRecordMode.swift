/// When reference images (goldens, snapshots) are (re-)recorded, read from the environment variable `WIDGETRENDER_RECORD`
/// (DESIGN.md §6; the same four modes as swift-snapshot-testing).
///
/// - `never`: compare only; a missing golden fails (CI sets this).
/// - `missing`: record goldens that do not exist yet, compare the others (the local default).
/// - `failed`: re-record goldens that differ.
/// - `all`: re-record every golden.
/// A run that records anything fails its test, so a recording never passes silently.
import Foundation

public enum SnapshotRecordMode: String, Sendable {
    case never, missing, failed, all

    /// The mode from `WIDGETRENDER_RECORD`, else `never` when `CI` is set, else `missing`.
    public static var current: SnapshotRecordMode {
        let env = ProcessInfo.processInfo.environment
        if let raw = env["WIDGETRENDER_RECORD"]?.lowercased(), let mode = SnapshotRecordMode(rawValue: raw) {
            return mode
        }
        return env["CI"] == nil ? .missing : .never
    }
}
