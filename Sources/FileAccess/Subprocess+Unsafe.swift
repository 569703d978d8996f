// Runs a program as a child process and waits for it (`widgetrender previews` runs `swift build` and the
// preview runner this way): posix_spawnp (POSIX.1-2008; found on PATH like a shell would), the parent's
// environment with some variables set, the child's standard output optionally sent to our standard error
// (so a child's chatter never mixes with the command's own stdout), then a wait until it ends.
// No Foundation: `Process` lives in swift-corelibs-foundation with ICU, which the CLI does not link.
//
// Bounded and never orphaned: each child starts in a process group of its own (POSIX_SPAWN_SETPGROUP) with
// SIGINT and SIGTERM at their defaults. The wait polls (poll(2) on the child's output, waitpid WNOHANG)
// every 20 ms, so it can see a deadline pass or a stop signal arrive (``stopOnSignals()``: the handlers only
// record the signal). Then the child is ended with everything it started (``ProcessTree``): SIGTERM to the
// child's group and to every descendant found in /proc, SIGKILL to whatever is left after a grace period,
// the same again for processes adopted while they died (``adoptOrphans()`` makes us their parent, Linux's
// PR_SET_CHILD_SUBREAPER, so a grandchild in a group of its own, as SwiftPM starts the manifest's process,
// cannot escape to init). A SIGKILL of our own process cannot be caught: its children then outlive it.
// Invariant: every C string given to posix_spawnp is a strdup'd copy alive until posix_spawnp returns, and
// argv and envp each end with a nil pointer.
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A child process run to completion.
///
/// ```swift
/// let end = try Subprocess.run(["swift", "build", "--package-path", "/tmp/pkg"], output: .standardError,
///                              timeout: .seconds(600))
/// if end != .exited(0) { print("build failed: \(end)") }
/// ```
public enum Subprocess {
    /// How a child ended.
    public enum Termination: Equatable, Sendable, CustomStringConvertible {
        /// It called exit with this status.
        case exited(Int32)
        /// A signal ended it.
        case signalled(Int32)
        /// It ran past its time limit and was ended with its process group and descendants.
        case timedOut(Duration)
        /// We received this signal (SIGINT, SIGTERM) while it ran, and ended it with its group and descendants.
        case stopped(Int32)

        /// `exit status 1`, `signal 9`, `ran past 5 s`, `stopped by signal 15`.
        public var description: String {
            switch self {
            case .exited(let status): return "exit status \(status)"
            case .signalled(let signal): return "signal \(signal)"
            case .timedOut(let limit): return "ran past \(Subprocess.seconds(limit)) s"
            case .stopped(let signal): return "stopped by signal \(signal)"
            }
        }
    }

    /// Where a child's standard output goes.
    public enum Output: Equatable, Sendable {
        /// Our standard output.
        case inherited
        /// Our standard error.
        case standardError
        /// A file, created or truncated (mode 0644).
        case file(String)
        /// Standard output and standard error both, line by line to `handler` as the child writes them
        /// (a last line without a newline too), on the calling thread.
        case lines(@Sendable (String) -> Void)

        public static func == (left: Output, right: Output) -> Bool {
            switch (left, right) {
            case (.inherited, .inherited), (.standardError, .standardError): return true
            case let (.file(a), .file(b)): return a == b
            default: return false
            }
        }
    }

    /// How long an ended child's group and descendants get between SIGTERM and SIGKILL.
    public static let gracePeriod = Duration.seconds(2)

