// Unified logging as widget code calls it: `Logger(subsystem:category:)` and its level methods, `OSLog`
// and `os_log`. There is no logging daemon on Linux and a render must not write to the terminal
// uninvited, so lines go nowhere unless the environment variable WIDGETRENDER_OS_LOG is `stderr`, which
// sends each line to standard error as `[subsystem:category] level: message` (docs/platform-api.md).
import Foundation

/// A logger for a subsystem and category (`os`'s `Logger`).
///
/// ```swift
/// let logger = Logger(subsystem: "com.example.weather", category: "widget")
/// logger.error("No forecast for \(city, privacy: .public)")
/// ```
public struct Logger: Sendable {
    let subsystem: String
    let category: String

    /// A logger that writes to `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// A logger writing to an `OSLog`'s subsystem and category.
    public init(_ log: OSLog) {
        self.init(subsystem: log.subsystem, category: log.category)
    }

    /// The default logger (no subsystem or category).
    public init() {
        self.init(subsystem: "", category: "")
    }

    /// Logs at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        LogOutput.write(subsystem: subsystem, category: category, level: level, message: message)
    }

    /// Logs at the default level.
    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    /// Logs at the debug level.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Logs at the debug level (`trace` is `debug` in `os`).
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Logs at the info level.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// Logs at the default level (`notice` is `default` in `os`).
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// Logs at the error level (`warning` is `error` in `os`).
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    /// Logs at the error level.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// Logs at the fault level (`critical` is `fault` in `os`).
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    /// Logs at the fault level.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// A log handle (`os`'s `OSLog`): a subsystem and category for `os_log` and `Logger(_:)`.
///
/// ```swift
/// let log = OSLog(subsystem: "com.example.weather", category: "widget")
/// os_log("Timeline has %d entries", log: log, type: .info, entries.count)
/// ```
public final class OSLog: NSObject, @unchecked Sendable {
    /// The subsystem.
    public let subsystem: String
    /// The category.
    public let category: String

    /// A handle for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The default handle.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A handle that logs nothing.
    public static let disabled = OSLog(subsystem: "", category: "<disabled>")
}

/// Logs a printf-style message (`%d`, `%@`, `%{public}@` …; the `{public}`/`{private}` qualifiers are
/// honoured as in `Logger`'s privacy: private arguments appear as `<private>`).
///
/// ```swift
/// os_log("Loaded %{public}@", log: .default, type: .info, city)
/// ```
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    guard log !== OSLog.disabled, LogOutput.isEnabled else { return }
    let text = LogOutput.format(message.description, args)
    LogOutput.write(subsystem: log.subsystem, category: log.category, level: type, message: OSLogMessage(stringLiteral: text))
}

/// Logs a message at `type` (`os_log(_:log:_:)` of iOS 14, with an `OSLogMessage`).
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    guard log !== OSLog.disabled else { return }
    LogOutput.write(subsystem: log.subsystem, category: log.category, level: type, message: message)
}
