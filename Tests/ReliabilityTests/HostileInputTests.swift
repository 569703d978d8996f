import Foundation
import PNGCodec
import Render
import Testing
import Views
@testable import Typography

/// Hostile inputs: limits, path escapes, malformed PNG and font files, out-of-range
/// numbers, deep and wide trees, megabyte strings. Each gives its specific error and writes nothing.
@Suite struct HostileInputTests {
    static let megabyte = String(repeating: "x", count: 1 << 20)

    static let limitCases: [HostileCase] = [
        .document("document over 1 MiB", widget(#"{"Text": ""# + String(repeating: "a", count: 1 << 20) + #""}"#),
                  expecting: "widget.json: the document is larger than 1048576 bytes, the limit"),
        .document("1 MB string", #"{"name": ""# + String(repeating: "n", count: 1_000_000) + #""}"#,
                  expecting: "widget.json:1:10: name: a string is longer than 65536 bytes"),
        .document("70 KB string", widget(#"{"Text": ""# + String(repeating: "a", count: 70_000) + #""}"#),
                  expecting: "body.Text: a string is longer than 65536 bytes"),
        .document("text over 20 000 characters", widget(#"{"Text": ""# + String(repeating: "ab ", count: 7000) + #""}"#),
                  expecting: "text: text has 21000 characters, over the limit of 20000"),
        .document("JSON nested 200 deep", widget(String(repeating: "[", count: 200) + String(repeating: "]", count: 200)),
                  expecting: "arrays and objects are nested more than 128 levels deep"),
        .document("views nested 70 deep", widget(String(repeating: #"{"VStack": ["#, count: 70) + #"{"Text": "x"}"#
                                                 + String(repeating: "]}", count: 70)),
                  expecting: "arrays and objects are nested more than 128 levels deep"),
        .document("more than 100 000 values", widget(#"{"Text": "a", "modifiers": [{"frame": {"width": ["#
                                                     + repeated("1", 100_001) + "]}}]}"),
                  expecting: "the document has more than 100000 values"),
        .document("4097 views (a very wide tree)", widget(#"{"VStack": ["# + repeated(#"{"Color": "red"}"#, 4097) + "]}"),
                  expecting: "body.VStack[4095]: the document has more than 4096 views"),
        .document("65 modifiers on one view", widget(#"{"Rectangle": {}, "modifiers": ["# + repeated(#""compositingGroup""#, 65) + "]}"),
                  expecting: "body.modifiers[64]: a view has more than 64 modifiers"),
        .document("257 gradient stops", widget(#"{"LinearGradient": {"colors": ["# + repeated(#""red""#, 257)
                                               + #"], "startPoint": "top", "endPoint": "bottom"}}"#),
                  expecting: "a gradient has 257 stops; the limit is 256"),
        .document("65 dash lengths", widget(#"{"Circle": {}, "modifiers": [{"stroke": {"style": {"dash": ["#
                                            + repeated("1", 65) + "]}}}]}"),
                  expecting: "body.modifiers[0].stroke.style.dash: a dash pattern has 65 lengths; the limit is 64"),
        .document("number literal of 100 digits", widget(#"{"Text": "a", "modifiers": [{"padding": "#
                                                        + String(repeating: "1", count: 100) + "}]}"),
                  expecting: "a number literal is longer than 64 characters"),
        .document("1e400", widget(#"{"Text": "a", "modifiers": [{"padding": 1e400}]}"#),
                  expecting: "the number 1e400 is out of range (beyond ±1.8e308)"),
        .document("NaN", widget(#"{"Text": "a", "modifiers": [{"opacity": NaN}]}"#),
                  expecting: "NaN is not a JSON number; JSON has only finite numbers"),
        .document("Infinity", widget(#"{"Text": "a", "modifiers": [{"blur": Infinity}]}"#),
                  expecting: "Infinity is not a JSON number"),
        .document("-Infinity", widget(#"{"Text": "a", "modifiers": [{"offset": {"x": -Infinity}}]}"#),
                  expecting: "-Infinity is not a JSON number; JSON has only finite numbers"),
        .document("negative frame width", widget(#"{"Text": "a", "modifiers": [{"frame": {"width": -1}}]}"#),
                  expecting: "body.modifiers[0].frame.width: -1 is negative; a length in points must be 0 or more"),
        .document("frame wider than 10 000 points", widget(#"{"Text": "a", "modifiers": [{"frame": {"width": 10001}}]}"#),
                  expecting: "10001 is too large; a length in points must be at most 10000"),
        .document("font size 0", widget(#"{"Text": "a", "modifiers": [{"font": {"system": {"size": 0}}}]}"#),
                  expecting: "0 is too small; a font size in points must be more than 0"),
        .document("font size 4097", widget(#"{"Text": "a", "modifiers": [{"font": {"system": {"size": 4097}}}]}"#),
                  expecting: "4097 is too large; a font size in points must be at most 4096"),
        .document("negative opacity", widget(#"{"Text": "a", "modifiers": [{"opacity": -0.5}]}"#),
                  expecting: "-0.5 is negative; an opacity from 0 to 1 must be 0 or more"),
        .document("blur radius 101", widget(#"{"Text": "a", "modifiers": [{"blur": 101}]}"#),
                  expecting: "101 is too large; a radius in points must be at most 100"),
        .document("line limit 0", widget(#"{"Text": "a", "modifiers": [{"lineLimit": 0}]}"#),
                  expecting: "a number of lines must be at least 1"),
        .document("line limit 2.5", widget(#"{"Text": "a", "modifiers": [{"lineLimit": 2.5}]}"#),
                  expecting: "2.5 is not a whole number; a number of lines is a whole number"),
        .document("scale effect 1e6", widget(#"{"Text": "a", "modifiers": [{"scaleEffect": 1e6}]}"#),
                  expecting: "1e6 is too large; a scale factor must be at most 1000"),
        .document("colour component 2", widget(#"{"Color": {"red": 2, "green": 0, "blue": 0}}"#),
                  expecting: "2 is too large; a colour component from 0 to 1 must be at most 1"),
        .document("gauge value -1e300", widget(#"{"Gauge": {"value": -1e300}}"#),
                  expecting: "-1e300 is too small; a value must be at least"),
        .document("rotation of 1e9 degrees", widget(#"{"Text": "a", "modifiers": [{"rotationEffect": {"angle": {"degrees": 1e9}}}]}"#),
                  expecting: "1e9 is too large; an angle in degrees must be at most 36000"),
        .document("empty document", bytes: [], expecting: "widget.json:1:1: the document is empty"),
        .document("invalid UTF-8", bytes: Array(#"{"name": ""#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8),
                  expecting: "invalid UTF-8"),
        .document("document that is a folder", bytes: nil, status: 74, expecting: "widget.json: is a folder, not a document",
                  setup: { scratch in try FileManager.default.createDirectory(atPath: scratch.file("widget.json"),
                                                                               withIntermediateDirectories: true) }),
    ]

    static let budgetCases: [HostileCase] = [
        .document("scale 0", widget(#"{"Text": "a"}"#), arguments: ["--scale", "0"], status: 64,
                  expecting: "invalid scale 0.0; expected a number from 1 to 8"),
        .document("scale NaN", widget(#"{"Text": "a"}"#), arguments: ["--scale", "nan"], status: 64,
                  expecting: "invalid scale nan; expected a number from 1 to 8"),
        .document("scale infinity", widget(#"{"Text": "a"}"#), arguments: ["--scale", "inf"], status: 64,
                  expecting: "invalid scale inf; expected a number from 1 to 8"),
        .document("negative scale", widget(#"{"Text": "a"}"#), arguments: ["--scale=-3"], status: 64,
                  expecting: "invalid scale -3.0; expected a number from 1 to 8"),
        .document("canvas over 4 Mi pixels", widget(#"{"Text": "a"}"#),
                  arguments: ["--family", "systemExtraLarge", "--scale", "8"],
                  expecting: "the canvas is 6360×3028 pixels (19.2 million); the limit is 4.1 million (use a smaller scale)"),
        .document("four full-canvas blurs", widget(#"{"ZStack": ["# + repeated(#"{"Rectangle": {}, "modifiers": [{"blur": 50}]}"#, 4) + "]}"),
                  arguments: ["--family", "systemExtraLarge"],
                  expecting: "too costly to render: drawing needs an estimated 584.3 million operations; the limit is 400.0 million"),
        .document("40 nested layers", widget(#"{"Rectangle": {}, "modifiers": ["# + repeated(#""compositingGroup""#, 40) + "]}"),
                  arguments: ["--family", "systemExtraLarge"],
                  expecting: "too costly to render: nested layers, clips and effects need 183 MiB of offscreen pixels at once; the limit is 96 MiB"),
        .document("twelve huge dashed circles", widget(#"{"ZStack": ["# + repeated(
            #"{"Circle": {}, "modifiers": [{"stroke": {"style": {"lineWidth": 1, "dash": [0.2, 0.2]}}}, {"frame": {"width": 10000, "height": 10000}}]}"#, 12) + "]}"),
                  expecting: "too costly to render: the shapes need more than 1048576 path elements"),
        .document("six texts of 20 000 characters", widget(#"{"VStack": ["# + repeated(#"{"Text": ""# + String(repeating: "ab ", count: 6000) + #""}"#, 6) + "]}"),
                  expecting: "too costly to render: the texts have 108000 characters in all; the limit is 100000"),
        .document("five distinct 2048 × 2048 images in small frames", widget(#"{"VStack": ["# + (0..<5).map {
            #"{"Image": {"path": "i\#($0).png"}, "modifiers": ["resizable", {"frame": {"width": 5, "height": 5}}]}"# }
            .joined(separator: ",") + "]}"),
                  expecting: "too costly to render: the images need more than 20.9 million decoded pixels; the limit is 16.7 million",
                  setup: { scratch in
                      let png = try PNGEncoder.encode(width: 2048, height: 2048, rgba: [UInt8](repeating: 0x80, count: 2048 * 2048 * 4))
                      for index in 0..<5 { try scratch.write("i\(index).png", png) }
                  }),
        .document("a dash pattern cutting 260 000 dashes", widget(#"{"Circle": {}, "modifiers": [{"stroke": {"style": {"dash": [0.001, 0.001]}}}]}"#),
                  expecting: "too costly to render: a dash pattern would cut a stroke into more than 100000 dashes"),
    ]

    static let fileCases: [HostileCase] = [
        .document("image path with ..", widget(#"{"Image": {"path": "../secret.png"}}"#),
                  expecting: #"body.Image.path: "../secret.png" leaves the document's folder (".."); image paths may not leave it"#),
        .document("image path a/../../x", widget(#"{"Image": {"path": "a/../../x.png"}}"#),
                  expecting: #""a/../../x.png" leaves the document's folder"#),
        .document("absolute image path", widget(#"{"Image": {"path": "/etc/passwd"}}"#),
                  expecting: #""/etc/passwd" is an absolute path; image paths are relative to the document's folder and may not leave it"#),
        .document("symbolic link inside pointing out", widget(#"{"Image": {"path": "inside.png"}}"#),
                  expecting: #""inside.png" is a symbolic link out of the document's folder"#,
                  setup: { scratch in try FileManager.default.createSymbolicLink(atPath: scratch.file("inside.png"),
                                                                                 withDestinationPath: "/etc/hostname") }),
        .document("linked folder pointing out", widget(#"{"Image": {"path": "art/hostname"}}"#),
                  expecting: #""art/hostname" is a symbolic link out of the document's folder"#,
                  setup: { scratch in try FileManager.default.createSymbolicLink(atPath: scratch.file("art"),
                                                                                 withDestinationPath: "/etc") }),
        .document("missing image", widget(#"{"Image": {"path": "nowhere.png"}}"#),
                  expecting: #"image file "nowhere.png" not found"#),
        .document("image path that is a folder", widget(#"{"Image": {"path": "folder"}}"#),
                  expecting: #"image file "folder" is a folder, not a regular file"#,
                  setup: { scratch in try FileManager.default.createDirectory(atPath: scratch.file("folder"),
                                                                               withIntermediateDirectories: true) }),
        .document("image path with a control character", widget(#"{"Image": {"path": "a\u0001.png"}}"#),
                  expecting: "is not a file path"),
    ]

    static let imageAndFontCases: [HostileCase] = [
        .library("PNG that is a JPEG", expecting: "input is not a PNG (no PNG signature)") { _ in
            decodeError(HostileFiles.jpegHeader)
        },
        .library("empty PNG", expecting: "PNG input is empty") { _ in decodeError([]) },
        .library("PNG cut inside its signature", expecting: "PNG data is truncated (ends after 4 bytes)") { _ in
            decodeError([0x89, 0x50, 0x4E, 0x47])
        },
        .library("PNG cut after its header", expecting: "PNG data is truncated (ends after 33 bytes)") { _ in
            decodeError(try HostileFiles.pngTruncatedAfterHeader())
        },
        .library("PNG with a bad CRC", expecting: "libpng:") { _ in decodeError(try HostileFiles.pngWithBadCRC()) },
        .library("PNG claiming 100 000 × 100 000 pixels",
                 expecting: "PNG is 100000×100000 pixels, above the decode limit") { _ in
            decodeError(try HostileFiles.png(claimingWidth: 100_000, height: 100_000))
        },
        .library("PNG claiming 4097 × 1 pixels (over the renderer's 4096 per side)",
                 expecting: "PNG is 4097×1 pixels, above the decode limit") { _ in
            decodeError(try HostileFiles.png(claimingWidth: 4097, height: 1))
        },
        .library("PNG claiming width 0", expecting: "invalid PNG dimensions 0×2") { _ in
            decodeError(try HostileFiles.png(claimingWidth: 0, height: 2))
        },
        .library("PNG file of 40 MB", expecting: "PNG input is 41943040 bytes, above the limit of 33554432 bytes",
                 setup: { scratch in try HostileFiles.sparseFile(scratch.file("huge.png"), size: 40 << 20) }) { scratch in
            imageError(.file(path: scratch.file("huge.png")))
        },
        .library("font file of junk", expecting: "custom/junk.ttf: FreeType error 2 (unknown file format)",
                 setup: { scratch in try scratch.write("custom/junk.ttf", HostileFiles.garbageFont) }) { scratch in
            try customFontError(scratch)
        },
        .library("empty font file", expecting: "custom/empty.ttf: empty file",
                 setup: { scratch in try scratch.write("custom/empty.ttf", [UInt8]()) }) { scratch in
            try customFontError(scratch)
        },
        .library("PNG named .ttf", expecting: "invalid font file",
                 setup: { scratch in try scratch.write("custom/picture.ttf", try HostileFiles.png()) }) { scratch in
            try customFontError(scratch)
        },
        .library("font file of 40 MB", expecting: "custom/huge.ttf is 41943040 bytes, over the limit of 33554432",
                 setup: { scratch in
                     try FileManager.default.createDirectory(atPath: scratch.file("custom"), withIntermediateDirectories: true)
                     try HostileFiles.sparseFile(scratch.file("custom/huge.ttf"), size: 40 << 20)
                 }) { scratch in
            try customFontError(scratch)
        },
    ]

    static let cases = limitCases + budgetCases + fileCases + imageAndFontCases + outputCases + fileTypeCases
        + streamCases + argumentCases + messageCases + commandBudgetCases + dateCases + catalogCases

    @Test func thereAreAtLeastFortyCases() {
        #expect(Self.cases.count >= 40)
    }

    @Test(arguments: cases)
    func hostileInputGivesItsErrorAndWritesNothing(_ hostile: HostileCase) throws {
        let scratch = try Scratch("hostile")
        defer { scratch.remove() }
        try hostile.setup(scratch)
        switch hostile.input {
        case let .document(bytes, arguments, status):
            if let bytes { try scratch.write("widget.json", bytes) }
            let before = scratch.listing()
            let result = try BuiltBinary.run(["render", "widget.json", "-o", "out.png"] + arguments, in: scratch.path)
            #expect(result.status == status, "\(result.stderr)")
            #expect(result.stderr.contains(hostile.expected), "\(result.stderr.prefix(600))")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr.prefix(600))")
            #expect(scratch.listing() == before)
        case .library(let run):
            let before = scratch.listing()
            let message = try run(scratch)
            #expect(message.contains(hostile.expected), "\(message.prefix(600))")
            #expect(scratch.listing() == before)
        case let .shell(script, status):
            try Self.runShell(hostile, script: script, status: status, in: scratch)
        case let .arguments(arguments, status):
            try Self.runShell(hostile, arguments: arguments, status: status, in: scratch)
        }
    }

    /// The new surfaces' refusals (catalogs, dates, whole-command budgets) for a plain user as well: run as
    /// uid/gid 65534 (setpriv) when the tests run as root, so no rule holds only because root may do more.
    static let unprivilegedCases = (catalogCases + dateCases + commandBudgetCases).filter {
        if case .library = $0.input { return false }
        if case .shell = $0.input { return false }
        return true
    }

    @Test(arguments: unprivilegedCases)
    func hostileInputGivesTheSameErrorToAnUnprivilegedUser(_ hostile: HostileCase) throws {
        let scratch = try Scratch("hostile-unprivileged")
        defer { scratch.remove() }
        try hostile.setup(scratch)
        if case let .document(bytes, _, _) = hostile.input, let bytes { try scratch.write("widget.json", bytes) }
        scratch.openToEveryone()
        switch hostile.input {
        case let .document(_, arguments, status):
            try Self.runShell(hostile, arguments: ["render", "widget.json", "-o", "out.png"] + arguments, status: status,
                              in: scratch, as: .unprivileged)
        case let .arguments(arguments, status):
            try Self.runShell(hostile, arguments: arguments, status: status, in: scratch, as: .unprivileged)
        case .library, .shell:
            Issue.record("only CLI cases run as another user")
        }
    }

    /// Runs a shell case: its status, its message on one escaped line of sane length, nothing written
    /// or replaced in the folder (kinds, modes, inodes, sizes and bytes unchanged).
    static func runShell(_ hostile: HostileCase, script: String? = nil, arguments: [String] = [], status: Int32,
                         in scratch: Scratch, as user: BinaryUser = .current) throws {
        let before = scratch.state()
        let result = try script.map { try BuiltBinary.shell($0, in: scratch.path) }
            ?? BuiltBinary.run(arguments, in: scratch.path, environment: ["WIDGETRENDER_FONTS": Repository.path("Fonts")],
                               as: user)
        #expect(result.status == status, "\(result.stderr.prefix(600))")
        #expect(result.stderr.contains(hostile.expected), "\(result.stderr.prefix(600))")
        #expect(!result.stderr.contains("\u{1B}"), "a raw escape character reached the terminal")
        #expect(result.stderr.split(separator: "\n").allSatisfy { $0.count < 1200 }, "\(result.stderr.prefix(600))")
        #expect(scratch.state() == before)
    }
}

/// The renderer's image store's error for PNG bytes.
private func decodeError(_ bytes: [UInt8]) -> String {
    imageError(.pngData(bytes))
}

/// The renderer's image store's error for an image source.
private func imageError(_ source: ImageSource) -> String {
    HostileCase.error { _ = try ImageStore().image(for: source) }
}

/// The error loading the one font in `<scratch>/custom` as a custom face.
private func customFontError(_ scratch: Scratch) throws -> String {
    let registry = try FontRegistry.bundled(customFontsDirectory: scratch.file("custom"))
    return HostileCase.error { _ = try registry.face(FaceID(rawValue: BundledFontCatalog.faces.count)) }
}