    /// Runs `arguments` (the program first, looked up on PATH) with our environment
    /// plus `environment` (replacing variables of the same name), its stdout sent to `output`, and waits for
    /// it, at most `timeout` (nil: no limit). Throws only when it cannot start.
    public static func run(_ arguments: [String], environment: [(String, String)] = [],
                           output: Output = .inherited,
                           timeout: Duration? = nil) throws(FileAccessError) -> Termination {
        guard let program = arguments.first else { throw .emptyPath }
        if let signal = stopSignal { return .stopped(signal) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        if case .lines = output {
            guard pipe(&pipeEnds) == 0 else { throw .system(path: program, operation: "make a pipe for", code: errno) }
            // Not inherited as such: the child gets the write end as its stdout and stderr only.
            for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            _ = fcntl(pipeEnds[0], F_SETFL, fcntl(pipeEnds[0], F_GETFL) | O_NONBLOCK)
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDERR_FILENO)
        }
        defer { for end in pipeEnds where end >= 0 { close(end) } }
        switch output {
        case .inherited, .lines: break
        case .standardError: posix_spawn_file_actions_adddup2(&actions, STDERR_FILENO, STDOUT_FILENO)
        case .file(let path):
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, path, O_WRONLY | O_CREAT | O_TRUNC,
                                             0o644)
        }
        // Its own process group; SIGINT and SIGTERM at their defaults, nothing blocked.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGPIPE] { sigaddset(&defaults, signal) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let overridden = Set(environment.map(\.0))
        var variables: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            let name = text.split(separator: "=", maxSplits: 1).first.map(String.init) ?? text
            if !overridden.contains(name) { variables.append(text) }
            entry += 1
        }
        variables += environment.map { "\($0.0)=\($0.1)" }

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = variables.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        assert(argv[arguments.count] == nil && envp[variables.count] == nil, "argv and envp end with nil")
        var child: pid_t = 0
        let started = posix_spawnp(&child, program, &actions, &attributes, argv, envp)
        guard started == 0 else { throw .system(path: program, operation: "run", code: started) }
        var lines: LineForwarder?
        if case .lines(let handler) = output {
            close(pipeEnds[1])
            pipeEnds[1] = -1
            lines = LineForwarder(descriptor: pipeEnds[0], handler: handler)
        }
        return try wait(for: child, program: program, lines: &lines, timeout: timeout)
    }

    /// Polls `child` (and forwards its lines) until it ends, ending it with its descendants at `timeout` or
    /// on a stop signal.
    private static func wait(for child: pid_t, program: String, lines: inout LineForwarder?,
                             timeout: Duration?) throws(FileAccessError) -> Termination {
        let start = ProcessTree.now()
        let deadline = timeout.map { start + ProcessTree.nanoseconds($0) }
        var reason: Termination?
        var tree = ProcessTree(root: child)
        var killAt: UInt64 = .max
        var status: Int32 = 0
        while true {
            if var forwarder = lines {
                forwarder.pump(waitingMilliseconds: 20)
                lines = forwarder.isOpen ? forwarder : nil
            } else {
                _ = poll(nil, 0, 20)
            }
            let ended = waitpid(child, &status, WNOHANG)
            if ended == child { break }
            if ended < 0, errno != EINTR {
                throw .system(path: program, operation: "wait for", code: errno)
            }
            let now = ProcessTree.now()
            if reason == nil {
                if let signal = stopSignal {
                    reason = .stopped(signal)
                } else if let deadline, let timeout, now >= deadline {
                    reason = .timedOut(timeout)
                }
                if reason != nil {
                    tree.signal(SIGTERM)
                    killAt = now + ProcessTree.nanoseconds(gracePeriod)
                }
            } else if now >= killAt {
                tree.signal(SIGKILL)
                killAt = .max
            }
        }
        if var forwarder = lines {
            forwarder.pump(waitingMilliseconds: 0)
            forwarder.flush()
        }
        if let reason {
            tree.end(grace: gracePeriod)
            return reason
        }
        // A child that ended normally leaves nothing running in its group either.
        if kill(-child, 0) == 0 { tree.end(grace: gracePeriod) }
        // <sys/wait.h>'s macros, which Swift does not import: low 7 bits = terminating signal (0 = exited).
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }

    // MARK: Stop signals

    /// The signal recorded by the handlers ``stopOnSignals()`` installs (0: none).
    static let receivedSignal = Atomic<Int32>(0)

    /// The SIGINT or SIGTERM received since ``stopOnSignals()``, or nil.
    public static var stopSignal: Int32? {
        let signal = receivedSignal.load(ordering: .relaxed)
        return signal == 0 ? nil : signal
    }

    /// From now on SIGINT and SIGTERM do not end this process: they are recorded, and a running (or later)
    /// ``run(_:environment:output:timeout:)`` ends its child with its group and descendants and returns
    /// ``Termination/stopped(_:)``. The caller checks ``stopSignal`` between its own steps.
    public static func stopOnSignals() {
        _ = receivedSignal.load(ordering: .relaxed)  // initialised before a handler can read it
        // Delivered even when the parent started us with them blocked (a spawn keeps the parent's mask).
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in [SIGINT, SIGTERM] {
            sigaddset(&unblocked, signal)
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                _ = Subprocess.receivedSignal.compareExchange(expected: 0, desired: signal, ordering: .relaxed)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// Makes this process the parent of every orphaned descendant (Linux's PR_SET_CHILD_SUBREAPER), so a
    /// grandchild whose parent was ended is still found, ended and reaped. Returns false where it is not
    /// available.
    @discardableResult public static func adoptOrphans() -> Bool {
        ProcessTree.becomeSubreaper()
    }

    /// `1.5` → `"1.5"`, `5` → `"5"`: a duration in seconds for messages.
    public static func seconds(_ duration: Duration) -> String {
        let (whole, fraction) = duration.components
        let tenths = Int(fraction / 100_000_000_000_000_000)
        return tenths == 0 ? "\(whole)" : "\(whole).\(tenths)"
    }
}

/// Reads a child's output descriptor (non-blocking) and hands each line to a handler as it completes.
struct LineForwarder {
    var descriptor: Int32
    var handler: (String) -> Void
    var pending: [UInt8] = []
    var isOpen = true

    init(descriptor: Int32, handler: @escaping (String) -> Void) {
        self.descriptor = descriptor
        self.handler = handler
    }

    /// Waits up to `waitingMilliseconds` for output, then reads everything available.
    mutating func pump(waitingMilliseconds: Int32) {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, waitingMilliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count == 0 { isOpen = false }
            guard count > 0 else { break }
            assert(count <= buffer.count, "read returns at most the buffer's size")
            pending += buffer[0..<count]
            while let newline = pending.firstIndex(of: 10) {
                handler(String(decoding: pending[..<newline], as: UTF8.self))
                pending.removeSubrange(...newline)
            }
        }
        if !isOpen { flush() }
    }

    /// Hands over a last line without its newline.
    mutating func flush() {
        if !pending.isEmpty { handler(String(decoding: pending, as: UTF8.self)) }
        pending = []
    }
}
