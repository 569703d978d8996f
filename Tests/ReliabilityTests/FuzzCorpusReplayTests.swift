import Foundation
import Glibc
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

    /// As the catalog harness: each input's tree written, read, resolved and removed (FuzzCatalogArchive.swift).
    @Test func catalogInputsReadAndResolveOrFailWithTypedErrors() throws {
        let inputs = Self.inputs("catalog")
        #expect(inputs.count >= 20)
        let scratch = try Scratch("fuzz-catalog")
        defer { scratch.remove() }
        var read = 0, refused = 0, drawn = 0
        for path in inputs {
            let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
            switch FuzzCatalogRun.run(bytes, scratch: scratch.path) {
            case .notWritten: Issue.record("\(path): its tree could not be written into \(scratch.path)")
            case .refused: refused += 1
            case .read(_, _, let images): read += 1; drawn += images
            }
            #expect(scratch.listing().isEmpty, "\(path) left \(scratch.listing().prefix(5)) behind")
        }
        // The seeds reach both the reader's refusals and whole catalogs with decoded and drawn images.
        #expect(read >= 10 && refused >= 10 && drawn >= 10, "read \(read), refused \(refused), images drawn \(drawn)")
    }

    /// The seeds are what their names say: the format's files, folders and links arrive where the reader looks.
    @Test func catalogSeedsReadAsWritten() throws {
        let scratch = try Scratch("fuzz-catalog")
        defer { scratch.remove() }
        func outcome(_ seed: String) -> FuzzCatalogOutcome {
            let path = Repository.path("Tests/Fuzz/Corpus/catalog/" + seed)
            return FuzzCatalogRun.run([UInt8](FileManager.default.contents(atPath: path) ?? Data()), scratch: scratch.path)
        }
        // Widget.xcassets of AssetCatalogTests: 3 colours, 5 images; badge ×2, avatar ×2, heart ×2 and Logo ×2
        // give pixels (Document is a PDF).
        #expect(outcome("fixture-widget") == .read(colors: 3, images: 5, drawnImages: 8))
        // Brand and the linked Icons/Alias; the image set's file is a link to Shared/real.png.
        #expect(outcome("links-inside") == .read(colors: 2, images: 1, drawnImages: 2))
        guard case .refused(let message) = outcome("broken-unknown-space") else {
            Issue.record("broken-unknown-space was read")
            return
        }
        #expect(message.contains("A.colorset/Contents.json at $.colors[0].color.color-space: unknown colour space \"cmyk\""))
    }

    /// The archive's confinement: paths with "..", absolute or climbing link targets, ".." after a name, and
    /// links whose folder is not a real folder are skipped, so nothing is written outside the catalog folder
    /// and no link resolves outside it.
    @Test func catalogArchiveStaysInsideItsFolder() throws {
        let text = """
            >>> ../outside.json
            escape
            >>> a/../../outside.json
            escape
            >>> /rooted/Contents.json
            {}
            >>> deep/er/
            >>> up -> ..
            >>> abs -> /etc
            >>> deep/up -> ..
            >>> deep/er/top -> ../..
            >>> deep/er/over -> ../../..
            >>> self -> .
            >>> through -> self/..
            >>> self/inner -> .
            >>> deep/up/again -> ..
            >>> file
            content
            >>> file -> deep
            >>> file/child
            x
            """
        let archive = FuzzCatalogArchive(Array(text.utf8))
        let made = archive.entries.map { entry -> String in
            let path = entry.components.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
            switch entry.kind {
            case .file: return path
            case .folder: return path + "/"
            case .link(let target): return path + " -> " + String(decoding: target, as: UTF8.self)
            }
        }
        #expect(made == ["rooted/Contents.json", "deep/er/", "deep/up -> ..", "deep/er/top -> ../..", "self -> .",
                         "self/inner -> .", "deep/up/again -> ..", "file", "file -> deep", "file/child"])
        let scratch = try Scratch("fuzz-catalog")
        defer { scratch.remove() }
        let root = scratch.file("Assets.xcassets")
        let written = try #require(archive.write(into: root))
        // Folders are made before links, so a path that is both (deep/up, self) is a folder and its link is not
        // made; a path through a file is not made; the first "file" wins.
        #expect(scratch.listing() == ["Assets.xcassets", "Assets.xcassets/deep", "Assets.xcassets/deep/er",
                                      "Assets.xcassets/deep/er/top", "Assets.xcassets/deep/up", "Assets.xcassets/deep/up/again",
                                      "Assets.xcassets/file", "Assets.xcassets/rooted", "Assets.xcassets/rooted/Contents.json",
                                      "Assets.xcassets/self", "Assets.xcassets/self/inner"])
        func resolvedPath(_ path: String) -> String? {
            guard let resolved = realpath(path, nil) else { return nil }
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let realRoot = try #require(resolvedPath(root))
        for (link, expected) in [("deep/er/top", ""), ("deep/up/again", "/deep"), ("self/inner", "/self")] {
            let resolved = resolvedPath(root + "/" + link)
            #expect(resolved == realRoot + expected, "\(link) resolves to \(resolved ?? "nothing")")
        }
        FuzzCatalogArchive.remove(written)
        #expect(scratch.listing().isEmpty)
    }
}
