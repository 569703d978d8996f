import Foundation
import Render
import Testing
import Views
import WidgetApp
import WidgetIntents
import Widgets

/// Records whether it was performed (it never is: intents are inert here).
final class PerformLog: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func performed() { lock.withLock { count += 1 } }
    var performCount: Int { lock.withLock { count } }
}

let performLog = PerformLog()

struct RecordingIntent: AppIntent {
    static let title: LocalizedStringResource = "Record"
    func perform() async throws -> some IntentResult {
        performLog.performed()
        return .result()
    }
}

@Suite struct ControlIntentTests {
    func render(_ view: some View) throws -> [UInt8] {
        let host = try makeHost()
        return try host.renderer.render(view.containerBackground(Color.white, for: .widget),
                                        options: WidgetRenderOptions(family: .systemSmall),
                                        resources: host.resources).straightRGBA()
    }

    @Test func anIntentButtonDrawsAsTheActionButtonAndIsNeverPerformed() throws {
        let withIntent = try render(Button(intent: RecordingIntent()) { Label("Log", systemImage: "plus") }
            .buttonStyle(.borderedProminent))
        let withAction = try render(Button(action: {}) { Label("Log", systemImage: "plus") }
            .buttonStyle(.borderedProminent))
        #expect(withIntent == withAction)
        #expect(try render(Button("Log", intent: RecordingIntent())) == (try render(Button("Log") {})))
        #expect(try render(Button("Log", systemImage: "plus", intent: RecordingIntent()))
            == (try render(Button("Log", systemImage: "plus") {})))
        #expect(performLog.performCount == 0)
    }

    @Test func anIntentToggleDrawsTheStateItIsGiven() throws {
        let on = try render(Toggle("Done", isOn: true, intent: RecordingIntent()))
        let off = try render(Toggle("Done", isOn: false, intent: RecordingIntent()))
        #expect(on == (try render(Toggle("Done", isOn: .constant(true)))))
        #expect(off == (try render(Toggle("Done", isOn: .constant(false)))))
        #expect(on != off)
        #expect(try render(Toggle(isOn: true, intent: RecordingIntent()) { Text("Done") })
            == (try render(Toggle(isOn: .constant(true)) { Text("Done") })))
        #expect(performLog.performCount == 0)
    }
}
