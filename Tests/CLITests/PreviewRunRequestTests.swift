import Foundation
import Graphics
import PreviewRun
import Render
import Testing
import Views
import Widgets

/// The request and report `previews` and its runner exchange: axes travel as typed values, by name in the
/// JSON; an unknown name is refused where it enters; the date is seconds since 1970.
struct PreviewRunRequestTests {
    @Test func everyAxisRoundTripsAsItsTypedValue() throws {
        let device = try #require(DeviceCatalog.device(named: "iphone-430x932"))
        let request = PreviewRunRequest(folder: "/tmp/work", filter: "Steps.swift:12", modes: [.fullColor, .vibrant],
                                        schemes: [.dark], dynamicTypeSizes: [.xSmall, .accessibility5],
                                        locales: ["ar_EG"], layoutDirection: .rightToLeft, device: device, contexts: [.lockScreen, .standBy],
                                        renderDate: Date(timeIntervalSince1970: 1_700_000_000), check: true)
        let bytes = try JSONEncoder().encode(request)
        let decoded = try JSONDecoder().decode(PreviewRunRequest.self, from: bytes)
        #expect(decoded == request)
        let json = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        #expect(json["renderDate"] as? Double == 1_700_000_000, "seconds since 1970: \(json)")
        #expect(json["modes"] as? [String] == ["fullColor", "vibrant"])
        #expect(json["dynamicTypeSizes"] as? [String] == ["xSmall", "AX5"])
        #expect(json["contexts"] as? [String] == ["lockScreen", "standBy"])
    }

    @Test func aRecordsPlaceRoundTripsByNameAndAnUnknownOneIsRefused() throws {
        let places: [PreviewPlace] = [.liveActivity(.smartStack), .control(.controlCenterMedium, state: .on),
                                      .control(.actionButton, state: nil)]
        for place in places {
            let record = PreviewRenderRecord(preview: "Timer", file: "Ext.TimerControl", line: 0, entry: 0, family: nil,
                                             mode: nil, scheme: .dark, fileName: "Timer.png", place: place)
            let bytes = try JSONEncoder().encode(record)
            #expect(try JSONDecoder().decode(PreviewRenderRecord.self, from: bytes) == record)
        }
        let json = #"{"kind": "liveActivity", "presentation": "dock"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PreviewPlace.self, from: Data(json.utf8)) }
        let state = #"{"kind": "control", "presentation": "lockScreen", "state": "dim"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PreviewPlace.self, from: Data(state.utf8)) }
    }

