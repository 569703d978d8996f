import Foundation
import Render
import Snapshot
import Testing
import Views
import Widgets
import WidgetSnapshotTesting

/// `strict: true`: a render with warnings fails before any comparison.
struct StrictSnapshotTests {
    struct UnknownSymbolWidget: View {
        var body: some View { Image(systemName: "sun.max.fil") }
    }

    let small = WidgetRenderOptions(family: .systemSmall)

    @Test func strictFailsARenderWithWarningsAndListsThem() throws {
        let directory = try TemporaryDirectory()
        let outcome = verifyWidgetSnapshot(of: UnknownSymbolWidget(), options: small, strict: true,
                                           configuration: try directory.configuration(record: .missing))
        let message = try #require(outcome.failureMessage)
        #expect(message.contains("with warnings (strict: true)"))
        #expect(message.contains("unknown symbol 'sun.max.fil'; did you mean 'sun.max.fill'?"))
        #expect(!outcome.passed)
    }

    @Test func withoutStrictTheSameRenderIsRecordedAndCompared() throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        _ = verifyWidgetSnapshot(of: UnknownSymbolWidget(), options: small, configuration: configuration)
        #expect(verifyWidgetSnapshot(of: UnknownSymbolWidget(), options: small, configuration: configuration).passed)
    }

    @Test func strictPassesARenderWithoutWarnings() throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        _ = verifyWidgetSnapshot(of: SwatchWidget(), options: small, strict: true, configuration: configuration)
        #expect(verifyWidgetSnapshot(of: SwatchWidget(), options: small, strict: true,
                                     configuration: configuration).passed)
    }
}
