import Dispatch
import Foundation
import Synchronization
import Testing
@testable import WallClock

/// CoreFoundation's clock, exported by libFoundation.so (not declared by `import Foundation` on Linux).
@_silgen_name("CFAbsoluteTimeGetCurrent") private func cfAbsoluteTimeGetCurrent() -> Double

/// Every wall-clock entry point a widget's code can reach reads the frozen time, in this test executable
/// (`swift test`'s `WidgetRenderPackageTests.xctest` links CWallClock through WidgetSnapshotTesting and this
/// target); monotonic clocks keep running.
@Suite struct WallClockTests {
    /// 2024-06-05 09:41:00 UTC, `WidgetRenderOptions.defaultDate`, and a second date with a fraction.
    static let date = 1_717_580_460.0
    static let other = 1_900_000_000.25

    /// Seconds since 1970 of every wall-clock entry point, read on this thread.
    static func readings() -> [String: Double] {
        var values: [String: Double] = [:]
        values["Date()"] = Date().timeIntervalSince1970
        values["Date.now"] = Date.now.timeIntervalSince1970
        values["Date.timeIntervalSinceReferenceDate"] = Date.timeIntervalSinceReferenceDate + Date.timeIntervalBetween1970AndReferenceDate
        values["Date(timeIntervalSinceNow: 0)"] = Date(timeIntervalSinceNow: 0).timeIntervalSince1970
        values["CFAbsoluteTimeGetCurrent"] = cfAbsoluteTimeGetCurrent() + Date.timeIntervalBetween1970AndReferenceDate
        var value = timeval()
        gettimeofday(&value, nil)
        values["gettimeofday"] = Double(value.tv_sec) + Double(value.tv_usec) / 1e6
        values["time"] = Double(time(nil))
        var spec = timespec()
        _ = timespec_get(&spec, TIME_UTC)
        values["timespec_get"] = Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
        for (name, clock) in [("CLOCK_REALTIME", CLOCK_REALTIME), ("CLOCK_REALTIME_COARSE", CLOCK_REALTIME_COARSE)] {
            clock_gettime(clock, &spec)
            values[name] = Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
        }
        // libdispatch keeps a wall time as minus its nanoseconds since 1970.
        values["DispatchWallTime.now()"] = Double(-Int64(bitPattern: DispatchWallTime.now().rawValue)) / 1e9
        return values
    }

    /// Checks that every reading is `expected` (whole seconds for `time`, microseconds for gettimeofday).
    static func expectAll(_ readings: [String: Double], equal expected: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        for (name, value) in readings.sorted(by: { $0.key < $1.key }) {
            let tolerance = name == "time" ? 1.0 : 1e-5
            #expect(abs(value - expected) < tolerance, "\(name) read \(value), not \(expected)", sourceLocation: sourceLocation)
        }
    }

    @Test func theTestExecutableHasTheInterposedClock() {
        #expect(WallClock.isInterposed)
    }

    @Test func everyWallClockEntryPointReadsTheThreadsFrozenDate() {
        let readings = WallClock.withThreadFrozen(atSecondsSince1970: Self.other) { Self.readings() }
        #expect(readings.count == 11)
        Self.expectAll(readings, equal: Self.other)
    }

    @Test func everyWallClockEntryPointReadsTheProcesssFrozenDateOnAnyThread() async {
        let readings = await WallClock.withProcessFrozen(atSecondsSince1970: Self.date) {
            await Task.detached { Self.readings() }.value
        }
        Self.expectAll(readings, equal: Self.date)
    }

    @Test func calendarsAndFormattersSeeTheFrozenDate() {
        let components = WallClock.withThreadFrozen(atSecondsSince1970: Self.date) {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            return calendar.dateComponents([.year, .month, .day, .hour, .minute], from: .now)
        }
        #expect([components.year, components.month, components.day, components.hour, components.minute] == [2024, 6, 5, 9, 41])
    }

    @Test func unfrozenReadsAreTheRealClock() async {
        await WallClock.withUnfrozenOffset(seconds: 0) {
            let real = WallClock.realSecondsSince1970
            let readings = WallClock.withThreadRunning { Self.readings() }
            for (name, value) in readings {
                #expect(abs(value - real) < 5, "\(name) read \(value), real clock \(real)")
            }
        }
    }

