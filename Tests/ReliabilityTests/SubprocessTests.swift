import Foundation
import Glibc
@testable import FileAccess
import Synchronization
import Testing

/// Subprocess: a child runs in a process group of its own, and a time limit or a stop signal ends it with its
/// group and every process it started, within the grace period.
@Suite(.serialized) struct SubprocessTests {
    /// A scratch file's path.
    func scratchFile(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("subprocess-\(UUID().uuidString)-\(name)").path
    }

    /// The pids written one per line to `path`.
    func pids(in path: String) throws -> [pid_t] {
        try String(contentsOfFile: path, encoding: .utf8).split(whereSeparator: \.isNewline).compactMap { pid_t($0) }
    }

    /// True while `pid` names a live process (not a zombie).
    func isAlive(_ pid: pid_t) -> Bool {
        guard let entry = ProcessTree.entry(pid) else { return false }
        return !entry.isZombie
    }

    /// Waits up to two seconds for every pid to end (init reaps orphans asynchronously).
    func allEnd(_ pids: [pid_t]) -> Bool {
        for _ in 0..<100 {
            if !pids.contains(where: isAlive) { return true }
            usleep(20_000)
        }
        return false
    }

    @Test func aChildStartsInAProcessGroupOfItsOwn() throws {
        let file = scratchFile("stat")
        defer { unlink(file) }
        let end = try Subprocess.run(["sh", "-c", "cat /proc/$$/stat > \(file)"])
        #expect(end == .exited(0))
        let fields = try String(contentsOfFile: file, encoding: .utf8).split(separator: " ")
        // `pid (sh) state ppid pgrp …`
        #expect(fields.count > 4 && fields[0] == fields[4], "the child leads its own group: \(fields.prefix(5))")
        #expect(fields.count > 4 && pid_t(fields[4]) != getpgrp())
    }

    @Test func anExitStatusIsReportedAsBefore() throws {
        #expect(try Subprocess.run(["sh", "-c", "exit 3"], timeout: .seconds(30)) == .exited(3))
        #expect(try Subprocess.run(["sh", "-c", "kill -9 $$"]) == .signalled(9))
    }

    @Test func whatAChildLeavesRunningInItsGroupIsEndedWhenItExits() throws {
        let file = scratchFile("pids")
        defer { unlink(file) }
        let end = try Subprocess.run(["sh", "-c", "sleep 300 & echo $! > \(file)"], timeout: .seconds(30))
        #expect(end == .exited(0))
        let started = try pids(in: file)
        #expect(started.count == 1)
        #expect(allEnd(started), "the background sleep is ended: \(started.filter(isAlive))")
    }

    @Test func aTimeoutEndsTheChildAndItsGroupPromptly() throws {
        let file = scratchFile("pids")
        defer { unlink(file) }
        let start = ContinuousClock.now
        let end = try Subprocess.run(["sh", "-c", "sleep 300 & echo $! > \(file); echo $$ >> \(file); wait"],
                                     timeout: .milliseconds(500))
        let elapsed = ContinuousClock.now - start
        #expect(end == .timedOut(.milliseconds(500)))
        #expect(end.description == "ran past 0.5 s")
        #expect(elapsed < .seconds(5), "ended within the grace period: \(elapsed)")
        let started = try pids(in: file)
        #expect(started.count == 2)
        #expect(allEnd(started), "no process of the group survives: \(started.filter(isAlive))")
    }

    @Test func aGrandchildInAGroupOfItsOwnIsEndedToo() throws {
        let file = scratchFile("pids")
        defer { unlink(file) }
        // setsid: a new session and group, as SwiftPM starts a manifest's process; a group kill misses it.
        let end = try Subprocess.run(["sh", "-c", "setsid sleep 300 & echo $! > \(file); wait"], timeout: .milliseconds(500))
        #expect(end == .timedOut(.milliseconds(500)))
        let started = try pids(in: file)
        #expect(started.count == 1)
        #expect(allEnd(started), "the escaped grandchild is ended: \(started.filter(isAlive))")
    }

    @Test func aChildIgnoringSIGTERMIsKilledAfterTheGracePeriod() throws {
        let start = ContinuousClock.now
        let end = try Subprocess.run(["sh", "-c", "trap '' TERM; while :; do sleep 0.05; done"], timeout: .milliseconds(300))
        let elapsed = ContinuousClock.now - start
        #expect(end == .timedOut(.milliseconds(300)))
        #expect(elapsed >= Subprocess.gracePeriod && elapsed < Subprocess.gracePeriod + .seconds(4), "\(elapsed)")
    }

    @Test func linesWrittenBeforeTheTimeoutArrive() throws {
        let lines = Mutex<[String]>([])
        let end = try Subprocess.run(["sh", "-c", "echo one; echo two >&2; printf three; sleep 300"],
                                     output: .lines({ line in lines.withLock { $0.append(line) } }),
                                     timeout: .seconds(1))
        #expect(end == .timedOut(.seconds(1)))
        #expect(lines.withLock { $0 } == ["one", "two", "three"])
    }

    @Test func aStopSignalEndsTheRunningChild() throws {
        let file = scratchFile("pids")
        defer { unlink(file) }
        defer { Subprocess.receivedSignal.store(0, ordering: .relaxed) }
        let signaller = Thread {
            Thread.sleep(forTimeInterval: 0.3)
            Subprocess.receivedSignal.store(SIGTERM, ordering: .relaxed)
        }
        signaller.start()
        let end = try Subprocess.run(["sh", "-c", "sleep 300 & echo $! > \(file); wait"], timeout: .seconds(60))
        #expect(end == .stopped(SIGTERM))
        #expect(allEnd(try pids(in: file)))
        // Once stopped, a later run does not start.
        #expect(try Subprocess.run(["sh", "-c", "exit 0"]) == .stopped(SIGTERM))
    }
}
