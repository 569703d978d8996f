import Foundation
import Glibc

/// A child process that signals reach: started with posix_spawn, its signal mask emptied and SIGINT and
/// SIGTERM set to their default actions.
///
/// Foundation's `Process` spawns with the calling thread's signal mask, and test code runs on
/// libdispatch worker threads, which block signals: a child started there ignores `kill(pid, SIGTERM)`
/// until it exits by itself.
struct SignalableProcess {
    let pid: pid_t

    /// Starts `executable arguments…` (give it absolute paths: glibc's spawn-time chdir is not visible
    /// to Swift), with stdout and stderr sent to /dev/null.
    init(_ executable: String, _ arguments: [String]) throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTERM)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, environ)
        guard status == 0 else { throw HarnessError("posix_spawn \(executable): error \(status)") }
        pid = child
    }

    /// Sends `signal`.
    func send(_ signal: Int32) { kill(pid, signal) }

    /// Waits for the exit: the signal that ended it, or nil when it exited by itself.
    func wait() -> Int32? {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let signalled = (status & 0x7F) != 0 && (status & 0x7F) != 0x7F
        return signalled ? status & 0x7F : nil
    }
}
