// Environment variables are one per process, and every test target runs in one process: tests that set
// one (WIDGETRENDER_APP_GROUPS …) take this lock, so suites of different targets do not see each other's.
import Foundation
import Synchronization

/// Runs code with environment variables set, one caller at a time across the test process.
public enum ProcessEnvironment {
    private static let lock = Mutex(())

    /// Runs `body` with `name` set to `value` (nil: unset), then restores the previous value.
    public static func with<T>(_ name: String, _ value: String?, _ body: () throws -> T) rethrows -> T {
        try lock.withLock { _ in
            let previous = ProcessInfo.processInfo.environment[name]
            set(name, value)
            defer { set(name, previous) }
            return try body()
        }
    }

    private static func set(_ name: String, _ value: String?) {
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
    }
}
