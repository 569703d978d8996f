import Foundation
import PNGCodec
import Render
import Testing
import Views
import WidgetDocument
import Widgets

/// `make fuzz-replay` (and CI through `make test`): every committed fuzz seed and regression input runs
/// once through what the libFuzzer harnesses run (Tests/Fuzz/Harnesses), in the ordinary test build.
/// Each must end in a value or a typed error; crashes and traps fail the whole run.
@Suite struct FuzzCorpusReplayTests {
    static func inputs(_ target: String) -> [String] {
        ["Tests/Fuzz/Corpus/" + target, "Tests/Fuzz/Regressions/" + target].flatMap { folder -> [String] in
            let path = Repository.path(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.sorted().map { path + "/" + $0 }
        }
    }

    @Test func documentInputsDecodeAndRenderOrFailWithTypedErrors() throws {
        let inputs = Self.inputs("document")
        #expect(inputs.count >= 20)
        let resources = try RenderResources.bundled()
        let options = DocumentOptions(baseDirectory: Repository.path("Tests/Fuzz/Assets"))
        for path in inputs {
            let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
            guard let document = try? WidgetDocument.decode(bytes: bytes, path: path, options: options) else { continue }
            // As the harness: one family and mode chosen from the input's size, at 1 pixel per point.
            let family = document.families[bytes.count % document.families.count]
            let mode = WidgetMode.allCases[(bytes.count / 7) % WidgetMode.allCases.count]
            let renderOptions = WidgetRenderOptions(family: family, mode: mode,
                                                    colorScheme: bytes.count % 2 == 0 ? .light : .dark, scale: 1)
            _ = try? WidgetRenderer().rendering(document.view, options: renderOptions, resources: resources)
        }
    }

    @Test func pngInputsDecodeAndRoundTripOrFailWithTypedErrors() throws {
        let inputs = Self.inputs("png")
        #expect(inputs.count >= 20)
        for path in inputs {
            let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
            guard let image = try? PNGDecoder.decode(bytes, limits: ImageStore.defaultLimits) else { continue }
            #expect(image.rgba.count == image.width * image.height * 4, "\(path)")
            let again = try PNGDecoder.decode(try PNGEncoder.encode(image), limits: ImageStore.defaultLimits)
            #expect(again.rgba == image.rgba, "\(path)")
        }
    }
}
