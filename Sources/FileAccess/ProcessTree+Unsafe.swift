// Ends a child process with everything it started, for Subprocess: the child's process group and its
// descendants, found by reading /proc/<pid>/stat (proc(5): state, parent, process group, start time) for
// every process. The set is remembered (pid and start time, so a reused pid is never signalled) and walked
// again each time it is signalled, so a process started meanwhile, or orphaned by its parent's end and
// adopted by us (PR_SET_CHILD_SUBREAPER, prctl(2)), is found too. SIGTERM first, SIGKILL to what is left
// after a grace period, then the zombies that became ours are reaped.
// Invariant: a /proc entry is read into a fixed buffer with at most its size, and readdir's entries are
// read only while the directory stream is open.
#if canImport(Glibc)
import Glibc
#endif

/// The processes started by one child, and how to end them.
struct ProcessTree {
    /// The child: its pid is also its process group's id.
    let root: pid_t
    /// Processes seen in the tree: pid → start time (clock ticks after boot).
    private(set) var known: [pid_t: UInt64] = [:]

    init(root: pid_t) { self.root = root }

    /// One line of /proc/<pid>/stat.
    struct Entry {
        var parent: pid_t
        var group: pid_t
        var isZombie: Bool
        var startTime: UInt64
    }

    /// Sends `signal` to the group and to every process of the tree still alive (walked again first).
    mutating func signal(_ signal: Int32) {
        let table = Self.table()
        refresh(table)
        _ = kill(-root, signal)
        for (pid, _) in known.sorted(by: { $0.key < $1.key }) where table[pid]?.isZombie == false {
            _ = kill(pid, signal)
        }
    }

    /// True when no process of the tree is alive (zombies are not).
    mutating func isGone() -> Bool {
        let table = Self.table()
        refresh(table)
        return !known.keys.contains { table[$0]?.isZombie == false }
    }

    /// SIGTERM, up to `grace` for the tree to go, SIGKILL, up to a second more; then reaps our zombies.
    mutating func end(grace: Duration) {
        for (signal, wait) in [(SIGTERM, grace), (SIGKILL, Duration.seconds(1))] {
            self.signal(signal)
            let until = Self.now() + Self.nanoseconds(wait)
            while !isGone(), Self.now() < until { _ = poll(nil, 0, 20) }
            if isGone() { break }
        }
        var status: Int32 = 0
        for pid in known.keys.sorted() { _ = waitpid(pid, &status, WNOHANG) }
    }

    /// Adds the root's group and every descendant of a known process (or of the root) to `known`, and drops
    /// processes that ended or whose pid now names another process.
    private mutating func refresh(_ table: [pid_t: Entry]) {
        known = known.filter { table[$0.key]?.startTime == $0.value }
        var parents: Set<pid_t> = Set(known.keys)
        parents.insert(root)
        for (pid, entry) in table where entry.group == root && known[pid] == nil {
            known[pid] = entry.startTime
            parents.insert(pid)
        }
        var changed = true
        while changed {
            changed = false
            for (pid, entry) in table where known[pid] == nil && pid != root && parents.contains(entry.parent) {
                known[pid] = entry.startTime
                parents.insert(pid)
                changed = true
            }
        }
        if let entry = table[root] { known[root] = entry.startTime }
    }

    /// Every process of /proc, by pid (empty where /proc is not mounted).
    static func table() -> [pid_t: Entry] {
        var table: [pid_t: Entry] = [:]
        guard let directory = opendir("/proc") else { return table }
        defer { closedir(directory) }
        while let item = readdir(directory) {
            let name = withUnsafeBytes(of: item.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = pid_t(name), let entry = entry(pid) else { continue }
            table[pid] = entry
        }
        return table
    }

    /// /proc/<pid>/stat's state, parent, group and start time; nil when it is gone.
    static func entry(_ pid: pid_t) -> Entry? {
        let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        assert(count <= buffer.count, "read returns at most the buffer's size")
        // `pid (comm) state ppid pgrp …`: comm may hold spaces and parentheses, so split after the last ')'.
        guard let close = buffer[0..<count].lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = buffer[(close + 1)..<count].split(separator: UInt8(ascii: " ")).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard fields.count > 19, let parent = pid_t(fields[1]), let group = pid_t(fields[2]),
              let start = UInt64(fields[19]) else { return nil }
        return Entry(parent: parent, group: group, isZombie: fields[0] == "Z" || fields[0] == "X", startTime: start)
    }

    /// PR_SET_CHILD_SUBREAPER through prctl, looked up at run time (a variadic C function Swift does not
    /// import; on Linux's x86-64 and arm64 calling conventions integer arguments pass the same either way).
    static func becomeSubreaper() -> Bool {
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "prctl") else { return false }
        let prctl = unsafeBitCast(symbol, to: Prctl.self)
        let setChildSubreaper: Int32 = 36  // <linux/prctl.h>
        return prctl(setChildSubreaper, 1, 0, 0, 0) == 0
    }

    /// The monotonic clock, in nanoseconds.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// A non-negative duration in nanoseconds (saturating).
    static func nanoseconds(_ duration: Duration) -> UInt64 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return 0 }
        let whole = UInt64(min(seconds, 1 << 33)) * 1_000_000_000
        return whole + UInt64(max(0, attoseconds) / 1_000_000_000)
    }
}