    @Test func theThreadFreezeLeavesOtherThreadsAlone() {
        let other = Reading()
        let seen = WallClock.withThreadFrozen(atSecondsSince1970: Self.other) {
            let done = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                other.bits.store(Date().timeIntervalSince1970.bitPattern, ordering: .relaxed)
                done.signal()
            }
            done.wait()
            return Date().timeIntervalSince1970
        }
        #expect(seen == Self.other)
        // The other thread read the real clock, or a render's process-wide date, never this thread's.
        #expect(Double(bitPattern: other.bits.load(ordering: .relaxed)) != Self.other)
    }

    @Test func monotonicClocksKeepRunningWhileFrozen() async throws {
        try await WallClock.withProcessFrozen(atSecondsSince1970: Self.date) {
            let continuous = ContinuousClock.now, suspending = SuspendingClock.now
            let dispatch = DispatchTime.now().uptimeNanoseconds, uptime = ProcessInfo.processInfo.systemUptime
            var monotonic = timespec(), boot = timespec()
            clock_gettime(CLOCK_MONOTONIC, &monotonic)
            clock_gettime(CLOCK_BOOTTIME, &boot)
            try await Task.sleep(for: .milliseconds(30))
            #expect(ContinuousClock.now - continuous >= .milliseconds(25))
            #expect(SuspendingClock.now - suspending >= .milliseconds(25))
            #expect(DispatchTime.now().uptimeNanoseconds - dispatch >= 25_000_000)
            #expect(ProcessInfo.processInfo.systemUptime - uptime >= 0.025)
            var later = timespec()
            clock_gettime(CLOCK_MONOTONIC, &later)
            #expect(later.tv_sec * 1_000_000_000 + later.tv_nsec - monotonic.tv_sec * 1_000_000_000 - monotonic.tv_nsec >= 25_000_000)
            clock_gettime(CLOCK_BOOTTIME, &later)
            #expect(later.tv_sec * 1_000_000_000 + later.tv_nsec - boot.tv_sec * 1_000_000_000 - boot.tv_nsec >= 25_000_000)
            // A monotonic timeout still fires.
            let fired = await withCheckedContinuation { continuation in
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { continuation.resume(returning: true) }
            }
            #expect(fired)
        }
    }

    @Test func theTestOffsetIsSeenUnfrozenAndIgnoredFrozen() async {
        await WallClock.withUnfrozenOffset(seconds: 90) {
            let real = WallClock.realSecondsSince1970
            let running = WallClock.withThreadRunning { Self.readings() }
            for (name, value) in running {
                #expect(abs(value - real - 90) < 5, "\(name) read \(value - real) s ahead, not 90")
            }
            Self.expectAll(WallClock.withThreadFrozen(atSecondsSince1970: Self.date) { Self.readings() }, equal: Self.date)
        }
        #expect(abs(WallClock.withThreadRunning { Date().timeIntervalSince1970 } - WallClock.realSecondsSince1970) < 60)
    }

    @Test func leasesOfOneDateShareTheFreezeAndAnotherDateWaits() async {
        let order = OrderLog()
        await WallClock.withProcessFrozen(atSecondsSince1970: Self.date) {
            // The same date joins at once (a nested render, another test at the default date).
            await WallClock.withProcessFrozen(atSecondsSince1970: Self.date) {
                await order.add("same \(Date().timeIntervalSince1970)")
            }
            let waiting = Task {
                await WallClock.withProcessFrozen(atSecondsSince1970: Self.other) {
                    await order.add("other \(Date().timeIntervalSince1970)")
                }
            }
            try? await Task.sleep(for: .milliseconds(50))
            await order.add("first still \(Date().timeIntervalSince1970)")
            _ = waiting
        }
        // The waiting lease ran after the first one ended, at its own date.
        while await order.entries.count < 3 { try? await Task.sleep(for: .milliseconds(5)) }
        #expect(await order.entries == ["same \(Self.date)", "first still \(Self.date)", "other \(Self.other)"])
    }

    @Test func aDateOutsideSixtyFourBitNanosecondsIsClamped() {
        #expect(WallClock.nanoseconds(1e12) == Int64(9.2e18))
        #expect(WallClock.nanoseconds(-.infinity) == -Int64(9.2e18))
        #expect(WallClock.nanoseconds(1.5) == 1_500_000_000)
    }
}

/// Lines in the order they were added.
actor OrderLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// A value one thread writes and another reads.
final class Reading: Sendable {
    let bits = Atomic<UInt64>(0)
}
