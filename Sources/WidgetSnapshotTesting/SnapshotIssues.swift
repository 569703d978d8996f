// From checked renders to test issues: what one assertion reports. The rules, the same for every assert
// function:
//  - the render warnings (unknown symbol, missing named colour or image, approximation) of the whole call
//    are one issue listing each distinct warning once with where it came from (the preview's file:line or
//    the snapshot's name) — a warning-level issue, or a failure when `strict` is true;
//  - references written because none existed, or because record mode is `all`, are one issue listing the
//    files, and so are references missing under record mode `never` (a single one keeps its own message);
//  - every other failed outcome (a mismatch, a missing reference under `never`, an error) is its own issue.
import Snapshot
import Views

/// One render checked against its reference, with the warnings it was drawn with.
struct CheckedRender: Sendable {
    /// The comparison's outcome (a failure when `strict` turned the warnings into one).
    var outcome: SnapshotOutcome
    /// The render's warnings.
    var warnings: [ResolveWarning] = []
    /// What the warnings came from, for people: `HabitWidgetExtension/Steps.swift:42 preview "Steps"` or the
    /// snapshot's name.
    var origin: String
    /// True when the outcome failed only because `strict` is true and there were warnings.
    var failedForWarnings = false

    /// The outcome `strict` gives a render with `warnings`: a failure listing them, else `outcome()`.
    static func checked(origin: String, warnings: [ResolveWarning], strict: Bool,
                        outcome: () -> SnapshotOutcome) -> CheckedRender {
        guard strict, !warnings.isEmpty else {
            return CheckedRender(outcome: outcome(), warnings: warnings, origin: origin)
        }
        let message = "\(origin) was rendered with warnings (strict: true):\n"
            + warnings.map { "  warning: \($0)" }.joined(separator: "\n")
        return CheckedRender(outcome: .failed(message), warnings: warnings, origin: origin, failedForWarnings: true)
    }

    /// A render that could not be checked at all.
    static func failed(_ message: String, origin: String = "") -> CheckedRender {
        CheckedRender(outcome: .failed(message), origin: origin)
    }
}

/// The issues one assertion reports for its checked renders.
enum SnapshotIssues {
    /// One issue to report.
    struct Issue: Equatable {
        var severity: TestFailureReporter.Severity
        var message: String
    }

    /// Reports `renders`' issues at `site`.
    static func report(_ renders: [CheckedRender], strict: Bool, at site: TestCallSite) {
        for issue in issues(for: renders, strict: strict) {
            TestFailureReporter.report(issue.message, severity: issue.severity, at: site)
        }
    }

    /// The issues for `renders`: warnings first, then recordings, missing references, then the other failures
    /// in order.
    static func issues(for renders: [CheckedRender], strict: Bool) -> [Issue] {
        var issues: [Issue] = []
        if let warnings = warningsMessage(renders, strict: strict) {
            issues.append(Issue(severity: strict ? .failure : .warning, message: warnings))
        }
        var recorded: [SnapshotRecording] = []
        var missing: [SnapshotOutcome] = []
        var others: [String] = []
        for render in renders where !render.failedForWarnings {
            if case .recorded(let recording) = render.outcome, recording.reason.isFirstOrFull {
                recorded.append(recording)
            } else if case .missingReference = render.outcome {
                missing.append(render.outcome)
            } else if let message = render.outcome.failureMessage {
                others.append(message)
            }
        }
        if recorded.count == 1, let message = SnapshotOutcome.recorded(recorded[0]).failureMessage {
            issues.append(Issue(severity: .failure, message: message))
        } else if recorded.count > 1 {
            issues.append(Issue(severity: .failure, message: recordingsMessage(recorded)))
        }
        if missing.count == 1, let message = missing[0].failureMessage {
            issues.append(Issue(severity: .failure, message: message))
        } else if missing.count > 1 {
            issues.append(Issue(severity: .failure, message: missingMessage(missing)))
        }
        issues += others.map { Issue(severity: .failure, message: $0) }
        return issues
    }

    /// One message for many references that record mode `never` could not write.
    static func missingMessage(_ missing: [SnapshotOutcome]) -> String {
        let paths = missing.compactMap { outcome -> String? in
            guard case .missingReference(let reference) = outcome else { return nil }
            return "  \(reference.path)"
        }
        return "\(paths.count) reference images are missing, and record mode is \"never\", so none was recorded:\n"
            + paths.joined(separator: "\n")
            + "\nRun the tests locally (\(SnapshotRecordMode.environmentVariable)=missing), look at the images and "
            + "commit them."
    }

    /// Every distinct warning, by origin in first-seen order, with how many renders had it; nil when none.
    static func warningsMessage(_ renders: [CheckedRender], strict: Bool) -> String? {
        var origins: [String] = []
        var seen: [String: [(warning: String, renders: Int)]] = [:]
        for render in renders where !render.warnings.isEmpty {
            if seen[render.origin] == nil { origins.append(render.origin) }
            var list = seen[render.origin] ?? []
            var counted = Set<String>()
            for warning in render.warnings where counted.insert(warning.message).inserted {
                if let index = list.firstIndex(where: { $0.warning == warning.message }) {
                    list[index].renders += 1
                } else {
                    list.append((warning.message, 1))
                }
            }
            seen[render.origin] = list
        }
        guard !origins.isEmpty else { return nil }
        let total = origins.reduce(0) { $0 + (seen[$1]?.count ?? 0) }
        let count = "\(total) warning\(total == 1 ? "" : "s")"
        let heading = strict
            ? "Rendered with warnings (strict: true), \(count):"
            : "Rendered with \(count); not a failure (pass strict: true to fail on warnings):"
        var lines = [heading]
        for origin in origins {
            for entry in seen[origin] ?? [] {
                let times = entry.renders > 1 ? " (in \(entry.renders) renders)" : ""
                lines.append("  \(origin): warning: \(entry.warning)\(times)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// One message for many written references: how many, why, what to do, and every file.
    static func recordingsMessage(_ recorded: [SnapshotRecording]) -> String {
        let all = recorded.contains { $0.reason == .recordModeAll }
        let why = all ? "record mode is \"all\", so they were re-recorded" : "none existed, so they were recorded"
        let action = all
            ? "Look at them (git diff shows which changed), then run the tests again without recording."
            : "Look at them; if they are right, commit them and run the tests again."
        return "\(recorded.count) reference images were written (\(why)):\n"
            + recorded.map { "  \($0.reference.path) (\($0.width)×\($0.height) px)" }.joined(separator: "\n")
            + "\n" + action
    }
}

extension SnapshotRecording.Reason {
    /// A reference written where none was, or re-recorded by record mode `all`: nothing to read but the
    /// image itself, so many of them are listed together.
    var isFirstOrFull: Bool {
        switch self {
        case .noReference, .recordModeAll: return true
        case .mismatch, .unreadableReference: return false
        }
    }
}
