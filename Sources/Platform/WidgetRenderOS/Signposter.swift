// Signposts as widget code writes them after `import os.signpost` (or `import os`): `OSSignposter` and its
// intervals and events, `OSSignpostID`, and `os_signpost`. They mark time for Instruments; a render has no
// Instruments to see them, so every call is inert: intervals run their closures and return their values,
// and nothing is written (not even with WIDGETRENDER_OS_LOG, which carries log lines only).
import Foundation

/// A signpost's identity (`os`'s `OSSignpostID`).
public struct OSSignpostID: Hashable, Comparable, Sendable {
    /// The identifier's value.
    public let rawValue: UInt64

    /// An identifier of `value`.
    public init(_ value: UInt64) { self.rawValue = value }

    /// An identifier unique to `log` (here: the next in a process-wide count, as uniqueness requires).
    public init(log: OSLog) { self.init(OSSignpostID.next()) }

    /// An identifier derived from `object` (its identity), as `os` derives it.
    public init(log: OSLog, object: AnyObject) { self.init(UInt64(UInt(bitPattern: ObjectIdentifier(object)))) }

    /// The identifier of intervals that never overlap.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// An identifier no signpost has.
    public static let invalid = OSSignpostID(~0)
    /// The null identifier.
    public static let null = OSSignpostID(0)

    /// Orders identifiers by value.
    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let counter = SignpostCounter()
    private static func next() -> UInt64 { counter.next() }
}

/// The process-wide count behind `OSSignpostID(log:)`.
private final class SignpostCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt64 = 1

    func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

/// What an `os_signpost` marks (`os`'s `OSSignpostType`).
public struct OSSignpostType: Hashable, Sendable {
    let rawValue: UInt8
    /// A single moment.
    public static let event = OSSignpostType(rawValue: 0)
    /// The start of an interval.
    public static let begin = OSSignpostType(rawValue: 1)
    /// The end of an interval.
    public static let end = OSSignpostType(rawValue: 2)
}

/// The metadata of a signpost: a log message with privacy (`os`'s `SignpostMetadata`).
public typealias SignpostMetadata = OSLogMessage

/// A begun interval, handed to `endInterval` (`os`'s `OSSignpostIntervalState`).
public final class OSSignpostIntervalState: @unchecked Sendable {
    /// The interval's identifier.
    public let signpostID: OSSignpostID

    init(signpostID: OSSignpostID) { self.signpostID = signpostID }
}

/// Marks intervals and events for Instruments (`os`'s `OSSignposter`); inert on Linux.
///
/// ```swift
/// let signposter = OSSignposter(subsystem: "com.example.weather", category: .pointsOfInterest)
/// let state = signposter.beginInterval("timeline")
/// signposter.endInterval("timeline", state)
/// ```
public struct OSSignposter: Sendable {
    /// False: nothing records signposts here.
    public var isEnabled: Bool { false }

    /// A signposter for `subsystem` and `category`.
    public init(subsystem: String, category: String) {}

    /// A signposter for `subsystem` and a predefined category (`.pointsOfInterest`, `.dynamicTracing` …).
    public init(subsystem: String, category: OSLog.Category) {}

    /// A signposter writing where `logger` writes.
    public init(logger: Logger) {}

    /// A signposter writing to `logHandle`.
    public init(logHandle: OSLog) {}

    /// The default signposter.
    public init() {}

    /// A signposter that records nothing.
    public static let disabled = OSSignposter()

    /// A new identifier for overlapping intervals.
    public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: .default) }

    /// An identifier derived from `object`.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: .default, object: object) }

    /// Marks a moment.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}

    /// Marks a moment with metadata.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata) {}

    /// Begins an interval.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        OSSignpostIntervalState(signpostID: id)
    }

    /// Begins an interval with metadata.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata)
        -> OSSignpostIntervalState {
        OSSignpostIntervalState(signpostID: id)
    }

    /// Ends an interval.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}

    /// Ends an interval with metadata.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: SignpostMetadata) {}

    /// Runs `task` inside an interval and returns its value.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive,
                                        around task: () throws -> T) rethrows -> T {
        try task()
    }

    /// Runs `task` inside an interval with metadata and returns its value.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata,
                                        around task: () throws -> T) rethrows -> T {
        try task()
    }
}

extension OSLog {
    /// A predefined log category (`os`'s `OSLog.Category`).
    public struct Category: Hashable, Sendable {
        let rawValue: String
        /// Instruments' Points of Interest.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Signposts enabled only while Instruments traces.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// Stack-walking signposts.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    /// A handle for `subsystem` and a predefined category.
    public convenience init(subsystem: String, category: Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }
}

/// Marks a signpost (`os_signpost(_:dso:log:name:signpostID:)` without `dso`); inert.
public func os_signpost(_ type: OSSignpostType, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive) {}

/// Marks a signpost with a printf-style message; inert.
public func os_signpost(_ type: OSSignpostType, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive,
                        _ format: StaticString, _ arguments: CVarArg...) {}
