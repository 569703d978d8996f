// Runs a program as a child process and waits for it (`widgetrender previews` runs `swift build` and the
// preview runner this way): posix_spawnp (POSIX.1-2008; found on PATH like a shell would), the parent's
// environment with some variables set, the child's standard output optionally sent to our standard error
// (so a child's chatter never mixes with the command's own stdout), then waitpid until it ends.
// No Foundation: `Process` lives in swift-corelibs-foundation with ICU, which the CLI does not link.
// Invariant: every C string given to posix_spawnp is a strdup'd copy alive until posix_spawnp returns, and
// argv and envp each end with a nil pointer.
#if canImport(Glibc)
import Glibc
#endif

/// A child process run to completion.
///
/// ```swift
/// let end = try Subprocess.run(["swift", "build", "--package-path", "/tmp/pkg"], output: .standardError)
/// if end != .exited(0) { print("build failed: \(end)") }
/// ```
public enum Subprocess {
    /// How a child ended.
    public enum Termination: Equatable, Sendable, CustomStringConvertible {
        /// It called exit with this status.
        case exited(Int32)
        /// A signal ended it.
        case signalled(Int32)

        /// `exit status 1`, `signal 9`.
        public var description: String {
            switch self {
            case .exited(let status): return "exit status \(status)"
            case .signalled(let signal): return "signal \(signal)"
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

    /// Runs `arguments` (the program first, looked up on PATH) with our environment
    /// plus `environment` (replacing variables of the same name), its stdout sent to `output`, and waits for
    /// it. Throws only when it cannot start.
    public static func run(_ arguments: [String], environment: [(String, String)] = [],
                           output: Output = .inherited) throws(FileAccessError) -> Termination {
        guard let program = arguments.first else { throw .emptyPath }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        if case .lines = output {
            guard pipe(&pipeEnds) == 0 else { throw .system(path: program, operation: "make a pipe for", code: errno) }
            // Not inherited as such: the child gets the write end as its stdout and stderr only.
            for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
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
        let started = posix_spawnp(&child, program, &actions, nil, argv, envp)
        guard started == 0 else { throw .system(path: program, operation: "run", code: started) }
        if case .lines(let handler) = output {
            close(pipeEnds[1])
            pipeEnds[1] = -1
            forwardLines(from: pipeEnds[0], to: handler)
        }

        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { throw .system(path: program, operation: "wait for", code: errno) }
        }
        // <sys/wait.h>'s macros, which Swift does not import: low 7 bits = terminating signal (0 = exited).
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }

    /// Reads `descriptor` to its end, calling `handler` with each line (without its newline) as it arrives.
    private static func forwardLines(from descriptor: Int32, to handler: (String) -> Void) {
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            assert(count <= buffer.count, "read returns at most the buffer's size")
            pending += buffer[0..<count]
            while let newline = pending.firstIndex(of: 10) {
                handler(String(decoding: pending[..<newline], as: UTF8.self))
                pending.removeSubrange(...newline)
            }
        }
        if !pending.isEmpty { handler(String(decoding: pending, as: UTF8.self)) }
    }
}
