import Foundation
import Testing
import Views
@testable import Widgets

@Suite struct ProgressTimerIntervalTests {
    let now = Date(timeIntervalSince1970: 1_717_580_460)

    func fraction(_ view: ProgressView<EmptyView, Text>, at date: Date?) -> Double? {
        var environment = EnvironmentValues.ios18
        environment.renderDate = date
        return EnvironmentValues.$current.withValue(environment) { view.timerFraction }
    }

    @Test func countingDownEmptiesAsTimePasses() {
        let view = ProgressView(timerInterval: now.addingTimeInterval(-900)...now.addingTimeInterval(2700))
        #expect(fraction(view, at: now) == 0.75)
        #expect(fraction(view, at: now.addingTimeInterval(-3600)) == 1)
        #expect(fraction(view, at: now.addingTimeInterval(3600)) == 0)
    }

    @Test func countingUpFills() {
        let view = ProgressView(timerInterval: now.addingTimeInterval(-900)...now.addingTimeInterval(2700),
                                countsDown: false)
        #expect(fraction(view, at: now) == 0.25)
    }

    @Test func withoutARenderDateTheIntervalStarts() {
        let view = ProgressView(timerInterval: now...now.addingTimeInterval(60))
        #expect(fraction(view, at: nil) == 1)
    }
}
