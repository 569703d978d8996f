// The wall clock a test's render reads: its render date, so a widget built from `Date()` / `.now` (Xcode's
// template) draws the same pixels every run. Only around rendering work, never for the whole test process:
// - the synchronous forms (a view or an entry given, a placeholder, the legibility check, the
//   swift-snapshot-testing strategy) do every clock read on the calling thread: that thread alone is frozen
//   (WallClock.withThreadFrozen), and the team's other tests running in parallel see the real clock;
// - the async forms (timeline snapshots, preview snapshots) call providers whose work runs on other threads
//   (WidgetHost's provider executor, a provider's own queue, the cooperative thread that resumes the test):
//   they hold WallClock's process-wide lease from the provider calls to the last render. While one holds it,
//   other tests of the process read the frozen date too; a lease at another date waits for it (WallClockLease.swift).
import Foundation
import Render
import WallClock

/// Freezes the wall clock around a test's rendering work.
enum RenderClock {
    /// Runs `body` with the calling thread's wall clock at `date` (nil: ``Render/WidgetRenderOptions/defaultDate``).
    static func onThisThread<T, E: Error>(at date: Date?, _ body: () throws(E) -> T) throws(E) -> T {
        try WallClock.withThreadFrozen(atSecondsSince1970: seconds(date), body)
    }

    /// Freezes the whole process's wall clock at `date` (nil: the default date) until the hold is released;
    /// waits first while another test holds it at a different date.
    static func holdProcess(at date: Date?) async -> WallClock.ProcessHold {
        await WallClock.holdProcessFrozen(atSecondsSince1970: seconds(date))
    }

    /// Seconds since 1970 of `date`, or of the default date.
    static func seconds(_ date: Date?) -> Double {
        (date ?? WidgetRenderOptions.defaultDate).timeIntervalSince1970
    }
}
