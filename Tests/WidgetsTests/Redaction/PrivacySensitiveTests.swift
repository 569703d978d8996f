import Testing
import Views
@testable import Widgets

@Suite struct PrivacySensitiveTests {
    private func redacted<V: View>(_ view: V) throws -> Laid {
        var laid = try laidOut(view)
        laid.resolved = laid.resolved.applyingRedaction()
        return laid
    }

    @Test func sensitiveTextIsRedactedForPrivacy() throws {
        let laid = try redacted(VStack { Text("Account"); Text("1234").privacySensitive() }
            .redacted(reason: .privacy))
        #expect(laid.texts.map(\.text.string) == ["Account"])
        #expect(laid.customShapes(PlaceholderTextBars.self).count == 1)
    }

    @Test func sensitiveTextIsShownWithoutThePrivacyReason() throws {
        let laid = try redacted(Text("1234").privacySensitive())
        #expect(laid.texts.map(\.text.string) == ["1234"])
    }

    @Test func sensitiveFalseIsShown() throws {
        let laid = try redacted(Text("1234").privacySensitive(false).redacted(reason: .privacy))
        #expect(laid.texts.map(\.text.string) == ["1234"])
    }

    @Test func privacyReasonFromTheEnvironmentRedacts() throws {
        var environment = EnvironmentValues.ios18
        environment.redactionReasons = .privacy
        var laid = try laidOut(Text("1234").privacySensitive(), environment: environment)
        laid.resolved = laid.resolved.applyingRedaction()
        #expect(laid.texts.isEmpty)
    }

    @Test func unredactedExemptsSensitiveContent() throws {
        let laid = try redacted(Text("1234").privacySensitive().unredacted().redacted(reason: .privacy))
        #expect(laid.texts.map(\.text.string) == ["1234"])
    }

    @Test func invalidatableContentIsDimmedWhenInvalidated() throws {
        let laid = try laidOut(Text("12").invalidatableContent().redacted(reason: .invalidated))
        #expect(laid.dump.contains("opacity(0.5)"))
    }

    @Test func invalidatableContentIsUnchangedOtherwise() throws {
        #expect(try laidOut(Text("12").invalidatableContent()).dump == laidOut(Text("12")).dump)
    }

    @Test func contentTransitionIsAcceptedAndInert() throws {
        let laid = try laidOut(Text("12").contentTransition(.numericText(value: 12)))
        #expect(laid.dump == (try laidOut(Text("12"))).dump)
    }
}