    @Test func aRecordsPlaceIsOneRenderOfThePlaceMatrixTheCheckAndTheSheetName() {
        // A Live Activity's entry is its content state; the island is dark whatever the scheme and does not say so.
        let dimmed = PreviewPlace.liveActivity(.lockScreen).appearance(entry: 1, mode: .reducedLuminance, colorScheme: .dark)
        #expect(dimmed.fileStem == "activity-1-lockScreen-reducedLuminance-dark")
        #expect(dimmed.name == "activity Lock Screen · content state 1 · reducedLuminance · dark")
        #expect(dimmed.fullColorReference?.fileStem == "activity-1-lockScreen-dark")
        #expect(PreviewPlace.liveActivity(.compact).appearance(entry: 0, mode: .fullColor, colorScheme: .dark).label
                == "Dynamic Island compact · content state 0")
        let control = PreviewPlace.control(.controlCenterMedium, state: .on)
        #expect(control.appearance(entry: 0, mode: .fullColor, colorScheme: .dark, os: .ios26).fileStem
                == "control-controlCenterMedium-on-dark-ios26")
        #expect(control.appearance(entry: 0, mode: .fullColor, colorScheme: .light).name == "control Control Center medium · on")
    }

    @Test func noDateIsTheDefaultDate() throws {
        let bytes = try JSONEncoder().encode(PreviewRunRequest(folder: "/tmp/work"))
        #expect(try JSONDecoder().decode(PreviewRunRequest.self, from: bytes).axes.date == nil)
    }

    @Test(arguments: [("modes", "[\"vibrnt\"]", "unknown mode \"vibrnt\""),
                      ("schemes", "[\"dim\"]", "unknown colour scheme \"dim\""),
                      ("dynamicTypeSizes", "[\"huge\"]", "unknown Dynamic Type size \"huge\""),
                      ("device", "[\"iphone-1x1\"]", "unknown device \"iphone-1x1\""),
                      ("contexts", "[\"desk\"]", "unknown context \"desk\"")])
    func anUnknownValueIsRefusedWhereItEnters(key: String, value: String, message: String) throws {
        let bytes = try JSONEncoder().encode(PreviewRunRequest(folder: "/tmp/work"))
        var json = try #require(String(data: bytes, encoding: .utf8))
        json = json.replacingOccurrences(of: "\"\(key)\":[]", with: "\"\(key)\":\(value)")
        #expect(json.contains(value))
        #expect {
            _ = try JSONDecoder().decode(PreviewRunRequest.self, from: Data(json.utf8))
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    @Test func aWarningKeepsItsKind() throws {
        let warning = PreviewWarning(ResolveWarning(.unknownSymbol, "unknown SF Symbol \"shoeprints.fill\""))
        let record = PreviewRenderRecord(preview: "Steps", file: "Ext/StepsWidget.swift", line: 229, entry: 0,
                                         family: .systemSmall, mode: .fullColor, scheme: .light,
                                         fileName: "Steps-0-systemSmall-fullColor.png", warnings: [warning])
        let decoded = try JSONDecoder().decode(PreviewRenderRecord.self, from: JSONEncoder().encode(record))
        #expect(decoded.warnings.first?.warning.kind == .unknownSymbol)
        #expect(decoded == record)
        #expect(record.label == "StepsWidget.swift:229")
    }

    /// The report's family, mode and scheme are typed too: a view preview has no family, a failed expansion
    /// no mode; an unknown name is refused.
    @Test func aRecordsFamilyModeAndSchemeAreTyped() throws {
        let failed = PreviewRenderRecord(preview: "Lock Screen", file: "Ext/W.swift", line: 3, entry: 0, family: nil,
                                         mode: nil, scheme: .dark, fileName: nil, failure: "no")
        let decoded = try JSONDecoder().decode(PreviewRenderRecord.self, from: JSONEncoder().encode(failed))
        #expect(decoded == failed)
        #expect(decoded.familyName == "view" && decoded.modeName == "all modes")
        var json = try #require(String(data: try JSONEncoder().encode(failed), encoding: .utf8))
        json = json.replacingOccurrences(of: "\"scheme\":\"dark\"", with: "\"scheme\":\"dim\"")
        #expect {
            _ = try JSONDecoder().decode(PreviewRenderRecord.self, from: Data(json.utf8))
        } throws: { error in
            "\(error)".contains("unknown colour scheme \"dim\"")
        }
    }
}

/// `--filter`: a label selects the preview at that line exactly; other text matches names and files.
struct PreviewFilterTests {
    func selects(_ text: String, name: String = "Steps", fileID: String? = "Ext/StepsWidget.swift",
                 line: Int? = 242) -> Bool {
        PreviewFilter(text).selects(name: name, fileID: fileID, line: line, source: "Ext/StepsWidget.swift:\(line ?? 0):1")
    }

    @Test func theLabelIndexHTMLShowsSelectsThePreview() {
        #expect(selects("StepsWidget.swift:242"))
        #expect(selects("stepswidget.swift:242"))
        #expect(selects("Ext/StepsWidget.swift:242"))
    }

    @Test func aLabelIsExact() {
        #expect(!selects("StepsWidget.swift:24"))
        #expect(!selects("StepsWidget.swift:2420"))
        #expect(!selects("OtherWidget.swift:242"))
        #expect(!selects("Widget.swift:242"), "a file name, not any suffix of it")
    }

    @Test func anUnnamedPreviewIsSingledOutByItsLabel() {
        #expect(selects("StepsWidget.swift:229", name: "StepsWidget.swift:229", line: 229))
        #expect(!selects("StepsWidget.swift:229", name: "StepsWidget.swift:242", line: 242))
    }

    @Test func otherTextMatchesNameOrFile() {
        #expect(selects("steps"))
        #expect(selects("StepsWidget.swift"))
        #expect(!selects("Weather"))
        #expect(selects("Time 9:41", name: "Time 9:41"), "a name that looks like a label")
    }
}
