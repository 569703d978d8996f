import Foundation
import Testing
import WidgetDocument

/// `DateTimeText`: the one strict ISO 8601 reader of `--date` and documents' dates.
@Suite struct DateTimeTextTests {
    func instant(_ text: String) -> Double? {
        if case .success(let date) = DateTimeText.parse(text) { return date.timeIntervalSince1970 }
        return nil
    }

    func problem(_ text: String) -> String? {
        if case .failure(let problem) = DateTimeText.parse(text) { return problem.description }
        return nil
    }

    @Test func readsInstantsExactly() {
        #expect(instant("2024-06-05T09:41:00Z") == 1_717_580_460)
        #expect(instant("2024-06-05t09:41:00z") == 1_717_580_460)
        #expect(instant("2024-06-05T11:41:00+02:00") == 1_717_580_460)
        #expect(instant("2024-06-05T08:11:00-0130") == 1_717_580_460)
        #expect(instant("2024-06-05T09:41:00.25Z") == 1_717_580_460.25)
        #expect(instant("1970-01-01T00:00:00Z") == 0)
        #expect(instant("2000-02-29T00:00:00Z") == 951_782_400)
        #expect(instant("0001-01-01T00:00:00Z") == -62_135_596_800)
        #expect(instant("9999-12-31T23:59:59Z") == 253_402_300_799)
    }

    @Test func impossibleFieldsAreNamedNeverCarriedOver() {
        #expect(problem("2024-02-30T09:41:00Z") == "day 30 is not in February 2024, which has 29 days")
        #expect(problem("1900-02-29T09:41:00Z") == "day 29 is not in February 1900, which has 28 days")
        #expect(problem("2024-04-31T09:41:00Z") == "day 31 is not in April 2024, which has 30 days")
        #expect(problem("2024-01-32T09:41:00Z") == "day 32 is out of range (1–31)")
        #expect(problem("2024-01-00T09:41:00Z") == "day 0 is out of range (1–31)")
        #expect(problem("2024-00-10T09:41:00Z") == "month 0 is out of range (1–12)")
        #expect(problem("2024-06-05T25:61:61Z") == "hour 25 is out of range (0–23)")
        #expect(problem("2024-06-05T24:00:00Z") == "hour 24 is out of range (0–23)")
        #expect(problem("2024-06-05T09:60:00Z") == "minute 60 is out of range (0–59)")
        #expect(problem("2024-06-05T23:59:60Z") == "second 60 is out of range (0–59)")
        #expect(problem("2024-06-05T09:41:00+02:60") == "offset minute 60 is out of range (0–59)")
    }

    @Test func yearsOutsideOneToNineThousandNineHundredNinetyNineGiveTheRange() {
        let range = "dates from year 1 to 9999 are allowed"
        #expect(problem("-0001-06-05T09:41:00Z") == "the year -1 is out of range; " + range)
        #expect(problem("0000-06-05T09:41:00Z") == "the year 0 is out of range; " + range)
        #expect(problem("10000-06-05T09:41:00Z") == "the year 10000 is out of range; " + range)
        #expect(problem("+12345-06-05T09:41:00Z") == "the year 12345 is out of range; " + range)
    }

    @Test func otherFormsAreNotDateTimes() {
        for text in ["", "tomorrow", "2024-06-05", "2024-06-05T09:41Z", "2024-06-05T09:41:00", "2024-6-5T09:41:00Z",
                     "2024-06-05 09:41:00Z", "2024-06-05T09:41:00.Z", "2024-06-05T09:41:00.1234567891Z",
                     "+2024-06-05T09:41:00Z", "2024-06-05T09:41:00Zjunk", "٢٠٢٤-06-05T09:41:00Z"] {
            #expect(problem(text) == "is not an ISO 8601 date-time such as 2024-06-05T09:41:00Z", "\(text)")
        }
    }
}
