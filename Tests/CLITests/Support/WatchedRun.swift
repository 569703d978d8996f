import Dispatch
import Foundation
import Glibc
import Synchronization
import Testing

/// A run of the built `widgetrender` that the test can watch and signal while it runs: every process below
/// it is recorded (pid and start time, from /proc) every 50 ms, and it carries a marker variable its
/// children inherit, so that after it ends the test can check none of them is still running.
final class WatchedRun: @unchecked Sendable {
    /// The widgetrender process.
    let process = Process()
    /// The marker: `WIDGETRENDER_TEST_RUN=<uuid>` in the environment of the run and its children.
    let marker = "WIDGETRENDER_TEST_RUN=\(UUID().uuidString)"
    /// Processes seen below the run: pid → (start time, command line).
    private let seen = Mutex<[pid_t: (start: String, command: String)]>([:])
    private let stdout = Mutex(Data())
    private let stderr = Mutex(Data())
    private let group = DispatchGroup()
    private let finished = Atomic<Bool>(false)

    /// Starts `widgetrender arguments…` in `folder`.
    init(_ arguments: [String], in folder: URL) throws {
        guard let binary = BuiltBinary.path else { throw HarnessError("the widgetrender binary was not built") }
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        let parts = marker.split(separator: "=", maxSplits: 1).map(String.init)
        environment[parts[0]] = parts[1]
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outHandle = out.fileHandleForReading, errHandle = err.fileHandleForReading
        DispatchQueue.global().async(group: group) { [self] in
            let data = outHandle.readDataToEndOfFile()
            stdout.withLock { $0 = data }
        }
        DispatchQueue.global().async(group: group) { [self] in
            let data = errHandle.readDataToEndOfFile()
            stderr.withLock { $0 = data }
        }
        let root = process.processIdentifier
        Thread { [self] in
            while !finished.load(ordering: .relaxed) {
                record(below: root)
                usleep(50_000)
            }
        }.start()
    }

    /// Records every live process descending from `root`.
    private func record(below root: pid_t) {
        let table = ProcessTable.read()
        var parents: Set<pid_t> = [root]
        var changed = true
        while changed {
            changed = false
            for (pid, entry) in table where !parents.contains(pid) && parents.contains(entry.parent) {
                parents.insert(pid)
                changed = true
                // Read again each time: a child seen between its fork and its exec still shows its parent's.
                let command = ProcessTable.commandLine(pid)
                seen.withLock { $0[pid] = (entry.start, command.isEmpty ? $0[pid]?.command ?? "" : command) }
            }
        }
    }

    /// Waits up to `seconds` for a process below the run whose command line contains `text`.
    func waitFor(command text: String, seconds: Double) -> Bool {
        let until = ContinuousClock.now + .milliseconds(Int64(seconds * 1000))
        while ContinuousClock.now < until, process.isRunning {
            if seen.withLock({ $0.values.contains { $0.command.contains(text) } }) { return true }
            usleep(50_000)
        }
        return false
    }

    /// Sends `signal` to widgetrender only (not its group: the point is that it ends its children itself).
    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits for the run to end (at most 15 minutes: the first build of WidgetRender for the runner).
    func wait() -> RunResult {
        group.wait()
        process.waitUntilExit()
        finished.store(true, ordering: .relaxed)
        return RunResult(status: process.terminationStatus, wasSignalled: process.terminationReason == .uncaughtSignal,
                         stdout: [UInt8](stdout.withLock { $0 }),
                             stderr: String(decoding: stderr.withLock { $0 }, as: UTF8.self))
    }

    /// Expects no process seen below the run to be alive, and none to carry the marker (after a short wait
    /// for init to reap what the kernel already ended).
    func expectNoSurvivors(sourceLocation: SourceLocation = #_sourceLocation) {
        var survivors: [String] = []
        for _ in 0..<40 {
            let table = ProcessTable.read()
            survivors = seen.withLock { seen in
                seen.compactMap { pid, known in
                    guard let entry = table[pid], entry.start == known.start, !entry.isZombie else { return nil }
                    return "\(pid) \(known.command)"
                }
            }
            survivors += table.keys.filter { ProcessTable.environment($0).contains(marker) && table[$0]?.isZombie == false }
                .map { "\($0) \(ProcessTable.commandLine($0)) (marked)" }
            if survivors.isEmpty { break }
            usleep(50_000)
        }
        #expect(survivors.isEmpty, "processes left running: \(survivors)", sourceLocation: sourceLocation)
        // Whatever the expectation says, leave nothing behind on the test machine.
        seen.withLock { seen in
            for (pid, known) in seen where ProcessTable.read()[pid]?.start == known.start { kill(pid, SIGKILL) }
        }
    }
}

/// /proc, read for the process-survivor checks.
enum ProcessTable {
    /// /proc/<pid>/stat's parent, state and start time.
    struct Entry {
        var parent: pid_t
        var isZombie: Bool
        var start: String
    }

    /// Every process.
    static func read() -> [pid_t: Entry] {
        var table: [pid_t: Entry] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(name),
                  let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 19, let parent = pid_t(fields[1]) else { continue }
            table[pid] = Entry(parent: parent, isZombie: fields[0] == "Z", start: String(fields[19]))
        }
        return table
    }

    /// The command line, arguments joined by spaces ("" when unreadable).
    static func commandLine(_ pid: pid_t) -> String {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return "" }
        return String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
    }

    /// The environment, one `NAME=value` per element (empty when unreadable).
    static func environment(_ pid: pid_t) -> [String] {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return [] }
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }
}
