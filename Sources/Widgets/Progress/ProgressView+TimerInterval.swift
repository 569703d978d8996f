// `ProgressView(timerInterval:countsDown:)` [doc A-ProgressView.init(timerInterval:countsDown:…): a
// progress view that shows the progress of time through the interval; counting down (the default) it
// empties as time passes]: the fraction at the render's date (`renderDate`, the interval's start when
// unset) is the time left over the interval's length counting down, the time gone counting up, clamped
// to 0…1; the default current-value label is the matching `Text(timerInterval:countsDown:)`.

import PortableFoundation
import Views

extension ProgressView {
    /// A progress view of time through `timerInterval` at the render's date, with both labels.
    ///
    /// ```swift
    /// ProgressView(timerInterval: entry.start...entry.end) { Text("Parking") } currentValueLabel: { Text("") }
    /// ```
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: 0.0, total: 1, label: label, currentValueLabel: currentValueLabel)
        self.timer = (timerInterval, countsDown)
    }

    /// The fraction of a timer-interval progress view at the render's date (nil for value ones).
    var timerFraction: Double? {
        guard let timer else { return nil }
        let duration = timer.interval.upperBound.timeIntervalSince(timer.interval.lowerBound)
        guard duration > 0, duration.isFinite else { return timer.countsDown ? 0 : 1 }
        let now = renderDate ?? timer.interval.lowerBound
        let gone = Swift.min(Swift.max(now.timeIntervalSince(timer.interval.lowerBound), 0), duration)
        return timer.countsDown ? (duration - gone) / duration : gone / duration
    }
}

extension ProgressView where CurrentValueLabel == Text {
    /// A progress view of time through `timerInterval` with a label; the current value is the timer.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label,
                  currentValueLabel: { Text(timerInterval: timerInterval, countsDown: countsDown) })
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == Text {
    /// A progress view of time through `timerInterval`; the current value is the timer.
    ///
    /// ```swift
    /// ProgressView(timerInterval: entry.date...entry.date.addingTimeInterval(600))
    /// ```
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: { EmptyView() })
    }
}
