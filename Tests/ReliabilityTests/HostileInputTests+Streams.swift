import FileAccess
import Foundation
import Glibc
import PNGCodec
import Testing

/// Hostile inputs at the file and stream level: files that are not files, outputs that must not be replaced, streams that
/// fail, arguments that cost or mislead. Each case: its exit status, its message, nothing written or replaced.
extension HostileInputTests {
    /// `widget.json` (a one-text widget) and two differing 2×2 PNGs `a.png`, `b.png`.
    static let standardFiles: @Sendable (Scratch) throws -> Void = { scratch in
        try scratch.write("widget.json", widget(#"{"Text": "a"}"#))
        try scratch.write("a.png", try PNGEncoder.encode(width: 2, height: 2, rgba: [UInt8](repeating: 200, count: 16)))
        try scratch.write("b.png", try PNGEncoder.encode(width: 2, height: 2, rgba: [UInt8](repeating: 100, count: 16)))
    }

    /// The standard files plus whatever `more` makes.
    static func files(_ more: @escaping @Sendable (Scratch) throws -> Void) -> @Sendable (Scratch) throws -> Void {
        { scratch in
            try standardFiles(scratch)
            try more(scratch)
        }
    }

    static func fifo(_ scratch: Scratch, _ name: String) throws {
        guard mkfifo(scratch.file(name), 0o644) == 0 else { throw HarnessError("mkfifo \(name) failed") }
    }

    static func link(_ scratch: Scratch, _ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: scratch.file(name), withDestinationPath: target)
    }

    static let outputCases: [HostileCase] = [
        .command("-o /dev/full (a device)", ["render", "widget.json", "-o", "/dev/full"], status: 64,
                 expecting: "--output: /dev/full is a character device, not a regular file", setup: standardFiles),
        .command("-o a FIFO", ["render", "widget.json", "-o", "pipe"], status: 64,
                 expecting: "--output: pipe is a FIFO (named pipe), not a regular file",
                 setup: files { try fifo($0, "pipe") }),
        .command("-o a folder", ["render", "widget.json", "-o", "folder"], status: 64,
                 expecting: "--output: folder is a folder, not a regular file",
                 setup: files { try FileManager.default.createDirectory(atPath: $0.file("folder"), withIntermediateDirectories: false) }),
        .command("-o ''", ["render", "widget.json", "-o", ""], status: 64, expecting: "--output: the output path is empty",
                 setup: standardFiles),
        .command("-o the input document", ["render", "widget.json", "-o", "widget.json"], status: 64,
                 expecting: "--output: widget.json is an input of this command; refusing to overwrite it", setup: standardFiles),
        .command("-o a link to the input document", ["render", "widget.json", "-o", "alias.json"], status: 64,
                 expecting: "alias.json is the same file as the input widget.json; refusing to overwrite it",
                 setup: files { try link($0, "alias.json", to: "widget.json") }),
        .command("-o a file with two hard links", ["render", "widget.json", "-o", "twin.png"], status: 64,
                 expecting: "twin.png has 2 hard links; replacing it would split it from the others",
                 setup: files { scratch in
                     try scratch.write("twin.png", [1, 2, 3])
                     try FileManager.default.linkItem(atPath: scratch.file("twin.png"), toPath: scratch.file("other.png"))
                 }),
        .command("-o a link into a missing folder", ["render", "widget.json", "-o", "dangling.png"], status: 64,
                 expecting: "dangling.png is a symbolic link to a file that does not exist in an existing folder",
                 setup: files { try link($0, "dangling.png", to: "nowhere/x.png") }),
        .command("-o a symbolic-link loop", ["render", "widget.json", "-o", "loop.png"], status: 74,
                 expecting: "cannot write loop.png: too many levels of symbolic links (a symbolic-link loop)",
                 setup: files { try link($0, "loop.png", to: "loop.png") }),
        .command("-o in a missing folder", ["render", "widget.json", "-o", "missing/out.png"], status: 74,
                 expecting: "cannot create missing/out.png: no such file or folder", setup: standardFiles),
        .command("compare --diff onto the expected image", ["compare", "a.png", "b.png", "--diff", "a.png"], status: 64,
                 expecting: "--diff: a.png is an input of this command; refusing to overwrite it", setup: standardFiles),
        .command("compare --diff onto the actual image", ["compare", "a.png", "b.png", "--diff", "b.png"], status: 64,
                 expecting: "--diff: b.png is an input of this command", setup: standardFiles),
        .command("compare --diff /dev/full", ["compare", "a.png", "b.png", "--diff", "/dev/full"], status: 64,
                 expecting: "--diff: /dev/full is a character device, not a regular file", setup: standardFiles),
        .command("layout -o the input document", ["layout", "widget.json", "-o", "widget.json"], status: 64,
                 expecting: "--output: widget.json is an input of this command", setup: standardFiles),
        .command("gallery -o ''", ["gallery", "widget.json", "-o", ""], status: 64,
                 expecting: "--output: the output folder path is empty", setup: standardFiles),
        .shell("-o /dev/null renders and leaves the device a device",
               #""$WR" render widget.json -o /dev/null && test -c /dev/null && echo "still a device" >&2; exit 65"#,
               status: 65, expecting: "still a device", setup: standardFiles),
    ]

    static let fileTypeCases: [HostileCase] = [
        .shell("a FIFO as the document", #"timeout 20 "$WR" render pipe.json -o out.png"#, status: 74,
               expecting: "pipe.json: is a FIFO (named pipe), not a regular file", setup: { try fifo($0, "pipe.json") }),
        .shell("a FIFO as layout's document", #"timeout 20 "$WR" layout pipe.json"#, status: 74,
               expecting: "is a FIFO (named pipe), not a regular file", setup: { try fifo($0, "pipe.json") }),
        .shell("a FIFO as compare's expected image", #"timeout 20 "$WR" compare pipe.png a.png"#, status: 74,
               expecting: "pipe.png is a FIFO (named pipe), not a regular file", setup: files { try fifo($0, "pipe.png") }),
        .shell("a FIFO as compare's actual image", #"timeout 20 "$WR" compare a.png pipe.png"#, status: 74,
               expecting: "pipe.png is a FIFO (named pipe), not a regular file", setup: files { try fifo($0, "pipe.png") }),
        .shell("a FIFO as a document's image", #"timeout 20 "$WR" render doc.json -o out.png"#, status: 65,
               expecting: #"image file "pipe.png" is a FIFO (named pipe), not a regular file"#,
               setup: { scratch in
                   try fifo(scratch, "pipe.png")
                   try scratch.write("doc.json", widget(#"{"Image": {"path": "pipe.png"}}"#))
               }),
        .shell("a FIFO reached with --allow-outside-files", #"timeout 20 "$WR" render doc.json --allow-outside-files -o out.png"#,
               status: 65, expecting: "is a FIFO (named pipe), not a regular file",
               setup: { scratch in
                   try fifo(scratch, "pipe.png")
                   try scratch.write("doc.json", widget(#"{"Image": {"path": "\#(scratch.file("pipe.png"))"}}"#))
               }),
        // Text whose face cannot be read fails the render (it used to vanish with only the symbol's warning).
        .shell("FIFOs as the font files", #"WIDGETRENDER_FONTS=fonts timeout 20 "$WR" render --example habit -o out.png"#,
               status: 65, expecting: "text: cannot read font file fonts/Inter/Inter-SemiBold.otf: not a regular file",
               setup: files { scratch in
                   let fonts = Repository.path("Fonts")
                   try FileManager.default.createDirectory(atPath: scratch.file("fonts"), withIntermediateDirectories: false)
                   for name in try FileManager.default.subpathsOfDirectory(atPath: fonts).sorted() {
                       var isFolder: ObjCBool = false
                       _ = FileManager.default.fileExists(atPath: fonts + "/" + name, isDirectory: &isFolder)
                       if isFolder.boolValue {
                           try FileManager.default.createDirectory(atPath: scratch.file("fonts/" + name),
                                                                   withIntermediateDirectories: true)
                       } else if name.hasSuffix(".ttf") || name.hasSuffix(".otf") {
                           try fifo(scratch, "fonts/" + name)
                       } else {
                           try link(scratch, "fonts/" + name, to: fonts + "/" + name)
                       }
                   }
               }),
        .command("compare's image is a folder", ["compare", "folder", "a.png"], status: 74,
                 expecting: "folder is a folder, not a regular file",
                 setup: files { try FileManager.default.createDirectory(atPath: $0.file("folder"), withIntermediateDirectories: false) }),
        .command("compare's image is missing", ["compare", "nowhere.png", "a.png"], status: 74,
                 expecting: "nowhere.png: cannot read: no such file or folder", setup: standardFiles),
        .command("compare's image is a link loop", ["compare", "loop.png", "a.png"], status: 74,
                 expecting: "loop.png: cannot read: too many levels of symbolic links (a symbolic-link loop)",
                 setup: files { try link($0, "loop.png", to: "loop.png") }),
        .command("the document is a link loop", ["render", "loop.json", "-o", "out.png"], status: 74,
                 expecting: "loop.json: cannot be read: too many levels of symbolic links (a symbolic-link loop)",
                 setup: { try link($0, "loop.json", to: "loop.json") }),
        .command("a document's image is a link loop", ["render", "doc.json", "-o", "out.png"], status: 65,
                 expecting: #"image file "loop.png" cannot be opened: too many levels of symbolic links"#,
                 setup: { scratch in
                     try link(scratch, "loop.png", to: "loop.png")
                     try scratch.write("doc.json", widget(#"{"Image": {"path": "loop.png"}}"#))
                 }),
        .command("three links to one 30 MiB image file (file bytes priced)", ["render", "doc.json", "-o", "out.png"],
                 status: 65, expecting: "the images' files hold 90 MiB in all; the limit is 64 MiB",
                 setup: { scratch in
                     try scratch.write("big.png", try HostileFiles.png())
                     let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch.file("big.png")))
                     try handle.truncate(atOffset: 30 << 20)  // zeros after IEND: ignored by the decoder, still read
                     try handle.close()
                     for index in 0..<3 { try link(scratch, "l\(index).png", to: "big.png") }
                     try scratch.write("doc.json", widget(#"{"VStack": ["# + (0..<3).map { #"{"Image": {"path": "l\#($0).png"}}"# }
                                                              .joined(separator: ",") + "]}"))
                 }),
    ]

    static let streamCases: [HostileCase] = [
        .shell("-o - onto a full device", #""$WR" render widget.json -o - > /dev/full"#, status: 74,
               expecting: "cannot write to standard output: no space left on the device", setup: standardFiles),
        .shell("-o - with standard output closed", #""$WR" render widget.json -o - >&-"#, status: 74,
               expecting: "cannot write to standard output: the stream is closed", setup: standardFiles),
        .shell("layout onto a full device", #""$WR" layout widget.json > /dev/full"#, status: 74,
               expecting: "cannot write to standard output: no space left on the device", setup: standardFiles),
        .shell("layout --json onto a full device", #""$WR" layout widget.json --json > /dev/full"#, status: 74,
               expecting: "cannot write to standard output: no space left on the device", setup: standardFiles),
        .shell("list onto a full device", #""$WR" list examples > /dev/full"#, status: 74,
               expecting: "no space left on the device"),
        .shell("compare onto a full device", #""$WR" compare a.png b.png > /dev/full"#, status: 74,
               expecting: "no space left on the device", setup: standardFiles),
        .shell("-o - into a pipe closed early ends by SIGPIPE, quietly",
               #""$WR" render widget.json --family systemExtraLarge -o - | true; s=${PIPESTATUS[0]}; echo "status $s" >&2; exit $s"#,
               status: 141, expecting: "status 141", setup: standardFiles),
    ]

    static let argumentCases: [HostileCase] = [
        .command("1001 arguments", Array(repeating: "--mode=fullColor", count: 1001), status: 64,
                 expecting: "too many arguments (1001); the limit is 1000"),
        .command("an option repeated 50 000 times", Array(repeating: ["--mode", "fullColor"], count: 25_000).flatMap { $0 },
                 status: 64, expecting: "too many arguments (50000); the limit is 1000"),
        .command("--jobs -1", ["gallery", "--jobs", "-1"], status: 64, expecting: "--jobs must be between 1 and 256, got -1"),
        .command("--tolerance -1", ["compare", "a.png", "b.png", "--tolerance", "-1"], status: 64,
                 expecting: "--tolerance must be between 0 and 255, got -1", setup: standardFiles),
        .command("--scale -3 (separate value)", ["render", "widget.json", "--scale", "-3", "-o", "out.png"], status: 64,
                 expecting: "invalid scale -3.0; expected a number from 1 to 8", setup: standardFiles),
        .shell("arguments come from argv even without /proc",
               #"[ "$(id -u)" = 0 ] || { echo "needs root: skipped as exit 1" >&2; exit 1; }; unshare -m bash -c 'umount -l /proc && "$WR" compare a.png b.png >&2'"#,
               status: 1, expecting: "differing pixels", setup: standardFiles),
        .document("aspect ratio 1e-308", widget(#"{"Text": "a", "modifiers": [{"aspectRatio": {"ratio": 1e-308, "contentMode": "fit"}}]}"#),
                  expecting: "1e-308 is too small; a width ÷ height ratio must be at least 0.0001"),
        .document("aspect ratio 5e-324 ÷ 1", widget(#"{"Text": "a", "modifiers": [{"aspectRatio": {"ratio": {"width": 5e-324, "height": 1}, "contentMode": "fill"}}]}"#),
                  expecting: "width ÷ height is 5e-324; a width ÷ height ratio must be from 0.0001 to 10000"),
        .document("aspect ratio 1e300 ÷ 1e-300 (over the maximum)", widget(#"{"Text": "a", "modifiers": [{"aspectRatio": {"ratio": 10001, "contentMode": "fit"}}]}"#),
                  expecting: "10001 is too large; a width ÷ height ratio must be at most 10000"),
    ]

    static let messageCases: [HostileCase] = [
        .command("--family with a Cyrillic а", ["render", "--family", "systemSm\u{430}ll"], status: 64,
                 expecting: #"unknown widget family "systemSmаll" (it contains U+0430 (looks like "a")); did you mean systemSmall?"#),
        .command("--family with a zero-width space", ["render", "--family", "system\u{200B}Small"], status: 64,
                 expecting: #"unknown widget family "system\u{200B}Small" (it contains U+200B (invisible)); did you mean systemSmall?"#),
        .command("--mode with a terminal escape sequence", ["render", "--mode", "\u{1B}[31mvibrant"], status: 64,
                 expecting: #"unknown rendering mode "\u{1B}[31mvibrant""#),
        .command("a 100 000-character unknown option", ["render", "--" + String(repeating: "x", count: 100_000)], status: 64,
                 expecting: "characters)…xxxxxxxxxxxxxxxxxxx'"),
        .command("a 60 000-character unknown key", ["render", "doc.json", "-o", "out.png"], status: 65,
                 expecting: "characters)…",
                 setup: { try $0.write("doc.json", #"{"name": "k", ""# + String(repeating: "k", count: 60_000) + #"": 1}"#) }),
        .command("a document name with a bidi override", ["render", "a\u{202E}nosj.json", "-o", "out.png"], status: 74,
                 expecting: #"a\u{202E}nosj.json: no such file"#),
        .command("-o with an escape sequence", ["render", "widget.json", "-o", "x\u{1B}]0;title\u{07}/out.png"], status: 74,
                 expecting: #"x\u{1B}]0;title\u{7}/out.png"#, setup: standardFiles),
        .document("text cost: the hint names text", widget(#"{"Text": ""# + String(repeating: "W", count: 3000)
                                                            + #"", "modifiers": [{"font": {"system": {"size": 4000}}}, "fixedSize"]}"#),
                  expecting: "most of it draws text: shorter or fewer texts, or smaller fonts"),
        .library("read-only file system in plain words", expecting: "cannot write out.png: the file system is read-only") { _ in
            FileAccessError.system(path: "out.png", operation: "write", code: EROFS).description
        },
        .library("no space in plain words", expecting: "cannot write out.png: no space left on the device") { _ in
            FileAccessError.system(path: "out.png", operation: "write", code: ENOSPC).description
        },
        .library("a 1×1 PNG with 256 MiB of trailing zlib zeros decodes at once", expecting: "1×1 in under 2 s") { _ in
            let bytes = HostileFiles.pngWithTrailingZeros(mebibytes: 256)
            let start = ContinuousClock.now
            let image = try PNGDecoder.decode(bytes)
            let seconds = (ContinuousClock.now - start) / .seconds(1)
            return seconds < 2 ? "\(image.width)×\(image.height) in under 2 s" : "took \(seconds) s"
        },
    ]
}
