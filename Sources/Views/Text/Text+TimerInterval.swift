// `Text(timerInterval:pauseTime:countsDown:showsHours:)` [doc A-Text.init(timerInterval:…): "a timer
// that counts down or up within the interval"]: a live timer in SwiftUI, read here at the render's
// date (`renderDate`, "now"; a paused timer at `pauseTime`):
//   counting down: the time left, upper bound − now, clamped to 0…(upper − lower);
//   counting up:   the time gone, now − lower bound, clamped the same way;
//   shown as the `.timer` style does: "m:ss", or "h:mm:ss" from an hour on (without hours, minutes
//   keep counting past 59: "75:03").

import PortableFoundation

extension Text {
    /// A timer counting down (or up) within `timerInterval`, read at the render's date.
    ///
    /// ```swift
    /// Text(timerInterval: entry.date...entry.endDate, countsDown: true)
    /// ```
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
                showsHours: Bool = true) {
        let timer = TimerIntervalText(interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown,
                                      showsHours: showsHours)
        self.runs = [Run(string: "", attributes: TextAttributes(), timer: timer)]
    }
}

/// A timer interval waiting for the render's date.
struct TimerIntervalText: Sendable, Hashable {
    let interval: ClosedRange<Date>
    let pauseTime: Date?
    let countsDown: Bool
    let showsHours: Bool

    /// The seconds shown at `now` (see the file header).
    func seconds(at now: Date) -> Int {
        let moment = pauseTime ?? now
        let duration = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let raw = countsDown ? interval.upperBound.timeIntervalSince(moment) : moment.timeIntervalSince(interval.lowerBound)
        let clamped = Swift.min(Swift.max(raw, 0), Swift.max(duration, 0))
        return clamped.isFinite ? Int(clamped.rounded(.down)) : 0
    }

    /// The text at the environment's render date (the interval's start when none is set).
    func formatted(in environment: EnvironmentValues) -> String {
        let total = seconds(at: environment.renderDate ?? interval.lowerBound)
        return DateText.timer(total, showsHours: showsHours, LocaleFormats(localeIdentifier: environment.localeIdentifier))
    }
}
