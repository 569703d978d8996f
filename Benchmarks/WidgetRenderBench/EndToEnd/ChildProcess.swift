/// Runs another program and reports its wall time, CPU time and peak resident memory.
///
/// Wall time runs from just before `posix_spawn` until `wait4` returns (the child's start-up, work, exit).
/// Peak memory needs care: Linux carries the *parent's* resident high-water mark into a child through
/// fork/vfork + exec (`exec_mmap` records the old address space's `hiwater_rss` in the child's `maxrss`), so
/// a child spawned by this (large) bench process would report at least the bench's own RSS. `probe` spawns
/// the program from a fresh copy of this binary in `--spawn-probe` mode, which does nothing but spawn, wait
/// and print the child's `ru_maxrss`; the figure is then max(probe's own small RSS, child's peak), and the
/// probe's floor is measured separately (spawning `/bin/true`).
import Foundation
#if canImport(Glibc)
import Glibc
#endif

struct ChildResult {
    /// Start to exit, in seconds.
    var seconds: Double
    /// User + system CPU seconds of the child.
    var cpuSeconds: Double
    /// The child's peak resident set, KiB (see the type's comment about the floor).
    var maxResidentKiB: Int
    /// The exit status (0 = success); -1 when the program could not be started.
    var status: Int32
}

enum ChildProcess {
    /// Runs `arguments[0]` (an absolute path) with the rest as arguments, stdout and stderr to /dev/null.
    static func run(_ arguments: [String]) -> ChildResult {
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { for pointer in argv { free(pointer) } }
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
            return ChildResult(seconds: 0, cpuSeconds: 0, maxResidentKiB: 0, status: -1)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let end = DispatchTime.now().uptimeNanoseconds
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        let exited = (status & 0x7f) == 0
        return ChildResult(seconds: Double(end - start) / 1e9, cpuSeconds: cpu, maxResidentKiB: usage.ru_maxrss,
                           status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f))
    }

    /// Runs `arguments` through a fresh `--spawn-probe` copy of this executable, so that the peak memory is
    /// the child's, not this process's. Nil when the probe fails.
    static func probe(_ arguments: [String]) -> ChildResult? {
        guard let me = executablePath() else { return nil }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("widgetrender-bench-probe-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let outer = run([me, spawnProbeFlag, output] + arguments)
        guard outer.status == 0, let text = try? String(contentsOfFile: output, encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard fields.count == 4 else { return nil }
        return ChildResult(seconds: fields[0], cpuSeconds: fields[1], maxResidentKiB: Int(fields[2]), status: Int32(fields[3]))
    }

    static let spawnProbeFlag = "--spawn-probe"

    /// The `--spawn-probe OUTPUT PROGRAM ARGS…` mode: spawn, wait, write
    /// "seconds cpuSeconds maxResidentKiB status" to OUTPUT. Called first thing in main, before any other work.
    static func runProbe(_ arguments: [String]) -> Int32 {
        guard arguments.count >= 2 else { return 2 }
        let result = run(Array(arguments.dropFirst()))
        let line = "\(result.seconds) \(result.cpuSeconds) \(result.maxResidentKiB) \(result.status)\n"
        return FileManager.default.createFile(atPath: arguments[0], contents: Data(line.utf8)) ? 0 : 1
    }

    /// This executable's path.
    static func executablePath() -> String? {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? Bundle.main.executablePath
    }
}
