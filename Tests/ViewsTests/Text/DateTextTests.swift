import Foundation
import Graphics
import Layout
import Testing
@testable import Views

@Suite struct DateTextTests {
    /// 2024-06-05 21:41:00 UTC.
    let date = Date(timeIntervalSince1970: 1_717_623_660)

    @Test func timeStyleShowsTwelveHourTimeInTheEnvironmentZone() throws {
        #expect(try resolvedText(Text(date, style: .time))?.string == "9:41 PM")
        var environment = EnvironmentValues.ios18
        environment.timeZone = TimeZone(secondsFromGMT: -7 * 3600) ?? .current
        #expect(try resolvedText(Text(date, style: .time), environment: environment)?.string == "2:41 PM")
    }

    @Test func dateStyleShowsTheLongDate() throws {
        #expect(try resolvedText(Text(date, style: .date))?.string == "June 5, 2024")
    }

    @Test func relativeStyleShowsTheTwoLargestUnitsFromTheRenderDate() throws {
        var environment = EnvironmentValues.ios18
        environment.renderDate = date.addingTimeInterval(-(2 * 3600 + 5 * 60 + 7))
        #expect(try resolvedText(Text(date, style: .relative), environment: environment)?.string == "2 hr, 5 min")
        #expect(try resolvedText(Text(date, style: .timer), environment: environment)?.string == "2:05:07")
        #expect(try resolvedText(Text(date, style: .offset), environment: environment)?.string == "+2 hr, 5 min")
    }

    @Test func relativeStyleWithoutRenderDateReadsZero() throws {
        #expect(try resolvedText(Text(date, style: .relative))?.string == "0 sec")
    }

    @Test func dateTextJoinsOtherRuns() throws {
        let text = try resolvedText(Text("Updated ") + Text(date, style: .time).bold())
        #expect(text?.string == "Updated 9:41 PM")
        #expect(text?.runs.last?.font == Font.body.bold())
    }
}
