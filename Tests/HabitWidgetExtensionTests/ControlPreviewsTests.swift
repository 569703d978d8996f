import Foundation
@testable import HabitWidgetExtension
import PNGCodec
import PreviewRun
import Testing
import WidgetPreviewRunner
import WidgetPreviews

/// `widgetrender previews` renders the controls it finds (Apple has no `#Preview` for them): every
/// presentation and state, the same pixels as `assertControlSnapshots`.
@Suite struct ControlPreviewsTests {
    @Test func theRunnerFindsTheControlsAndDrawsTheGoldensPixels() async throws {
        #expect(ControlDiscovery.all().map(\.name).contains("HabitWidgetExtensionControl"))
        #expect(ControlDiscovery.all().map(\.name).contains("LogHabitControl"))
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("control-previews-\(ProcessInfo.processInfo.processIdentifier)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = try await PreviewRunner.run(PreviewRunRequest(folder: folder, filter: "HabitWidgetExtensionControl"))
        #expect(report.renders.allSatisfy { $0.failure == nil }, "\(report.renders.compactMap(\.failure))")
        let files = report.renders.compactMap(\.fileName)
        #expect(files.count == 16, "\(files)")
        #expect(files.first == "HabitWidgetExtensionControl-control-controlCenterSmall-off.png")
        let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Goldens/HabitWidgetExtension").path
        for file in files {
            let golden = goldens + "/timerControl." + file.dropFirst("HabitWidgetExtensionControl-".count)
            let fromRunner = try PNGDecoder.decode(contentsOfFile: folder + "/" + file)
            let fromTest = try PNGDecoder.decode(contentsOfFile: golden)
            #expect(fromRunner == fromTest, "\(file) differs from \(golden)")
        }
    }
}
